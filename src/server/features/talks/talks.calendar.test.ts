import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { durationMinutes, talkCalendar } from './talks.calendar';

const talk = {
  id: '6f1c2b8e-0000-4000-8000-000000000001',
  title: 'Careers in climate tech',
  description: 'How to move into climate work.',
  speaker_name: 'Asha Rao',
  location: 'Online',
  event_date: new Date('2026-12-01T12:30:00Z'),
  duration: '1h 30m',
  sequence: 3,
};
const url = { publicUrl: 'https://changepath.example' };

describe('talkCalendar', () => {
  it('writes the talk as a VEVENT in UTC with its duration, sequence and reminders a day and an hour before', () => {
    const ics = talkCalendar(talk, url);
    expect(ics).toMatch(/DTSTART:20261201T123000Z/);
    expect(ics).toMatch(/DURATION:PT90M/);
    expect(ics).toContain('SUMMARY:ChangeTalk: Careers in climate tech');
    expect(ics).toContain('UID:changetalk-6f1c2b8e-0000-4000-8000-000000000001@changepath');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
    expect(vevent.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')))).toEqual(['-PT1440M', '-PT60M']);
  });

  it('reuses a built calendar, and builds a new one when anything in it changes', () => {
    const first = talkCalendar(talk, url);
    expect(talkCalendar({ ...talk }, url)).toBe(first);
    const moved = talkCalendar({ ...talk, event_date: new Date('2026-12-02T09:00:00Z') }, url);
    expect(moved).toMatch(/DTSTART:20261202T090000Z/);
    expect(talkCalendar({ ...talk, title: 'Careers in clean energy' }, url)).toContain('SUMMARY:ChangeTalk: Careers in clean energy');
    expect(talkCalendar(talk, { publicUrl: 'https://other.example' })).toContain('https://other.example/changetalks');
    expect(talkCalendar({ ...talk, sequence: 4 }, url)).toContain('SEQUENCE:4');
  });

  it('writes an invitation with organizer and attendee, and a cancellation without alarms', () => {
    const request = talkCalendar(talk, { ...url, method: 'REQUEST', organizerEmail: 'no-reply@changepath.test', attendee: 'asha@example.com' });
    const cal = new ICAL.Component(ICAL.parse(request));
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = cal.getFirstSubcomponent('vevent')!;
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:no-reply@changepath.test');
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:asha@example.com');
    const cancel = new ICAL.Component(ICAL.parse(talkCalendar(talk, { ...url, method: 'CANCEL', organizerEmail: 'no-reply@changepath.test', attendee: 'asha@example.com' })));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.getFirstSubcomponent('vevent')!.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('folds lines at 75 octets without splitting a UTF-8 character (RFC 5545 section 3.1)', () => {
    const title = 'उद्यमिता और करियर: छोटे शहरों के छात्रों के लिए नए रास्ते, अवसर और चुनौतियाँ';
    const ics = talkCalendar({ ...talk, title, description: 'தமிழ் '.repeat(40) }, url);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Every line is valid UTF-8 on its own: folding never cut a character.
    for (const line of lines) expect(Buffer.from(Buffer.from(line, 'utf8').toString('utf8'), 'utf8').toString()).not.toContain('\ufffd');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(`ChangeTalk: ${title}`);
  });

  it('reads free-text durations, 60 minutes when unreadable', () => {
    expect(durationMinutes('45 min')).toBe(45);
    expect(durationMinutes('1.5 hours')).toBe(90);
    expect(durationMinutes('a while')).toBe(60);
    expect(durationMinutes(null)).toBe(60);
  });
});

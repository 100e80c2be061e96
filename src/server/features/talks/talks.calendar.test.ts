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
};

describe('talkCalendar', () => {
  it('writes the talk as a VEVENT in UTC with its duration', () => {
    const ics = talkCalendar(talk, 'https://changepath.example');
    expect(ics).toMatch(/DTSTART:20261201T123000Z/);
    expect(ics).toMatch(/DURATION:PT90M/);
    expect(ics).toContain('SUMMARY:ChangeTalk: Careers in climate tech');
    expect(ics).toContain('UID:changetalk-6f1c2b8e-0000-4000-8000-000000000001@changepath');
  });

  it('reuses a built calendar, and builds a new one when anything in it changes', () => {
    const first = talkCalendar(talk, 'https://changepath.example');
    expect(talkCalendar({ ...talk }, 'https://changepath.example')).toBe(first);
    const moved = talkCalendar({ ...talk, event_date: new Date('2026-12-02T09:00:00Z') }, 'https://changepath.example');
    expect(moved).toMatch(/DTSTART:20261202T090000Z/);
    expect(talkCalendar({ ...talk, title: 'Careers in clean energy' }, 'https://changepath.example')).toContain('SUMMARY:ChangeTalk: Careers in clean energy');
    expect(talkCalendar(talk, 'https://other.example')).toContain('https://other.example/changetalks');
  });

  it('reads free-text durations, 60 minutes when unreadable', () => {
    expect(durationMinutes('45 min')).toBe(45);
    expect(durationMinutes('1.5 hours')).toBe(90);
    expect(durationMinutes('a while')).toBe(60);
    expect(durationMinutes(null)).toBe(60);
  });
});

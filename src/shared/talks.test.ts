import { describe, expect, it } from 'vitest';
import { talkInputSchema } from './talk-input';
import { dateAndTimeIn, eventInstant, matchesTalkSearch, splitTalks } from './talks';

describe('eventInstant (default time 18:00, platform time zone)', () => {
  it('defaults an empty time to 18:00 in Asia/Kolkata (UTC+5:30)', () => {
    expect(eventInstant('2026-12-05', null, 'Asia/Kolkata').toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(eventInstant('2026-12-05', '', 'Asia/Kolkata').toISOString()).toBe('2026-12-05T12:30:00.000Z');
  });
  it('honours daylight saving time', () => {
    expect(eventInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(eventInstant('2026-01-01', '09:00', 'Europe/London').toISOString()).toBe('2026-01-01T09:00:00.000Z');
  });
  it('round-trips through the edit form', () => {
    const instant = eventInstant('2026-03-09', '07:45', 'Asia/Kolkata');
    expect(dateAndTimeIn(instant, 'Asia/Kolkata')).toEqual({ date: '2026-03-09', time: '07:45' });
  });
});

describe('talk search and split', () => {
  const talks = [
    { title: 'From Nurse to Data Analyst', speaker_name: 'Priya Sharma', event_type: 'upcoming' as const, event_date: '2026-12-10T12:30:00.000Z' },
    { title: 'Building a Startup in College', speaker_name: 'Arjun Mehta', event_type: 'upcoming' as const, event_date: '2026-12-01T12:30:00.000Z' },
    { title: 'Design Careers', speaker_name: 'Meera Iyer', event_type: 'past' as const, event_date: '2026-01-01T12:30:00.000Z' },
    { title: 'Cancelled one', speaker_name: 'X', event_type: 'cancelled' as const, event_date: '2026-12-02T12:30:00.000Z' },
  ];
  it('matches title or speaker name, case-insensitively', () => {
    expect(talks.filter((t) => matchesTalkSearch(t, 'PRIYA')).map((t) => t.title)).toEqual(['From Nurse to Data Analyst']);
    expect(talks.filter((t) => matchesTalkSearch(t, 'startup')).map((t) => t.speaker_name)).toEqual(['Arjun Mehta']);
    expect(talks.filter((t) => matchesTalkSearch(t, '  ')).length).toBe(4);
  });
  it('leaves cancelled talks out of both lists, upcoming in date order', () => {
    const { upcoming, past } = splitTalks(talks);
    expect(upcoming.map((t) => t.speaker_name)).toEqual(['Arjun Mehta', 'Priya Sharma']);
    expect(past.map((t) => t.speaker_name)).toEqual(['Meera Iyer']);
  });
});

describe('talkInputSchema', () => {
  const ok = { title: 'T', speaker_name: 'S', event_date: '2026-12-05' };
  it('requires title, speaker_name and event_date', () => {
    expect(talkInputSchema.safeParse(ok).success).toBe(true);
    for (const k of Object.keys(ok)) expect(talkInputSchema.safeParse({ ...ok, [k]: '' }).success, k).toBe(false);
  });
  it('accepts only https image and recording URLs (or our uploads)', () => {
    expect(talkInputSchema.safeParse({ ...ok, image_url: 'http://x.example/a.png' }).success).toBe(false);
    expect(talkInputSchema.safeParse({ ...ok, image_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(talkInputSchema.safeParse({ ...ok, image_url: 'https://x.example/a.png' }).success).toBe(true);
    expect(talkInputSchema.safeParse({ ...ok, image_url: '/api/uploads/0b7c1d2e-1111-4222-8333-944455556666' }).success).toBe(true);
  });
});

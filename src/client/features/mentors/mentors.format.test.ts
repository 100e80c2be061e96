import { describe, expect, it } from 'vitest';
import { dayKey, formatSession, formatSlotTime, groupSlotsByDay, initials, mentorProfilePath } from './mentors.format';

describe('mentor display rules', () => {
  it('groups slots by the viewer day, in time order', () => {
    const slots = [
      { starts_at: '2025-07-14T23:00:00Z', ends_at: '2025-07-14T23:30:00Z' },
      { starts_at: '2025-07-14T09:00:00Z', ends_at: '2025-07-14T09:30:00Z' },
    ];
    // 23:00 UTC is already the 15th in Kolkata (UTC+5:30).
    const kolkata = groupSlotsByDay(slots, 'Asia/Kolkata');
    expect(kolkata.map((d) => [d.key, d.slots.length])).toEqual([
      ['2025-07-14', 1],
      ['2025-07-15', 1],
    ]);
    expect(kolkata.map((d) => d.longLabel)).toEqual(['Monday, 14 July 2025', 'Tuesday, 15 July 2025']);
    const utc = groupSlotsByDay(slots, 'UTC');
    expect(utc).toHaveLength(1);
    expect(utc[0]!.slots[0]!.starts_at).toBe('2025-07-14T09:00:00Z');
  });
  it('formats times and day keys in the given zone', () => {
    expect(dayKey('2025-07-14T20:00:00Z', 'Asia/Kolkata')).toBe('2025-07-15');
    expect(formatSlotTime('2025-07-14T09:00:00Z', 'Asia/Kolkata')).toBe('2:30 pm');
    expect(formatSession('2025-07-14T09:00:00Z', '2025-07-14T09:30:00Z', 'Asia/Kolkata')).toEqual({ date: 'Monday, 14 July 2025', time: '2:30 pm – 3:00 pm IST' });
  });
  it('makes initials and profile links', () => {
    expect(initials('Priya  Sharma')).toBe('PS');
    expect(initials('Madonna')).toBe('M');
    expect(mentorProfilePath('priya-sharma', true)).toBe('/entrepreneurship/mentor-matching/priya-sharma#book');
  });
});

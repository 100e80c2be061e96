import { describe, expect, it } from 'vitest';
import { dayKey, formatTime, groupSlotsByDay, initials, mentorProfilePath } from './mentors.format';

describe('mentor display rules', () => {
  it('groups slots by the viewer day, in time order', () => {
    const slots = [
      { starts_at: '2025-07-14T23:00:00Z', ends_at: '2025-07-14T23:30:00Z' },
      { starts_at: '2025-07-14T09:00:00Z', ends_at: '2025-07-14T09:30:00Z' },
    ];
    // 23:00 UTC is already the 15th in Kolkata (UTC+5:30).
    const kolkata = groupSlotsByDay(slots, 'Asia/Kolkata', 'en-GB');
    expect(kolkata.map((d) => [d.key, d.slots.length])).toEqual([
      ['2025-07-14', 1],
      ['2025-07-15', 1],
    ]);
    const utc = groupSlotsByDay(slots, 'UTC', 'en-GB');
    expect(utc).toHaveLength(1);
    expect(utc[0]!.slots[0]!.starts_at).toBe('2025-07-14T09:00:00Z');
  });
  it('formats times and day keys in the given zone', () => {
    expect(dayKey('2025-07-14T20:00:00Z', 'Asia/Kolkata')).toBe('2025-07-15');
    expect(formatTime('2025-07-14T09:00:00Z', 'Asia/Kolkata', 'en-GB')).toBe('14:30');
  });
  it('makes initials and profile links', () => {
    expect(initials('Priya  Sharma')).toBe('PS');
    expect(initials('Madonna')).toBe('M');
    expect(mentorProfilePath('priya-sharma', true)).toBe('/entrepreneurship/mentor-matching/priya-sharma#book');
  });
});

/**
 * `platformDay` (src/server/features/ai/ai.service.ts; issue 4 "Plans and the daily allowance"): the free
 * allowance resets at midnight in the platform time zone (Asia/Kolkata, UTC+05:30, no DST), whatever the
 * server's own TZ. Also a zone with DST, and month/year roll-over of the next midnight.
 */
import { describe, expect, it } from 'vitest';
import { platformDay } from '~/server/features/ai/ai.service';

const at = (iso: string) => new Date(iso);
const day = (iso: string, tz = 'Asia/Kolkata') => {
  const r = platformDay(at(iso), tz);
  return { day: r.day, resetsAt: r.resetsAt.toISOString() };
};

describe('platformDay', () => {
  it('is still 22 November one second before midnight IST, and resets at that midnight', () => {
    expect(day('2026-11-22T18:29:59Z')).toEqual({ day: '2026-11-22', resetsAt: '2026-11-22T18:30:00.000Z' });
  });

  it('turns to 23 November at 18:30Z (00:00 IST), and then resets at the next IST midnight', () => {
    expect(day('2026-11-22T18:30:00Z')).toEqual({ day: '2026-11-23', resetsAt: '2026-11-23T18:30:00.000Z' });
    expect(day('2026-11-22T18:30:00.001Z').day).toBe('2026-11-23');
  });

  it('is the UTC-previous evening’s IST day early in the UTC morning', () => {
    expect(day('2026-11-22T00:00:00Z')).toEqual({ day: '2026-11-22', resetsAt: '2026-11-22T18:30:00.000Z' });
    expect(day('2026-11-21T18:29:59.999Z')).toEqual({ day: '2026-11-21', resetsAt: '2026-11-21T18:30:00.000Z' });
  });

  it('rolls over month and year ends', () => {
    expect(day('2026-11-30T12:00:00Z')).toEqual({ day: '2026-11-30', resetsAt: '2026-11-30T18:30:00.000Z' });
    expect(day('2026-12-31T10:00:00Z')).toEqual({ day: '2026-12-31', resetsAt: '2026-12-31T18:30:00.000Z' });
    expect(day('2026-12-31T20:00:00Z')).toEqual({ day: '2027-01-01', resetsAt: '2027-01-01T18:30:00.000Z' });
    expect(day('2028-02-28T19:00:00Z')).toEqual({ day: '2028-02-29', resetsAt: '2028-02-29T18:30:00.000Z' });
  });

  it('follows the zone’s DST when the platform zone has one (New York, DST ends 1 Nov 2026)', () => {
    // 23:30 EDT on 31 October: midnight EDT is 04:00Z.
    expect(day('2026-11-01T03:30:00Z', 'America/New_York')).toEqual({ day: '2026-10-31', resetsAt: '2026-11-01T04:00:00.000Z' });
    // 07:00 EST on 1 November: the next midnight is in EST, 05:00Z.
    expect(day('2026-11-01T12:00:00Z', 'America/New_York')).toEqual({ day: '2026-11-01', resetsAt: '2026-11-02T05:00:00.000Z' });
  });

  it('gives every instant of a day the same day and a reset within the next 24 hours', () => {
    const start = Date.parse('2026-11-21T18:30:00Z');
    for (let t = start; t < start + 24 * 3600_000; t += 17 * 60_000 + 13_000) {
      const r = platformDay(new Date(t), 'Asia/Kolkata');
      expect(r.day).toBe('2026-11-22');
      expect(r.resetsAt.toISOString()).toBe('2026-11-22T18:30:00.000Z');
      expect(r.resetsAt.getTime()).toBeGreaterThan(t);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { dateFormats, dayKey, formatCalendarDate, formatDate, formatDateTime, formatLongDateTime, formatMonthYear, formatShortDate, formatShortDay, formatTime, weekdayName, zoneName } from './date-format';

describe('the one date formatter', () => {
  const instant = '2026-11-25T09:54:00Z';
  it('reads in Indian English in the platform time zone, the zone named with every time of day', () => {
    expect(formatDateTime(instant)).toBe('25 Nov 2026, 3:24 pm IST');
    expect(formatTime(instant)).toBe('3:24 pm IST');
    expect(formatTime(instant, undefined, { zone: false })).toBe('3:24 pm');
    expect(formatLongDateTime(instant)).toBe('Wednesday, 25 November 2026 at 3:24 pm IST');
    expect(formatDate(instant)).toBe('25 November 2026 (IST)');
    expect(formatShortDate(instant)).toBe('25 Nov 2026');
    expect(formatShortDay(instant)).toBe('Wed, 25 Nov');
    expect(formatMonthYear(instant)).toBe('November 2026');
  });
  it('takes another zone where a feature has one (a mentor abroad), and keys days in it', () => {
    expect(formatTime(instant, 'Europe/Berlin')).toBe('10:54 am GMT+1');
    expect(zoneName('Europe/Berlin', '2026-07-01T00:00:00Z')).toBe('GMT+2');
    expect(dayKey('2026-11-25T20:00:00Z')).toBe('2026-11-26');
    expect(dayKey('2026-11-25T20:00:00Z', 'UTC')).toBe('2026-11-25');
  });
  it('prints a calendar date without a zone', () => {
    expect(formatCalendarDate('2026-11-12')).toBe('12 November 2026');
  });
  it('names the days of the week from Sunday (0), long and short, in each language', () => {
    expect([0, 1, 6].map((d) => weekdayName(d))).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect(weekdayName(3, 'short')).toBe('Wed');
    expect(dateFormats('hi').weekdayName(3)).toBe('बुधवार');
  });
  it('reads in Hindi with Latin digits for a Hindi page, in the same zone', () => {
    const hindi = dateFormats('hi');
    expect(hindi.formatDateTime(instant)).toBe('25 नव॰ 2026, 3:24 pm IST');
    expect(hindi.formatDate(instant)).toBe('25 नवंबर 2026 (IST)');
    expect(hindi.formatLongDate(instant)).toBe('बुधवार, 25 नवंबर 2026');
    expect(hindi.formatCalendarDate('2026-11-12')).toBe('12 नवंबर 2026');
    expect(hindi.formatTime(instant, 'Europe/Berlin', { zone: false })).toBe('10:54 am');
    expect(dateFormats('en').formatDateTime(instant)).toBe(formatDateTime(instant));
  });
});

import { describe, expect, it } from 'vitest';
import { isoWeekdayOf, parseDate, shiftDate, toTimeOfDay } from './calendarDates.js';

describe('toTimeOfDay', () => {
  it.each([
    { name: 'an HH:MM text', value: '08:20', time: { hours: 8, minutes: 20 } },
    { name: 'an HH:MM:SS text', value: '13:40:00', time: { hours: 13, minutes: 40 } },
    { name: 'a one-digit hour', value: '7:05', time: { hours: 7, minutes: 5 } },
    { name: 'midnight at the end of the day', value: '24:00', time: { hours: 24, minutes: 0 } },
    { name: 'an object', value: { hours: 10, minutes: 0 }, time: { hours: 10, minutes: 0 } },
    { name: 'a malformed text', value: '10h', time: null },
    { name: 'minutes past 59', value: '10:75', time: null },
    { name: 'nothing', value: null, time: null },
  ])('given $name, should read $time', ({ value, time }) => {
    expect(toTimeOfDay(value)).toEqual(time);
  });
});

describe('shiftDate', () => {
  it.each([
    { date: '2026-03-28', days: 1, shifted: '2026-03-29' },
    // Across the spring daylight-saving change in Vilnius and a year's end: calendar days, no time zone.
    { date: '2026-03-29', days: 1, shifted: '2026-03-30' },
    { date: '2026-12-31', days: 1, shifted: '2027-01-01' },
    { date: '2024-03-01', days: -1, shifted: '2024-02-29' },
    { date: '2026-01-05', days: 7 * 52, shifted: '2027-01-04' },
  ])('should move $date by $days days to $shifted', ({ date, days, shifted }) => {
    expect(shiftDate(date, days)).toBe(shifted);
  });

  it('should refuse a date that is not real', () => {
    expect(() => shiftDate('2026-02-30', 1)).toThrow(RangeError);
    expect(parseDate('2026-02-30')).toBeUndefined();
  });
});

describe('isoWeekdayOf', () => {
  it('should count Monday as 1 and Sunday as 7', () => {
    expect(isoWeekdayOf('2026-03-09')).toBe(1);
    expect(isoWeekdayOf('2026-03-15')).toBe(7);
  });
});

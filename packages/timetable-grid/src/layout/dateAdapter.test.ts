import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  differenceInDays,
  formatDate,
  fromZonedDayMinute,
  getWeekday,
  isCivilDate,
  toInstant,
  toZonedDayMinute,
} from './dateAdapter';

const VILNIUS = 'Europe/Vilnius';

describe('toZonedDayMinute', () => {
  it.each([
    {
      name: 'winter (UTC+2)',
      instant: '2026-01-15T08:00:00Z',
      zone: VILNIUS,
      expected: { date: '2026-01-15', minutes: 600 },
    },
    {
      name: 'summer (UTC+3)',
      instant: '2026-07-15T08:00:00Z',
      zone: VILNIUS,
      expected: { date: '2026-07-15', minutes: 660 },
    },
    {
      name: 'late UTC evening is the next local day',
      instant: '2026-03-01T22:30:00Z',
      zone: VILNIUS,
      expected: { date: '2026-03-02', minutes: 30 },
    },
    {
      name: 'a zone west of UTC',
      instant: '2026-03-01T02:00:00Z',
      zone: 'America/New_York',
      expected: { date: '2026-02-28', minutes: 21 * 60 },
    },
    {
      name: 'the first minute after the spring change',
      instant: '2026-03-29T01:00:00Z',
      zone: VILNIUS,
      expected: { date: '2026-03-29', minutes: 4 * 60 },
    },
  ])('should read $name', ({ instant, zone, expected }) => {
    expect(toZonedDayMinute(toInstant(instant), zone)).toEqual(expected);
  });
});

describe('fromZonedDayMinute', () => {
  it.each([
    { name: '10:00 in winter', date: '2026-01-15', minutes: 600, expected: '2026-01-15T08:00:00.000Z' },
    { name: '10:00 in summer', date: '2026-07-15', minutes: 600, expected: '2026-07-15T07:00:00.000Z' },
    { name: '10:00 on the spring-change day', date: '2026-03-29', minutes: 600, expected: '2026-03-29T07:00:00.000Z' },
    { name: '10:00 on the autumn-change day', date: '2026-10-25', minutes: 600, expected: '2026-10-25T08:00:00.000Z' },
    { name: 'midnight at the day end', date: '2026-01-15', minutes: 1440, expected: '2026-01-15T22:00:00.000Z' },
  ])('should build $name from the day fields', ({ date, minutes, expected }) => {
    expect(new Date(fromZonedDayMinute(date, minutes, VILNIUS)).toISOString()).toBe(expected);
  });

  it('should round-trip every whole minute of ordinary days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1439 }), (dayOffset, minutes) => {
        const date = addDaysToDate('2024-01-01', dayOffset);
        // 03:00–04:00 on the spring-change Sunday does not exist in Vilnius; everything else must round-trip.
        fc.pre(!(getWeekday(date) === 7 && date.slice(5, 7) === '03' && minutes >= 180 && minutes < 240));
        expect(toZonedDayMinute(fromZonedDayMinute(date, minutes, VILNIUS), VILNIUS)).toEqual({ date, minutes });
      }),
    );
  });
});

describe('civil date arithmetic', () => {
  it.each([
    { name: 'across a month', date: '2026-01-31', days: 1, expected: '2026-02-01' },
    { name: 'across a leap day', date: '2028-02-28', days: 1, expected: '2028-02-29' },
    { name: 'backwards across a year', date: '2026-01-01', days: -1, expected: '2025-12-31' },
    { name: 'over the spring change', date: '2026-03-28', days: 2, expected: '2026-03-30' },
  ])('should add days $name', ({ date, days, expected }) => {
    expect(addDaysToDate(date, days)).toBe(expected);
    expect(differenceInDays(date, expected)).toBe(days);
  });

  it.each([
    { date: '2026-11-23', weekday: 1 },
    { date: '2026-11-29', weekday: 7 },
  ])('should know $date is ISO weekday $weekday', ({ date, weekday }) => {
    expect(getWeekday(date)).toBe(weekday);
  });

  it.each([
    { value: '2026-02-29', valid: false },
    { value: '2028-02-29', valid: true },
    { value: '2026-1-1', valid: false },
  ])('should judge $value a date: $valid', ({ value, valid }) => {
    expect(isCivilDate(value)).toBe(valid);
  });

  it.each([
    { language: 'lt' as const, expected: 'pirmadienis' },
    { language: 'en' as const, expected: 'Monday' },
  ])('should name weekdays standing alone in $language', ({ language, expected }) => {
    expect(formatDate('2026-11-23', 'cccc', language)).toBe(expected);
  });
});

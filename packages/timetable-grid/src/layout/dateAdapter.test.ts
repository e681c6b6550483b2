import { describe, expect, it } from 'vitest';
import { formatDate, fromZonedDayMinute, toInstant, toZonedDayMinute, WEEKDAY } from './dateAdapter';

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
});

describe('formatDate', () => {
  it.each([
    { language: 'lt' as const, expected: 'pirmadienis' },
    { language: 'en' as const, expected: 'Monday' },
  ])('should name weekdays standing alone in $language', ({ language, expected }) => {
    expect(formatDate('2026-11-23', WEEKDAY, language)).toBe(expected);
  });
});

describe('toInstant', () => {
  it('should read ISO instants with an offset, and local times and dates without one', () => {
    expect(toInstant('2026-03-02T08:20:00+02:00')).toBe(Date.UTC(2026, 2, 2, 6, 20));
    expect(toInstant('2026-03-02T06:20:00Z')).toBe(Date.UTC(2026, 2, 2, 6, 20));
    expect(toInstant('2026-03-02T08:20:00')).toBe(new Date(2026, 2, 2, 8, 20).getTime());
    expect(toInstant('2026-03-02 08:20')).toBe(new Date(2026, 2, 2, 8, 20).getTime());
    expect(toInstant('2026-03-02')).toBe(new Date(2026, 2, 2).getTime());
    expect(toInstant('not a date')).toBeNaN();
  });
});

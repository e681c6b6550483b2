import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, isoWeekday, shiftDate } from '@laikas/contract/time';
import { toInstant } from './dateAdapter';
import { addWeeks, formatWeekLabel, getWeekDates, getWeekOfInstant, getWeekStart } from './week';

const dates = fc.integer({ min: 0, max: 20_000 }).map((offset) => shiftDate('2000-01-01', offset));

describe('getWeekStart', () => {
  it.each([
    { name: 'a Monday is its own week start', date: '2026-11-23', expected: '2026-11-23' },
    { name: 'a Sunday belongs to the week before', date: '2026-11-29', expected: '2026-11-23' },
    { name: 'a week across the new year', date: '2027-01-01', expected: '2026-12-28' },
  ])('should find it when $name', ({ date, expected }) => {
    expect(getWeekStart(date)).toBe(expected);
  });

  it('should always give a Monday at most six days before', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const start = getWeekStart(date);
        expect(isoWeekday(start)).toBe(1);
        expect(daysBetween(start, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(start, date)).toBeLessThan(7);
      }),
    );
  });
});

describe('getWeekDates', () => {
  it('should list Monday to Sunday', () => {
    expect(getWeekDates('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('should hold the date it was asked about', () => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(getWeekDates(date)).toContain(date);
      }),
    );
  });
});

describe('addWeeks', () => {
  it.each([
    { name: 'next week', date: '2026-11-25', weeks: 1, expected: '2026-11-30' },
    { name: 'previous week', date: '2026-11-25', weeks: -1, expected: '2026-11-16' },
    { name: 'over the autumn change', date: '2026-10-21', weeks: 1, expected: '2026-10-26' },
  ])('should move to $name', ({ date, weeks, expected }) => {
    expect(addWeeks(date, weeks)).toBe(expected);
  });
});

describe('getWeekOfInstant', () => {
  it.each([
    {
      name: 'Sunday 23:30 in Vilnius is still that week',
      instant: '2026-11-29T21:30:00Z',
      zone: 'Europe/Vilnius',
      expected: '2026-11-23',
    },
    {
      name: 'Sunday 22:30 UTC is already Monday in Vilnius',
      instant: '2026-11-29T22:30:00Z',
      zone: 'Europe/Vilnius',
      expected: '2026-11-30',
    },
    {
      name: 'the same instant is still Sunday in New York',
      instant: '2026-11-29T22:30:00Z',
      zone: 'America/New_York',
      expected: '2026-11-23',
    },
  ])('should place $name', ({ instant, zone, expected }) => {
    expect(getWeekOfInstant(toInstant(instant), zone)).toBe(expected);
  });
});

describe('formatWeekLabel', () => {
  it('should show the first and last date of the week', () => {
    expect(formatWeekLabel('2026-11-25')).toBe('2026-11-23 – 2026-11-29');
  });
});

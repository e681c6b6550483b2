import { weekdayKeys, type Repeater } from '@laikas/contract';
import fc from 'fast-check';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { expandDates, placeOccurrences, validateRepeater } from './repeater.js';
import { formatLocal } from './time.js';

const rule = (overrides: Partial<Repeater>): Repeater => ({
  type: 'daily',
  interval: 1,
  until: '2027-01-31',
  weekdays: [],
  ...overrides,
});

describe('expandDates', () => {
  it.each([
    {
      name: 'daily every 2 days',
      first: '2026-11-23',
      repeater: rule({ type: 'daily', interval: 2, until: '2026-11-30' }),
      expected: ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-29'],
    },
    {
      name: 'weekly on the first date’s weekday when none are chosen',
      first: '2026-11-23',
      repeater: rule({ type: 'weekly', until: '2026-12-14' }),
      expected: ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14'],
    },
    {
      name: 'weekly on Tuesday and Thursday starting on a Wednesday',
      first: '2026-11-25',
      repeater: rule({ type: 'weekly', weekdays: ['thursday', 'tuesday'], until: '2026-12-03' }),
      expected: ['2026-11-26', '2026-12-01', '2026-12-03'],
    },
    {
      name: 'every second week on Monday and Friday',
      first: '2026-11-23',
      repeater: rule({ type: 'weekly', interval: 2, weekdays: ['monday', 'friday'], until: '2026-12-21' }),
      expected: ['2026-11-23', '2026-11-27', '2026-12-07', '2026-12-11', '2026-12-21'],
    },
    {
      name: 'monthly on the 31st (months without it are skipped)',
      first: '2027-01-31',
      repeater: rule({ type: 'monthly', until: '2027-06-30' }),
      expected: ['2027-01-31', '2027-03-31', '2027-05-31'],
    },
    {
      name: 'yearly on 29 February (leap years only)',
      first: '2028-02-29',
      repeater: rule({ type: 'yearly', until: '2033-03-01' }),
      expected: ['2028-02-29', '2032-02-29'],
    },
    {
      name: 'until on the first date',
      first: '2026-11-23',
      repeater: rule({ type: 'daily', until: '2026-11-23' }),
      expected: ['2026-11-23'],
    },
  ])('given $name, should give its dates', ({ first, repeater, expected }) => {
    expect(expandDates(first, repeater)).toEqual(expected);
  });

  const toRRule = (first: string, repeater: Repeater) =>
    new RRule({
      freq: { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY }[repeater.type],
      interval: repeater.interval,
      dtstart: new Date(`${first}T00:00:00Z`),
      until: new Date(`${repeater.until}T23:59:59Z`),
      wkst: RRule.MO,
      byweekday:
        repeater.type === 'weekly' && repeater.weekdays.length > 0
          ? repeater.weekdays.map((key) => weekdayKeys.indexOf(key))
          : null,
    });

  const dayArbitrary = fc.date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2029-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const ruleArbitrary = fc.record({
    first: dayArbitrary,
    type: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly' as const),
    interval: fc.integer({ min: 1, max: 20 }),
    spanDays: fc.integer({ min: 0, max: 731 }),
    weekdays: fc.uniqueArray(fc.constantFrom(...weekdayKeys), { maxLength: 7 }),
  });

  it('should give the same dates as RFC 5545 (rrule) for any valid rule', () => {
    fc.assert(
      fc.property(ruleArbitrary, ({ first, type, interval, spanDays, weekdays }) => {
        const firstDate = first.toISOString().slice(0, 10);
        const until = new Date(first.getTime() + spanDays * 86_400_000).toISOString().slice(0, 10);
        const repeater: Repeater = {
          type: type as Repeater['type'],
          interval,
          until,
          weekdays: type === 'weekly' ? weekdays : [],
        };
        const expected = toRRule(firstDate, repeater)
          .all()
          .map((date) => date.toISOString().slice(0, 10));
        expect(expandDates(firstDate, repeater)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});

describe('placeOccurrences', () => {
  it('should keep a weekly 10:00 at 10:00 local across the end of summer time', () => {
    const dates = expandDates('2026-10-19', rule({ type: 'weekly', until: '2026-11-02' }));
    const occurrences = placeOccurrences(
      dates,
      { hours: 10, minutes: 0 },
      { hours: 11, minutes: 30 },
      'Europe/Vilnius',
    );
    expect(occurrences.map((occurrence) => formatLocal(occurrence.start, 'Europe/Vilnius'))).toEqual([
      '2026-10-19 10:00',
      '2026-10-26 10:00',
      '2026-11-02 10:00',
    ]);
    // Summer time is UTC+3, winter time UTC+2: the UTC hour moves, the local hour does not.
    expect(occurrences.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });

  it('should keep 10:00 across the start of summer time', () => {
    const dates = expandDates('2027-03-22', rule({ type: 'daily', interval: 7, until: '2027-03-29' }));
    const occurrences = placeOccurrences(
      dates,
      { hours: 10, minutes: 0 },
      { hours: 11, minutes: 30 },
      'Europe/Vilnius',
    );
    expect(occurrences.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
    expect(
      occurrences.every((occurrence) => occurrence.end.getTime() - occurrence.start.getTime() === 90 * 60_000),
    ).toBe(true);
  });

  it('should place an end of 24:00 at the next midnight', () => {
    const [occurrence] = placeOccurrences(
      ['2026-11-23'],
      { hours: 22, minutes: 0 },
      { hours: 24, minutes: 0 },
      'Europe/Vilnius',
    );
    expect(occurrence?.end.toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });
});

describe('validateRepeater', () => {
  const today = '2026-11-22';
  it.each([
    { name: 'a valid rule', repeater: rule({ until: '2026-12-31' }), first: '2026-11-23', fields: [] },
    { name: 'interval 0', repeater: rule({ interval: 0 }), first: '2026-11-23', fields: ['repeater.interval'] },
    { name: 'interval 21', repeater: rule({ interval: 21 }), first: '2026-11-23', fields: ['repeater.interval'] },
    { name: 'interval 20', repeater: rule({ interval: 20 }), first: '2026-11-23', fields: [] },
    {
      name: 'a fractional interval',
      repeater: rule({ interval: 1.5 }),
      first: '2026-11-23',
      fields: ['repeater.interval'],
    },
    {
      name: 'until before the first date',
      repeater: rule({ until: '2026-11-20' }),
      first: '2026-11-23',
      fields: ['repeater.until'],
    },
    { name: 'until exactly two years ahead', repeater: rule({ until: '2028-11-22' }), first: '2026-11-23', fields: [] },
    {
      name: 'until a day past two years',
      repeater: rule({ until: '2028-11-23' }),
      first: '2026-11-23',
      fields: ['repeater.until'],
    },
    {
      name: 'a ten-year series',
      repeater: rule({ until: '2036-11-23' }),
      first: '2026-11-23',
      fields: ['repeater.until'],
    },
    {
      name: 'an impossible until',
      repeater: rule({ until: '2027-02-30' }),
      first: '2026-11-23',
      fields: ['repeater.until'],
    },
  ])('given $name, should flag $fields', ({ repeater, first, fields }) => {
    expect(Object.keys(validateRepeater(repeater, first, today))).toEqual(fields);
  });
});

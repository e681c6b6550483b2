import { type Repeater } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { expandDates, placeOccurrences, validateRepeater } from './repeater.js';
import { formatLocal } from '@laikas/contract/time';

const rule = (overrides: Partial<Repeater>): Repeater => ({
  type: 'daily',
  interval: 1,
  until: '2027-01-31',
  weekdays: [],
  ...overrides,
});

describe('expandDates', () => {
  // The contract's expansion stops at 2,000 dates unless told otherwise; the server must see every date, so that a
  // manager's series reaching years back is refused with its real size instead of stored cut short.
  it('should give every date of a rule, past the 2,000 the form stops at', () => {
    const dates = expandDates('2021-01-04', rule({ type: 'daily', until: '2028-11-22' }));
    expect(dates).toHaveLength(2880);
    expect(dates.at(-1)).toBe('2028-11-22');
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

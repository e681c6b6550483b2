import fc from 'fast-check';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { expandRepeaterDates, moveWeekdays, type RepeatRule } from './repeaterDates.js';
import { weekdayKeys } from './vocabulary.js';

const rule = (overrides: Partial<RepeatRule>): RepeatRule => ({
  type: 'daily',
  interval: 1,
  until: '2027-01-31',
  weekdays: [],
  ...overrides,
});

describe('expandRepeaterDates', () => {
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
    expect(expandRepeaterDates(first, repeater)).toEqual(expected);
  });

  const toRRule = (first: string, repeater: RepeatRule) =>
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
        const repeater: RepeatRule = {
          type: type as RepeatRule['type'],
          interval,
          until,
          weekdays: type === 'weekly' ? weekdays : [],
        };
        const expected = toRRule(firstDate, repeater)
          .all()
          .map((date) => date.toISOString().slice(0, 10));
        expect(expandRepeaterDates(firstDate, repeater)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('should stop at `limit` dates, at 2,000 unless told, so a far end date typed into the form stays cheap', () => {
    const decades = rule({ type: 'daily', until: '2099-12-31' });
    expect(expandRepeaterDates('2026-11-23', decades)).toHaveLength(2000);
    expect(expandRepeaterDates('2026-11-23', decades, 10)).toHaveLength(10);
    expect(expandRepeaterDates('2026-11-23', decades, Number.POSITIVE_INFINITY)).toHaveLength(26_702);
  });

  it.each([
    { name: 'an impossible first date', first: '2026-02-30', repeater: rule({}) },
    { name: 'an impossible until', first: '2026-11-23', repeater: rule({ until: '2027-02-30' }) },
    { name: 'a first date in the year 50', first: '0050-01-04', repeater: rule({ until: '0050-01-10' }) },
    { name: 'interval 0', first: '2026-11-23', repeater: rule({ interval: 0 }) },
    { name: 'a fractional interval', first: '2026-11-23', repeater: rule({ interval: 1.5 }) },
  ])('given $name, should give no dates', ({ first, repeater }) => {
    expect(expandRepeaterDates(first, repeater)).toEqual([]);
  });
});

describe('moveWeekdays', () => {
  it.each([
    { name: 'a series that keeps its days', weekdays: ['monday'], shift: 0, moved: ['monday'] },
    { name: 'Mondays moved to Tuesdays', weekdays: ['monday'], shift: 1, moved: ['tuesday'] },
    {
      name: 'Mondays and Wednesdays moved a day on',
      weekdays: ['monday', 'wednesday'],
      shift: 1,
      moved: ['tuesday', 'thursday'],
    },
    { name: 'Sundays moved a day on, into the next week', weekdays: ['sunday'], shift: 1, moved: ['monday'] },
    { name: 'Mondays moved a day back', weekdays: ['monday'], shift: -1, moved: ['sunday'] },
    { name: 'Fridays moved a week and a day back', weekdays: ['friday'], shift: -8, moved: ['thursday'] },
    { name: 'a series a week later', weekdays: ['tuesday', 'friday'], shift: 7, moved: ['tuesday', 'friday'] },
  ] as const)('given $name, should move every weekday as far as the occurrences', ({ weekdays, shift, moved }) => {
    expect(moveWeekdays(weekdays, shift)).toEqual(moved);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDateRange,
  clockDigits,
  dateRangeProblems,
  daysBetween,
  formatLocal,
  formatMinutes,
  formatTimeOfDay,
  fromMinutes,
  isCivilDate,
  isInstantText,
  isoWeekday,
  offsetAt,
  parseCivilDate,
  parseInstant,
  parseLocalDateTime,
  parseTimeOfDay,
  homeWeekStart,
  shiftDate,
  shiftMonths,
  shiftYears,
  toInstant,
  toLocal,
  toLocalEnd,
  toMinutes,
  toTimeOfDay,
  weekStart,
} from './time.js';

/*
 * The one suite of `@laikas/contract/time` (issue 26): every other time helper in Laikas re-exports these, so
 * the properties below are checked against independent oracles (Intl, the platform's Date) rather than against
 * the code itself.
 */

const VILNIUS = 'Europe/Vilnius';
const DAY_MS = 86_400_000;

/** A civil date between 1970 and 2100 as the platform writes it: the oracle for the date arithmetic. */
const dayNumber = fc.integer({ min: 0, max: 47_000 });
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const civilDate = dayNumber.map(dateOf);

/** The local date and clock time as Intl writes them. */
function byIntl(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: { hours: Number(parts.hour), minutes: Number(parts.minute) },
  };
}

describe('civil dates', () => {
  it('should shift, count and name weekdays as the platform calendar does', () => {
    fc.assert(
      fc.property(dayNumber, fc.integer({ min: -800, max: 800 }), (day, days) => {
        const date = dateOf(day);
        expect(shiftDate(date, days)).toBe(dateOf(day + days));
        expect(daysBetween(date, shiftDate(date, days))).toBe(days);
        expect(isoWeekday(date)).toBe(new Date(day * DAY_MS).getUTCDay() || 7);
        expect(isoWeekday(weekStart(date))).toBe(1);
        expect(daysBetween(weekStart(date), date)).toBe(isoWeekday(date) - 1);
      }),
    );
  });

  it("should give Home this week's Monday on a weekday and the coming Monday on a weekend", () => {
    fc.assert(
      fc.property(dayNumber, (day) => {
        const date = dateOf(day);
        const weekend = isoWeekday(date) >= 6;
        expect(homeWeekStart(date)).toBe(weekend ? shiftDate(weekStart(date), 7) : weekStart(date));
      }),
    );
  });

  it('should call a text a real date exactly when the platform writes that day back', () => {
    const text = fc
      .tuple(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(text, (date) => {
        const platform = new Date(`${date}T00:00:00Z`);
        const real = !Number.isNaN(platform.getTime()) && platform.toISOString().slice(0, 10) === date;
        expect(isCivilDate(date)).toBe(real);
        expect(parseCivilDate(date) !== undefined).toBe(real);
      }),
    );
  });

  it.each([
    { name: 'a day that February lacks', text: '2026-02-29', real: false },
    { name: 'a leap day', text: '2028-02-29', real: true },
    { name: 'month 13', text: '2026-13-01', real: false },
    { name: 'a month without its zero', text: '2026-1-01', real: false },
    { name: 'a date with a time', text: '2026-01-01T00:00', real: false },
    { name: 'a year before 100 (Date.UTC would read it as 19xx)', text: '0099-01-01', real: false },
  ])('should judge $name ($text) real: $real', ({ text, real }) => {
    expect(isCivilDate(text)).toBe(real);
  });

  it.each([
    { name: 'a leap day a year on falls back to the 28th', date: '2028-02-29', years: 1, expected: '2029-02-28' },
    { name: 'an ordinary day two years on', date: '2026-11-22', years: 2, expected: '2028-11-22' },
  ])('should shift years: $name', ({ date, years, expected }) => {
    expect(shiftYears(date, years)).toBe(expected);
  });

  it('should shift months to the same day, or to none when the month lacks it', () => {
    expect(shiftMonths('2026-01-31', 1)).toBeUndefined();
    expect(shiftMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(shiftMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});

describe('clock times', () => {
  it('should write every minute of the day as HH:MM and read it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (minutes) => {
        const text = formatMinutes(minutes);
        expect(text).toMatch(/^\d{2}:\d{2}$/);
        expect(parseTimeOfDay(text)).toEqual(fromMinutes(minutes));
        expect(toMinutes(fromMinutes(minutes))).toBe(minutes);
        expect(toTimeOfDay(` ${text} `)).toEqual(fromMinutes(minutes));
        expect(formatTimeOfDay(fromMinutes(minutes))).toBe(text);
      }),
    );
  });

  it.each([
    { text: '7:00', expected: { hours: 7, minutes: 0 } },
    { text: '13:40:00', expected: { hours: 13, minutes: 40 } },
    { text: '24:00', expected: { hours: 24, minutes: 0 } },
    { text: '24:30', expected: undefined },
    { text: '12:60', expected: undefined },
    { text: 'noon', expected: undefined },
  ])('should read $text as $expected', ({ text, expected }) => {
    expect(parseTimeOfDay(text)).toEqual(expected);
  });
});

describe('instants in a time zone', () => {
  const zones = fc.constantFrom(VILNIUS, 'America/New_York', 'America/St_Johns', 'Asia/Kathmandu', 'UTC');
  /** Instants from 2000 to 2040, dense around Vilnius's changes of 2026 (29 March, 25 October). */
  const instant = fc.oneof(
    fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
    fc.integer({ min: Date.UTC(2026, 2, 28, 20), max: Date.UTC(2026, 2, 29, 6) }),
    fc.integer({ min: Date.UTC(2026, 9, 24, 20), max: Date.UTC(2026, 9, 25, 6) }),
  );

  it('should give the local date and clock time Intl gives', () => {
    fc.assert(
      fc.property(instant, zones, (at, zone) => {
        expect(toLocal(at, zone)).toEqual(byIntl(at, zone));
        expect(offsetAt(zone, at)).toBe(
          Math.round((Date.parse(`${formatLocal(at, zone).replace(' ', 'T')}:00Z`) - (at - (at % 60_000))) / 60_000),
        );
      }),
    );
  });

  it('should place every local time that exists at an instant that reads back as it', () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: 0, max: 1439 }), zones, (date, minutes, zone) => {
        const time = fromMinutes(minutes);
        const placed = toInstant(date, time, zone);
        const local = toLocal(placed, zone);
        // A time skipped by a change (spring, 03:00–04:00 in Vilnius) moves forward by the gap: never earlier.
        const skipped = local.date !== date || toMinutes(local.time) !== minutes;
        if (skipped) {
          expect(local.date === date && toMinutes(local.time) > minutes).toBe(true);
          expect(toMinutes(local.time) - minutes).toBeLessThanOrEqual(60);
        }
      }),
    );
  });

  it('should place a time repeated in autumn at the later instant, and a skipped one after the gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2003, max: 2040 }), fc.integer({ min: 0, max: 59 }), (year, minute) => {
        // Vilnius (EU rule since 2003): summer time begins on the last Sunday of March at 03:00 and ends on the last
        // Sunday of October at 04:00; 03:MM does not happen in spring and happens twice in autumn.
        const lastSunday = (nextMonthStart: string) => {
          const lastDay = shiftDate(nextMonthStart, -1);
          return shiftDate(lastDay, -(isoWeekday(lastDay) % 7));
        };
        const spring = lastSunday(`${year}-04-01`);
        const autumn = lastSunday(`${year}-11-01`);
        const repeated = toInstant(autumn, { hours: 3, minutes: minute }, VILNIUS).getTime();
        expect(offsetAt(VILNIUS, repeated)).toBe(120);
        expect(toLocal(repeated - 3_600_000, VILNIUS)).toEqual({ date: autumn, time: { hours: 3, minutes: minute } });
        const skipped = toInstant(spring, { hours: 3, minutes: minute }, VILNIUS).getTime();
        expect(toLocal(skipped, VILNIUS)).toEqual({ date: spring, time: { hours: 4, minutes: minute } });
        expect(
          toInstant(spring, { hours: 24, minutes: 0 }, VILNIUS).getTime() -
            toInstant(spring, { hours: 0, minutes: 0 }, VILNIUS).getTime(),
        ).toBe(23 * 3_600_000);
        expect(
          toInstant(autumn, { hours: 24, minutes: 0 }, VILNIUS).getTime() -
            toInstant(autumn, { hours: 0, minutes: 0 }, VILNIUS).getTime(),
        ).toBe(25 * 3_600_000);
      }),
    );
  });

  it.each([
    {
      name: 'winter time (UTC+2)',
      date: '2026-11-23',
      time: { hours: 10, minutes: 0 },
      at: '2026-11-23T08:00:00.000Z',
    },
    {
      name: 'summer time (UTC+3)',
      date: '2026-07-01',
      time: { hours: 10, minutes: 0 },
      at: '2026-07-01T07:00:00.000Z',
    },
    {
      name: '24:00 as the next midnight',
      date: '2026-11-23',
      time: { hours: 24, minutes: 0 },
      at: '2026-11-23T22:00:00.000Z',
    },
    {
      name: 'a skipped spring time',
      date: '2027-03-28',
      time: { hours: 3, minutes: 30 },
      at: '2027-03-28T01:30:00.000Z',
    },
    {
      name: 'a repeated autumn time',
      date: '2026-10-25',
      time: { hours: 3, minutes: 30 },
      at: '2026-10-25T01:30:00.000Z',
    },
  ])('should place $name in Vilnius', ({ date, time, at }) => {
    expect(toInstant(date, time, VILNIUS).toISOString()).toBe(at);
  });

  it('should read an end at midnight as 24:00 of the day before', () => {
    expect(toLocalEnd(new Date('2026-11-23T22:00:00.000Z'), VILNIUS)).toEqual({
      date: '2026-11-23',
      time: { hours: 24, minutes: 0 },
    });
    expect(formatLocal(new Date('2026-11-23T08:05:00.000Z'), VILNIUS)).toBe('2026-11-23 10:05');
  });
});

describe('checkDateRange', () => {
  it.each([
    { name: 'a good week', from: '2026-11-23', to: '2026-11-29', max: 7, expected: undefined },
    { name: 'one day', from: '2026-11-23', to: '2026-11-23', max: 1, expected: undefined },
    {
      name: 'an unreal start',
      from: '2026-02-30',
      to: '2026-03-01',
      max: 7,
      expected: { field: 'from', code: 'not_a_date' },
    },
    {
      name: 'an unreal end',
      from: '2026-02-01',
      to: '2026-02-30',
      max: 70,
      expected: { field: 'to', code: 'not_a_date' },
    },
    {
      name: 'an end before the start',
      from: '2026-11-23',
      to: '2026-11-22',
      max: 7,
      expected: { field: 'to', code: 'end_before_start' },
    },
    {
      name: 'eight days of seven',
      from: '2026-11-23',
      to: '2026-11-30',
      max: 7,
      expected: { field: 'to', code: 'too_long', maxDays: 7 },
    },
    { name: 'any length unbounded', from: '2000-01-01', to: '2100-01-01', max: undefined, expected: undefined },
    {
      name: 'the first and last dates taken',
      from: '1900-01-01',
      to: '2100-12-31',
      max: undefined,
      expected: undefined,
    },
    // The day after 9999-12-31 was "10000-01-01", read back as a day of the year 999 (a list to it answered nothing).
    {
      name: 'an end past the dates taken',
      from: '2100-12-31',
      to: '9999-12-31',
      max: undefined,
      expected: { field: 'to', code: 'out_of_range' },
    },
    {
      name: 'a start before the dates taken',
      from: '1899-12-31',
      to: '1900-01-01',
      max: 7,
      expected: { field: 'from', code: 'out_of_range' },
    },
  ])('should answer $name', ({ from, to, max, expected }) => {
    expect(checkDateRange({ from, to }, max)).toEqual(expected);
  });

  it('should accept exactly the ranges of real dates in order and within the bound', () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: -3, max: 40 }), fc.integer({ min: 1, max: 31 }), (from, length, max) => {
        const to = shiftDate(from, length);
        const good = length >= 0 && length + 1 <= max;
        expect(checkDateRange({ from, to }, max) === undefined).toBe(good);
      }),
    );
  });
});

describe('dateRangeProblems', () => {
  it('should name both unreal dates, and no order between them', () => {
    expect(dateRangeProblems({ from: '2026-02-30', to: '2026-13-01' })).toEqual([
      { field: 'from', code: 'not_a_date' },
      { field: 'to', code: 'not_a_date' },
    ]);
  });

  it('should name both dates outside the dates taken, and no order or length between them', () => {
    expect(dateRangeProblems({ from: '9999-12-31', to: '1899-06-30' }, 7)).toEqual([
      { field: 'from', code: 'out_of_range' },
      { field: 'to', code: 'out_of_range' },
    ]);
  });
});

describe('date-time texts', () => {
  it('should write every hour and minute as two digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), (value) => {
        expect(clockDigits(value)).toMatch(/^\d{2}$/);
        expect(Number(clockDigits(value))).toBe(value);
      }),
    );
  });

  it.each([
    { text: '2026-03-09', expected: { date: '2026-03-09', time: null } },
    { text: '2026-03-09 13:40', expected: { date: '2026-03-09', time: { hours: 13, minutes: 40 } } },
    { text: ' 2026-12-31T7:05:00.000 ', expected: { date: '2026-12-31', time: { hours: 7, minutes: 5 } } },
    { text: '2026-03-09 24:00', expected: { date: '2026-03-09', time: { hours: 24, minutes: 0 } } },
    { text: '2026-02-30 10:00', expected: undefined },
    { text: '2026-03-09 24:30', expected: undefined },
    { text: '09/03/2026', expected: undefined },
    { text: '2026-03-09T10:00:00Z', expected: undefined },
  ])('should read the local date-time $text as $expected', ({ text, expected }) => {
    expect(parseLocalDateTime(text)).toEqual(expected);
  });

  it('should read back every instant the platform writes, and refuse it without its zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 47_000 * DAY_MS }), (instant) => {
        const text = new Date(instant).toISOString();
        expect(parseInstant(text)?.getTime()).toBe(instant);
        expect(isInstantText(text)).toBe(true);
        expect(parseInstant(text.slice(0, -1))).toBeUndefined();
      }),
    );
  });

  it.each([
    { text: '2026-03-30T10:00:00+03:00', expected: Date.parse('2026-03-30T07:00:00Z') },
    { text: '2026-02-30T10:00:00Z', expected: undefined },
    { text: '2026-03-30T25:00:00Z', expected: undefined },
    { text: 'soon', expected: undefined },
  ])('should read the instant $text', ({ text, expected }) => {
    expect(parseInstant(text)?.getTime()).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { formatLocal, isRealDate, shiftDate, toInstant, toLocal, toLocalEnd, weekStart } from './time.js';

const zone = 'Europe/Vilnius';

describe('toLocal and toInstant', () => {
  it.each([
    {
      name: 'winter time (UTC+2)',
      instant: '2026-11-23T08:00:00.000Z',
      date: '2026-11-23',
      time: { hours: 10, minutes: 0 },
    },
    {
      name: 'summer time (UTC+3)',
      instant: '2026-07-01T07:00:00.000Z',
      date: '2026-07-01',
      time: { hours: 10, minutes: 0 },
    },
    {
      name: 'just after local midnight',
      instant: '2026-11-22T22:30:00.000Z',
      date: '2026-11-23',
      time: { hours: 0, minutes: 30 },
    },
  ])('should read $name and place it back', ({ instant, date, time }) => {
    expect(toLocal(new Date(instant), zone)).toEqual({ date, time });
    expect(toInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it('should read both instants of the hour repeated at the end of summer time as the same clock time', () => {
    expect(toLocal(new Date('2026-10-25T00:30:00.000Z'), zone)).toEqual({
      date: '2026-10-25',
      time: { hours: 3, minutes: 30 },
    });
    expect(toLocal(new Date('2026-10-25T01:30:00.000Z'), zone)).toEqual({
      date: '2026-10-25',
      time: { hours: 3, minutes: 30 },
    });
  });

  it('should read an end at midnight as 24:00 of the day before', () => {
    expect(toLocalEnd(new Date('2026-11-23T22:00:00.000Z'), zone)).toEqual({
      date: '2026-11-23',
      time: { hours: 24, minutes: 0 },
    });
    expect(formatLocal(new Date('2026-11-23T08:05:00.000Z'), zone)).toBe('2026-11-23 10:05');
  });
});

describe('calendar dates', () => {
  it.each([
    { date: '2026-02-28', real: true },
    { date: '2026-02-29', real: false },
    { date: '2028-02-29', real: true },
    { date: '2026-13-01', real: false },
    { date: '2026-1-01', real: false },
  ])('should call $date real: $real', ({ date, real }) => {
    expect(isRealDate(date)).toBe(real);
  });

  it('should shift across months and find the Monday of a week', () => {
    expect(shiftDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });
});

describe('toInstant around daylight-saving changes', () => {
  it.each([
    {
      name: 'a time skipped in spring moves forward by the gap',
      date: '2027-03-28',
      time: { hours: 3, minutes: 30 },
      instant: '2027-03-28T01:30:00.000Z',
    },
    {
      name: 'a time before the autumn change',
      date: '2026-10-25',
      time: { hours: 2, minutes: 30 },
      instant: '2026-10-24T23:30:00.000Z',
    },
    {
      name: 'a time repeated in autumn takes the later instant',
      date: '2026-10-25',
      time: { hours: 3, minutes: 30 },
      instant: '2026-10-25T01:30:00.000Z',
    },
    {
      name: 'midnight at the end of a day',
      date: '2026-11-23',
      time: { hours: 24, minutes: 0 },
      instant: '2026-11-23T22:00:00.000Z',
    },
  ])('should place $name', ({ date, time, instant }) => {
    expect(toInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it('should shift years like a calendar (29 February falls back)', async () => {
    const { shiftYears, daysBetween, isoWeekday } = await import('./time.js');
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftYears('2026-11-22', 2)).toBe('2028-11-22');
    expect(daysBetween('2026-10-20', '2026-11-02')).toBe(13);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});

describe('toLocal, cached per day (issue 18)', () => {
  /** The local date and clock time as Intl writes them: what the cache must agree with. */
  function byIntl(instant: Date, timeZone: string) {
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

  it.each([
    ['Europe/Vilnius', '2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z'],
    ['Europe/Vilnius', '2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z'],
    ['America/St_Johns', '2026-03-07T00:00:00Z', '2026-03-09T12:00:00Z'],
    ['Asia/Kathmandu', '2026-12-31T00:00:00Z', '2027-01-01T12:00:00Z'],
  ])('should give %s the date and time Intl gives, every 5 minutes over a change of offset', (zone, from, to) => {
    for (let at = Date.parse(from); at < Date.parse(to); at += 300_000) {
      const instant = new Date(at + 17_000);
      expect(toLocal(instant, zone), instant.toISOString()).toEqual(byIntl(instant, zone));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { floorToStep, formatDateValue, listMinuteOptions, parseDateValue } from './dateValue';

describe('parseDateValue', () => {
  it.each([
    { name: 'a date', value: '2026-03-09', parsed: { y: 2026, m: 2, d: 9, time: null } },
    {
      name: 'a date and time',
      value: '2026-03-09 13:40',
      parsed: { y: 2026, m: 2, d: 9, time: { hours: 13, minutes: 40 } },
    },
    {
      name: 'an ISO-like date and time',
      value: '2026-12-31T07:05',
      parsed: { y: 2026, m: 11, d: 31, time: { hours: 7, minutes: 5 } },
    },
    { name: 'the first supported year', value: '1900-01-01', parsed: { y: 1900, m: 0, d: 1, time: null } },
  ])('should read $name', ({ value, parsed }) => {
    const result = parseDateValue(value);
    expect(result).not.toBeNull();
    expect([result?.date.getFullYear(), result?.date.getMonth(), result?.date.getDate()]).toEqual([
      parsed.y,
      parsed.m,
      parsed.d,
    ]);
    expect(result?.time).toEqual(parsed.time);
  });

  it.each([
    { name: 'an empty string', value: '' },
    { name: 'null', value: null },
    { name: 'a day that does not exist', value: '2026-02-30' },
    { name: 'another format', value: '09/03/2026' },
    { name: 'an hour past 23', value: '2026-03-09 24:30' },
  ])('should give null for $name', ({ value }) => {
    expect(parseDateValue(value)).toBeNull();
  });
});

describe('formatDateValue', () => {
  it.each([
    { name: 'a date', date: new Date(2026, 0, 5), time: null, value: '2026-01-05' },
    { name: 'a date and time', date: new Date(2026, 0, 5), time: { hours: 9, minutes: 5 }, value: '2026-01-05 09:05' },
    { name: 'midnight', date: new Date(2100, 11, 31), time: { hours: 0, minutes: 0 }, value: '2100-12-31 00:00' },
  ])('should write $name', ({ date, time, value }) => {
    expect(formatDateValue(date, time)).toBe(value);
  });
});

describe('floorToStep', () => {
  it.each([
    { name: 'a time on the step', time: { hours: 10, minutes: 40 }, step: 5, floored: { hours: 10, minutes: 40 } },
    { name: 'a time between steps', time: { hours: 10, minutes: 43 }, step: 5, floored: { hours: 10, minutes: 40 } },
    { name: 'half-hour steps', time: { hours: 23, minutes: 59 }, step: 30, floored: { hours: 23, minutes: 30 } },
  ])('should round down $name', ({ time, step, floored }) => {
    expect(floorToStep(time, step)).toEqual(floored);
  });
});

describe('listMinuteOptions', () => {
  it.each([
    { step: 5, count: 12, last: 55 },
    { step: 15, count: 4, last: 45 },
    { step: 30, count: 2, last: 30 },
  ])('should list $count minutes for a $step-minute step', ({ step, count, last }) => {
    const minutes = listMinuteOptions(step);
    expect(minutes).toHaveLength(count);
    expect(minutes[0]).toBe(0);
    expect(minutes.at(-1)).toBe(last);
  });
});

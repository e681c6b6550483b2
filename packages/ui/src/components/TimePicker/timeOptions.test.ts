import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, fromDayMinutes, listTimeOptions } from './timeOptions';

const clock = (options: number[]) => options.map((minutes) => formatTimeOfDay(fromDayMinutes(minutes)));

describe('listTimeOptions', () => {
  it('should list the whole day in 30-minute steps by default', () => {
    const times = clock(listTimeOptions());
    expect(times).toHaveLength(48);
    expect(times[0]).toBe('00:00');
    expect(times.at(-1)).toBe('23:30');
  });

  it.each([
    {
      name: 'a range on the step',
      input: { min: { hours: 8, minutes: 0 }, max: { hours: 10, minutes: 0 } },
      times: ['08:00', '08:30', '09:00', '09:30', '10:00'],
    },
    {
      name: 'a range off the step',
      input: { min: { hours: 8, minutes: 10 }, max: { hours: 9, minutes: 45 } },
      times: ['08:30', '09:00', '09:30'],
    },
    {
      name: 'a 15-minute step',
      input: { step: 15, min: { hours: 12, minutes: 0 }, max: { hours: 12, minutes: 45 } },
      times: ['12:00', '12:15', '12:30', '12:45'],
    },
    {
      name: 'a value off the step',
      input: { min: { hours: 8, minutes: 0 }, max: { hours: 9, minutes: 0 }, include: { hours: 8, minutes: 20 } },
      times: ['08:00', '08:20', '08:30', '09:00'],
    },
    {
      name: 'a value already listed',
      input: { min: { hours: 8, minutes: 0 }, max: { hours: 9, minutes: 0 }, include: { hours: 8, minutes: 30 } },
      times: ['08:00', '08:30', '09:00'],
    },
    {
      name: 'midnight as the end',
      input: { min: { hours: 23, minutes: 0 }, max: { hours: 24, minutes: 0 } },
      times: ['23:00', '23:30', '24:00'],
    },
  ])('should list the times of $name', ({ input, times }) => {
    expect(clock(listTimeOptions(input))).toEqual(times);
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    { time: { hours: 7, minutes: 5 }, text: '07:05' },
    { time: { hours: 23, minutes: 30 }, text: '23:30' },
  ])('should write $text', ({ time, text }) => {
    expect(formatTimeOfDay(time)).toBe(text);
  });
});

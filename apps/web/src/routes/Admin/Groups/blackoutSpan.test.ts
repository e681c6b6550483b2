import { describe, expect, it } from 'vitest';
import { formatBlackoutSpan } from './blackoutSpan';

const midnight = { hours: 0, minutes: 0 };

describe('formatBlackoutSpan', () => {
  it.each([
    {
      name: 'one whole day',
      blackout: { from: '2027-03-11', to: '2027-03-11', from_time: midnight, to_time: midnight, all_day: true },
      text: '2027-03-11',
    },
    {
      name: 'whole days',
      blackout: { from: '2027-03-11', to: '2027-03-12', from_time: midnight, to_time: midnight, all_day: true },
      text: '2027-03-11 – 2027-03-12',
    },
    {
      // Issue 27: partial-day spans of an import lost their hours.
      name: 'part of a day',
      blackout: {
        from: '2027-02-02',
        to: '2027-02-02',
        from_time: { hours: 9, minutes: 0 },
        to_time: { hours: 10, minutes: 30 },
        all_day: false,
      },
      text: '2027-02-02 09:00–10:30',
    },
    {
      name: 'a night',
      blackout: {
        from: '2027-02-02',
        to: '2027-02-03',
        from_time: { hours: 22, minutes: 0 },
        to_time: { hours: 6, minutes: 0 },
        all_day: false,
      },
      text: '2027-02-02 22:00 – 2027-02-03 06:00',
    },
  ])('should write $name as $text', ({ blackout, text }) => {
    expect(formatBlackoutSpan(blackout)).toBe(text);
  });
});

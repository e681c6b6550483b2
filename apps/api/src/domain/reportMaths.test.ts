import { describe, expect, it } from 'vitest';
import { availableMinutes, bookableSpan, countedDates, dateRuns, openMinutes, spreadBookings } from './reportMaths.js';

const TZ = 'Europe/Vilnius';

describe('countedDates and dateRuns', () => {
  it('should count Monday to Friday by default and give one run per week', () => {
    const dates = countedDates('2027-03-25', '2027-04-06', 'weekdays');
    expect(dates).toEqual([
      '2027-03-25',
      '2027-03-26',
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-05',
      '2027-04-06',
    ]);
    expect(dateRuns(dates)).toEqual([
      ['2027-03-25', '2027-03-26'],
      ['2027-03-29', '2027-04-02'],
      ['2027-04-05', '2027-04-06'],
    ]);
    expect(countedDates('2027-03-27', '2027-03-28', 'all')).toEqual(['2027-03-27', '2027-03-28']);
  });
});

describe('bookableSpan', () => {
  it.each([
    ['the academic day of spec 9', { from: null, to: null }, null, { from: 7 * 60, to: 20 * 60 + 10 }],
    ['a window that starts later', { from: 9 * 60, to: null }, null, { from: 9 * 60, to: 20 * 60 + 10 }],
    [
      'its own slots',
      { from: null, to: null },
      [{ from: { hours: 8, minutes: 0 }, to: { hours: 12, minutes: 0 } }],
      { from: 8 * 60, to: 12 * 60 },
    ],
    ['a window outside the slots', { from: 21 * 60, to: 23 * 60 }, null, null],
  ])('should take %s', (_name, window, slots, expected) => {
    expect(bookableSpan(window, slots)).toEqual(expected);
  });
});

describe('openMinutes', () => {
  const hour = 3_600_000;
  it('should take away overlapping closures once', () => {
    expect(openMinutes(0, 10 * hour, [])).toBe(600);
    expect(
      openMinutes(0, 10 * hour, [
        { start: 2 * hour, end: 4 * hour },
        { start: 3 * hour, end: 5 * hour },
      ]),
    ).toBe(420);
    expect(openMinutes(0, 10 * hour, [{ start: -hour, end: 11 * hour }])).toBe(0);
  });
});

describe('availableMinutes across the spring DST change', () => {
  it('should keep 08:00–12:00 four hours on the Sunday clocks move forward and after it', () => {
    // 28 March 2027: 03:00 becomes 04:00 in Vilnius; the morning span is still four hours each day.
    const span = { from: 8 * 60, to: 12 * 60 };
    expect(availableMinutes(['2027-03-27', '2027-03-28', '2027-03-29'], span, [], TZ)).toBe(3 * 240);
  });
});

describe('spreadBookings', () => {
  it('should split a 10:00–11:30 lecture over two hour cells and count it in its week, in local time', () => {
    // Tuesday 30 March 2027 10:00 in Vilnius (summer time, UTC+3) is 07:00Z; Tuesday 23 March (UTC+2) is 08:00Z.
    const { cells, weeks } = spreadBookings(
      [
        { start: '2027-03-30T07:00', minutes: 90, reservations: 2 },
        { start: '2027-03-23T08:00', minutes: 90, reservations: 1 },
      ],
      TZ,
    );
    expect(Object.fromEntries(cells)).toEqual({ '2:10': 180, '2:11': 90 });
    expect(Object.fromEntries(weeks)).toEqual({
      '2027-03-29': { minutes: 180, reservations: 2 },
      '2027-03-22': { minutes: 90, reservations: 1 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { pickGroupWeeks } from './pickGroupWeeks';

const timetable = (id: number, starts_on: string, ends_on: string) => ({ id, period: { starts_on, ends_on } });

describe('pickGroupWeeks', () => {
  // Home's week: Monday 2026-11-23 to Sunday 2026-11-29 (any day of it names it).
  const homeWeek = '2026-11-25';

  it.each([
    ['a period running through the week', [timetable(1, '2026-09-01', '2027-01-31')], [1]],
    ['a period ending on its Monday', [timetable(1, '2026-09-01', '2026-11-23')], [1]],
    ['a period starting on its Sunday', [timetable(1, '2026-11-29', '2027-01-31')], [1]],
    [
      'only the periods of the week, not one to come',
      [timetable(1, '2026-09-01', '2027-01-31'), timetable(2, '2027-02-01', '2027-06-30')],
      [1],
    ],
  ])('should show this week of %s', (_name, timetables, ids) => {
    const weeks = pickGroupWeeks(timetables, homeWeek);
    expect({ ...weeks, timetables: weeks.timetables.map((shown) => shown.id) }).toEqual({
      timetables: ids,
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('should show the first week of the soonest period to come when none runs this week', () => {
    const weeks = pickGroupWeeks(
      [
        timetable(1, '2026-06-01', '2026-06-30'), // ended
        timetable(2, '2027-02-10', '2027-06-30'),
        timetable(3, '2027-02-03', '2027-06-30'), // Wednesday: its week starts on Monday 2027-02-01
        timetable(4, '2027-02-03', '2027-05-31'),
      ],
      homeWeek,
    );
    expect({ ...weeks, timetables: weeks.timetables.map((shown) => shown.id) }).toEqual({
      timetables: [3, 4],
      from: '2027-02-01',
      to: '2027-02-07',
      startsOn: '2027-02-03',
    });
  });

  it.each([
    ['no timetable', []],
    ['only ended periods', [timetable(1, '2026-02-01', '2026-06-30')]],
  ])('should show nothing with %s', (_name, timetables) => {
    expect(pickGroupWeeks(timetables, homeWeek)).toEqual({ timetables: [], from: '2026-11-23', to: '2026-11-29' });
  });
});

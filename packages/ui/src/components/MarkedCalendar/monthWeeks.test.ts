import { describe, expect, it } from 'vitest';
import { monthWeeks } from './monthWeeks';

describe('monthWeeks', () => {
  it.each([
    { name: 'one month', from: '2026-12-10', to: '2026-12-20', months: ['2026-12'] },
    { name: 'over a new year', from: '2026-12-01', to: '2027-01-31', months: ['2026-12', '2027-01'] },
    {
      name: 'a long month (31 days) after a short one',
      from: '2027-02-28',
      to: '2027-03-01',
      months: ['2027-02', '2027-03'],
    },
  ])('should give every month of $name', ({ from, to, months }) => {
    expect(monthWeeks(from, to).map((month) => month.month)).toEqual(months);
  });

  it('should give weeks from Monday, with the days of other months null', () => {
    const [december] = monthWeeks('2026-12-01', '2026-12-31');
    expect(december!.weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(december!.weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(december!.weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

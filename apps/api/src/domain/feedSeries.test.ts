import { describe, expect, it } from 'vitest';
import { ruleDescribesDates } from './feedSeries.js';

describe('ruleDescribesDates', () => {
  // Mondays and Wednesdays from Monday 23 November to Wednesday 16 December 2026.
  const rule = {
    type: 'weekly' as const,
    interval: 1,
    until: '2026-12-16',
    weekdays: ['monday', 'wednesday'] as const,
  };
  const all = [
    '2026-11-23',
    '2026-11-25',
    '2026-11-30',
    '2026-12-02',
    '2026-12-07',
    '2026-12-09',
    '2026-12-14',
    '2026-12-16',
  ];
  const span = { from: '2026-11-01', to: '2027-05-01' };
  const weekly = { ...rule, weekdays: [...rule.weekdays] };

  it('given every occurrence, should say the rule describes them', () => {
    expect(ruleDescribesDates(weekly, '2026-11-23', [], all, span)).toBe(true);
  });

  it('given a date left out and skipped, should still say so', () => {
    const dates = all.filter((date) => date !== '2026-12-09');
    expect(ruleDescribesDates(weekly, '2026-11-23', ['2026-12-09'], dates, span)).toBe(true);
  });

  it('given a date left out that the rule does not skip, should say it does not', () => {
    const dates = all.filter((date) => date !== '2026-12-09');
    expect(ruleDescribesDates(weekly, '2026-11-23', [], dates, span)).toBe(false);
  });

  it('given an occurrence the rule would not make, should say it does not', () => {
    expect(ruleDescribesDates(weekly, '2026-11-23', [], [...all, '2026-12-17'], span)).toBe(false);
  });

  it('given dates outside the span, should compare only those inside it', () => {
    const inside = { from: '2026-12-01', to: '2026-12-10' };
    expect(ruleDescribesDates(weekly, '2026-11-23', [], ['2026-12-02', '2026-12-07', '2026-12-09'], inside)).toBe(true);
  });
});

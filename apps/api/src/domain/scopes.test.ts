import { describe, expect, it } from 'vitest';
import { planSeriesChange, type SeriesOccurrence } from './scopes.js';

// A weekly Monday series of five; "now" is the Wednesday after the second occurrence.
const series: SeriesOccurrence[] = [
  { id: 1, date: '2026-11-02', start: new Date('2026-11-02T08:00:00Z'), detached: false },
  { id: 2, date: '2026-11-09', start: new Date('2026-11-09T08:00:00Z'), detached: false },
  { id: 3, date: '2026-11-16', start: new Date('2026-11-16T08:00:00Z'), detached: false },
  { id: 4, date: '2026-11-23', start: new Date('2026-11-23T08:00:00Z'), detached: true },
  { id: 5, date: '2026-11-30', start: new Date('2026-11-30T08:00:00Z'), detached: false },
];
const now = new Date('2026-11-11T12:00:00Z');
const byId = (id: number) => series.find((occurrence) => occurrence.id === id)!;

describe('planSeriesChange', () => {
  it('given scope this, should touch only the occurrence', () => {
    expect(planSeriesChange(series, byId(3), 'this', now)).toEqual({
      kind: 'single',
      remove: [3],
      keepDates: [],
      newRule: false,
    });
  });

  it('given scope upcoming, should end the old rule the day before and replace this and later attached occurrences', () => {
    const plan = planSeriesChange(series, byId(3), 'upcoming', now);
    expect(plan).toMatchObject({
      kind: 'series',
      remove: [3, 5],
      endOldRuleOn: '2026-11-15',
      generateFrom: '2026-11-16',
      newRule: true,
    });
    // The detached occurrence of the 23rd stays and keeps its date.
    expect(plan.keepDates).toEqual(['2026-11-02', '2026-11-09', '2026-11-23']);
  });

  it('given scope all, should replace only future attached occurrences and keep the past', () => {
    const plan = planSeriesChange(series, byId(3), 'all', now);
    expect(plan).toMatchObject({ kind: 'series', remove: [3, 5], newRule: false });
    expect(plan.keepDates).toEqual(['2026-11-02', '2026-11-09', '2026-11-23']);
  });

  // The edited occurrence is replaced (an update writes it again, docs/decisions/scopes-never-rewrite-history.md).
  it('given scope all from a past occurrence, should replace it and what is to come, no other past one', () => {
    const plan = planSeriesChange(series, byId(1), 'all', now);
    expect(plan.remove).toEqual([1, 3, 5]);
  });
});

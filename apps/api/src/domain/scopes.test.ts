import { describe, expect, it } from 'vitest';
import { moveSkippedDates, planSeriesChange, type SeriesOccurrence } from './scopes.js';

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

describe('moveSkippedDates', () => {
  it.each([
    { name: 'a series that keeps its days', skipped: ['2026-11-30'], shift: 0, moved: ['2026-11-30'] },
    {
      name: 'Mondays moved to Tuesdays',
      skipped: ['2026-11-30', '2026-12-14'],
      shift: 1,
      moved: ['2026-12-01', '2026-12-15'],
    },
    { name: 'a move across a month end', skipped: ['2026-11-30'], shift: 2, moved: ['2026-12-02'] },
    { name: 'a series a week earlier', skipped: ['2026-12-07'], shift: -7, moved: ['2026-11-30'] },
    {
      name: 'dates given unsorted',
      skipped: ['2026-12-14', '2026-11-30'],
      shift: 0,
      moved: ['2026-11-30', '2026-12-14'],
    },
  ])('given $name, should move every skipped date as far as the occurrences', ({ skipped, shift, moved }) => {
    expect(moveSkippedDates(skipped, shift)).toEqual(moved);
  });
});

import { describe, expect, it } from 'vitest';
import { getLaneDates, readStoredIds, readStoredPeople, readStoredView, showsToday, stepLaneAnchor } from './laneRange';

describe('getLaneDates', () => {
  it.each([
    { name: 'a day shows that day', anchor: '2026-11-25', view: 'day' as const, first: '2026-11-25', count: 1 },
    { name: 'a week starts on Monday', anchor: '2026-11-25', view: 'week' as const, first: '2026-11-23', count: 7 },
    {
      name: 'a Sunday belongs to its week',
      anchor: '2026-11-29',
      view: 'week' as const,
      first: '2026-11-23',
      count: 7,
    },
  ])('should give the days: $name', ({ anchor, view, first, count }) => {
    const dates = getLaneDates(anchor, view);
    expect(dates[0]).toBe(first);
    expect(dates).toHaveLength(count);
  });
});

describe('stepLaneAnchor', () => {
  it.each([
    { name: 'next day', anchor: '2026-11-25', view: 'day' as const, steps: 1, expected: '2026-11-26' },
    {
      name: 'previous day across a month',
      anchor: '2026-12-01',
      view: 'day' as const,
      steps: -1,
      expected: '2026-11-30',
    },
    {
      name: 'next day across the spring clock change',
      anchor: '2026-03-28',
      view: 'day' as const,
      steps: 1,
      expected: '2026-03-29',
    },
    { name: 'next week from midweek', anchor: '2026-11-25', view: 'week' as const, steps: 1, expected: '2026-11-30' },
    {
      name: 'previous week across a year',
      anchor: '2027-01-06',
      view: 'week' as const,
      steps: -1,
      expected: '2026-12-28',
    },
  ])('should move: $name', ({ anchor, view, steps, expected }) => {
    expect(stepLaneAnchor(anchor, view, steps)).toBe(expected);
  });
});

describe('showsToday', () => {
  it.each([
    { name: 'the day itself', anchor: '2026-11-25', view: 'day' as const, expected: true },
    { name: 'another day', anchor: '2026-11-24', view: 'day' as const, expected: false },
    { name: 'the week holding today', anchor: '2026-11-23', view: 'week' as const, expected: true },
    { name: 'the week after', anchor: '2026-11-30', view: 'week' as const, expected: false },
  ])('should tell whether today is shown: $name', ({ anchor, view, expected }) => {
    expect(showsToday(anchor, view, '2026-11-25')).toBe(expected);
  });
});

describe('readStoredIds', () => {
  it.each([
    { name: 'nothing stored', text: null, expected: [] },
    { name: 'a list of ids', text: '[3,1]', expected: [3, 1] },
    { name: 'broken JSON', text: '[3,', expected: [] },
    { name: 'not a list', text: '{"id":3}', expected: [] },
    { name: 'junk inside the list', text: '[3,"4",-1,2.5,null,7]', expected: [3, 7] },
  ])('should read $name', ({ text, expected }) => {
    expect(readStoredIds(text)).toEqual(expected);
  });
});

describe('readStoredPeople', () => {
  it.each([
    { name: 'nothing stored', text: null, expected: [] },
    { name: 'people', text: '[{"value":3,"label":"Ona"}]', expected: [{ value: 3, label: 'Ona' }] },
    { name: 'broken JSON', text: '[{', expected: [] },
    {
      name: 'junk inside the list',
      text: '[{"value":"3","label":"Ona"},{"value":4},null,5,{"value":6,"label":"Jonas"}]',
      expected: [{ value: 6, label: 'Jonas' }],
    },
  ])('should read $name', ({ text, expected }) => {
    expect(readStoredPeople(text)).toEqual(expected);
  });
});

describe('readStoredView', () => {
  it.each([
    { name: 'nothing stored', text: null, expected: 'day' },
    { name: 'the week', text: 'week', expected: 'week' },
    { name: 'the day', text: 'day', expected: 'day' },
    { name: 'an unknown view', text: 'month', expected: 'day' },
  ])('should read $name', ({ text, expected }) => {
    expect(readStoredView(text)).toBe(expected);
  });
});

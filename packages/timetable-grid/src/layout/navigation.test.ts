import { describe, expect, it } from 'vitest';
import { moveFocus, type NavigationItem } from './navigation';

const column = (...items: [string, number][]): NavigationItem[] => items.map(([key, start]) => ({ key, start }));
const week = [column(['mon-a', 480], ['mon-b', 600], ['mon-c', 720]), column(), column(['wed-a', 500], ['wed-b', 700])];

describe('moveFocus', () => {
  it.each([
    { name: 'down the day', from: 'mon-a', move: 'next' as const, expected: 'mon-b' },
    { name: 'past the last of the day, nowhere', from: 'mon-c', move: 'next' as const, expected: 'mon-c' },
    { name: 'up the day', from: 'mon-b', move: 'previous' as const, expected: 'mon-a' },
    {
      name: 'to the nearest in time on the next day with events, over an empty one',
      from: 'mon-c',
      move: 'nextColumn' as const,
      expected: 'wed-b',
    },
    {
      name: 'back to the nearest of the previous day',
      from: 'wed-a',
      move: 'previousColumn' as const,
      expected: 'mon-a',
    },
    { name: 'past the first day, nowhere', from: 'mon-b', move: 'previousColumn' as const, expected: 'mon-b' },
    { name: 'to the first of the day', from: 'mon-c', move: 'first' as const, expected: 'mon-a' },
    { name: 'to the last of the day', from: 'wed-a', move: 'last' as const, expected: 'wed-b' },
    { name: 'from nothing to the first event', from: undefined, move: 'next' as const, expected: 'mon-a' },
  ])('should move $name', ({ from, move, expected }) => {
    expect(moveFocus(week, from, move)).toBe(expected);
  });

  it('should have nowhere to go in an empty week', () => {
    expect(moveFocus([column(), column()], undefined, 'next')).toBeUndefined();
  });
});

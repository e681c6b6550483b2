import { describe, expect, it } from 'vitest';
import { changePendingCount } from './loadingCounter';

describe('changePendingCount', () => {
  it.each([
    { name: 'a first request starts', count: 0, delta: 1 as const, next: 1 },
    { name: 'a second request starts', count: 1, delta: 1 as const, next: 2 },
    { name: 'one of two requests ends', count: 2, delta: -1 as const, next: 1 },
    { name: 'the last request ends', count: 1, delta: -1 as const, next: 0 },
    { name: 'an unmatched end arrives', count: 0, delta: -1 as const, next: 0 },
  ])('should give $next when $name', ({ count, delta, next }) => {
    expect(changePendingCount(count, delta)).toBe(next);
  });
});

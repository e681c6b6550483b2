import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABLE_SLOTS, DEFAULT_FORBIDDEN_SLOTS } from './slots.js';
import { toMinutes } from './time/clock.js';

describe('given the default academic day', () => {
  it('should cover the whole day with slots and gaps that never overlap', () => {
    const spans = [...DEFAULT_AVAILABLE_SLOTS, ...DEFAULT_FORBIDDEN_SLOTS]
      .map((span) => [toMinutes(span.from), toMinutes(span.to)] as const)
      .sort((a, b) => a[0] - b[0]);
    let cursor = 0;
    for (const [from, to] of spans) {
      expect(from).toBe(cursor);
      cursor = to;
    }
    expect(cursor).toBe(24 * 60);
  });
});

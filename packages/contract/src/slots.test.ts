import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABLE_SLOTS,
  DEFAULT_FORBIDDEN_SLOTS,
  formatTimeOfDay,
  parseTimeOfDay,
  toMinutes,
} from './slots.js';

describe('parseTimeOfDay', () => {
  it.each([
    { text: '08:20', expected: { hours: 8, minutes: 20 } },
    { text: '7:00', expected: { hours: 7, minutes: 0 } },
    { text: '24:00', expected: { hours: 24, minutes: 0 } },
    { text: '13:40:00', expected: { hours: 13, minutes: 40 } },
    { text: '24:30', expected: undefined },
    { text: '12:60', expected: undefined },
    { text: 'noon', expected: undefined },
  ])('should read $text', ({ text, expected }) => {
    expect(parseTimeOfDay(text)).toEqual(expected);
  });

  it('should round-trip through formatTimeOfDay', () => {
    expect(formatTimeOfDay({ hours: 9, minutes: 5 })).toBe('09:05');
  });
});

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

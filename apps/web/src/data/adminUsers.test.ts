import { describe, expect, it } from 'vitest';
import { effectiveUserQuery } from './adminUsers';

describe('effectiveUserQuery', () => {
  it.each([
    { typed: '', expected: '' },
    { typed: 'jo', expected: '' },
    { typed: '  jon  ', expected: 'jon' },
    { typed: 'Jonas', expected: 'Jonas' },
  ])('should search for "$expected" when "$typed" is typed', ({ typed, expected }) => {
    expect(effectiveUserQuery(typed)).toBe(expected);
  });
});

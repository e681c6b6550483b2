import { describe, expect, it } from 'vitest';
import { describeWait } from './describeWait';

// Issue 12, item 19: the lockout said "898 sekundžių".
describe('describeWait', () => {
  it.each([
    { name: 'a lockout of 898 seconds as 15 minutes', seconds: 898, expected: { unit: 'minutes', count: 15 } },
    { name: 'exactly a minute as one minute', seconds: 60, expected: { unit: 'minutes', count: 1 } },
    { name: 'just over a minute as two minutes', seconds: 61, expected: { unit: 'minutes', count: 2 } },
    { name: 'a short growing delay in seconds', seconds: 4, expected: { unit: 'seconds', count: 4 } },
    { name: 'a part of a second as one second', seconds: 0.2, expected: { unit: 'seconds', count: 1 } },
  ])('should tell $name', ({ seconds, expected }) => {
    expect(describeWait(seconds)).toEqual(expected);
  });
});

import { expandRepeaterDates, weekdayKeys } from '@laikas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandDates } from './repeater.js';

// The reservation form checks every occurrence of a rule before saving (issue 12, item 3) with the contract's
// copy of the expansion; it must give the dates the server will store.
describe('expandRepeaterDates of @laikas/contract', () => {
  it('should give the same dates as the server for any rule', () => {
    const date = fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('daily', 'weekly', 'monthly', 'yearly' as const),
        fc.integer({ min: 1, max: 20 }),
        fc.subarray([...weekdayKeys]),
        (first, length, type, interval, weekdays) => {
          const until = new Date(Date.parse(`${first}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
          const rule = { type, interval, until, weekdays: type === 'weekly' ? weekdays : [] };
          expect(expandRepeaterDates(first, rule)).toEqual(expandDates(first, rule));
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { type Repeater } from '@laikas/contract';
import { expandDates } from './repeater.js';

/**
 * Whether a series' rule, from its first date and less the dates it skips, yields exactly the dates its occurrences
 * stand on between `span.from` and `span.to` (local dates, both included). A calendar feed writes a series as its rule
 * only then; otherwise (an occurrence rejected or removed without a skipped date, data imported by other means) it
 * writes the occurrences one by one, so that a calendar never shows one the server does not have.
 */
export function ruleDescribesDates(
  rule: Repeater,
  startsOn: string,
  skipped: readonly string[],
  dates: readonly string[],
  span: { from: string; to: string },
): boolean {
  const within = (date: string) => date >= span.from && date <= span.to;
  const left = new Set(skipped);
  const expected = expandDates(startsOn, rule).filter((date) => within(date) && !left.has(date));
  const actual = [...new Set(dates.filter(within))].sort();
  return expected.length === actual.length && expected.every((date, index) => date === actual[index]);
}

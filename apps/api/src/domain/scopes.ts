import { type UpdateSelectionRepeater } from '@laikas/contract';
import { shiftDate } from '@laikas/contract/time';

/** One stored occurrence of a series, as the scope planner needs it. */
export interface SeriesOccurrence {
  id: number;
  /** Local date of the occurrence. */
  date: string;
  start: Date;
  detached: boolean;
}

/**
 * What an update or delete of a repeating reservation does to its series:
 * - `remove`: occurrences to delete (an update then writes new ones);
 * - `endOldRuleOn`: the old rule now ends on this date (`upcoming` splits the series);
 * - `keepDates`: dates that keep an occurrence of the series and must not get a second one.
 * Past occurrences are history: they are never removed or rewritten. Detached occurrences left the series and
 * stay as they are.
 */
export interface SeriesPlan {
  kind: 'single' | 'series';
  remove: number[];
  endOldRuleOn?: string;
  /** Generate new occurrences only on these dates and later. */
  generateFrom?: string;
  keepDates: string[];
  /** `upcoming` writes a new rule; `all` rewrites the old one. */
  newRule: boolean;
}

/** Plans a scope on a series; `target` is one of `occurrences`. */
export function planSeriesChange(
  occurrences: readonly SeriesOccurrence[],
  target: SeriesOccurrence,
  scope: UpdateSelectionRepeater,
  now: Date,
): SeriesPlan {
  const isFuture = (occurrence: SeriesOccurrence) => occurrence.start.getTime() >= now.getTime();
  switch (scope) {
    case 'this':
      return { kind: 'single', remove: [target.id], keepDates: [], newRule: false };
    case 'upcoming': {
      const remove = occurrences
        .filter(
          (occurrence) =>
            occurrence.id === target.id ||
            (!occurrence.detached && occurrence.date >= target.date && isFuture(occurrence)),
        )
        .map((occurrence) => occurrence.id);
      return {
        kind: 'series',
        remove,
        endOldRuleOn: shiftDate(target.date, -1),
        generateFrom: target.date,
        keepDates: datesKept(occurrences, remove),
        newRule: true,
      };
    }
    case 'all': {
      const remove = occurrences
        .filter((occurrence) => occurrence.id === target.id || (!occurrence.detached && isFuture(occurrence)))
        .map((occurrence) => occurrence.id);
      return { kind: 'series', remove, keepDates: datesKept(occurrences, remove), newRule: false };
    }
    default:
      return scope satisfies never;
  }
}

function datesKept(occurrences: readonly SeriesOccurrence[], remove: readonly number[]): string[] {
  const removed = new Set(remove);
  return [
    ...new Set(occurrences.filter((occurrence) => !removed.has(occurrence.id)).map((occurrence) => occurrence.date)),
  ].sort();
}

/**
 * The dates a series skips (deleted occurrences, occurrences moved on their own), moved `shift` days as its
 * occurrences move: a week left out stays left out when the series moves to another day. Sorted, once each.
 */
export function moveSkippedDates(skipped: readonly string[], shift: number): string[] {
  return [...new Set(skipped.map((date) => shiftDate(date, shift)))].sort();
}

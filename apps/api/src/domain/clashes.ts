import { type Overlap } from '@laikas/contract';
import { findClashes } from './overlap.js';
import { formatLocal, toLocal } from '@laikas/contract/time';

/** The two lists of a 422 that name what a write clashes with (spec 7). */
export type ClashList = 'repeater_overlaps' | 'batch_overlaps';

/** What a write puts on one place, as the clash report reads it. */
export interface PlannedPlacement {
  target: { resource: { name: string }; spaces: number };
  occurrences: readonly { start: Date; end: Date }[];
  /** Rows replaced or rewritten by this write: they do not count against it. */
  replacing: readonly number[];
  /** Clashes here are listed under `batch_overlaps` (another resource of the batch) or `repeater_overlaps`. */
  list: ClashList;
}

/** A reservation standing where a write lands, as the overlap check reads it. */
export interface StandingRow {
  id: number;
  name: string;
  starts_at: string;
  ends_at: string;
}

/**
 * Every clash of the placements with what stands on them (`held`, one list per placement, in order), as the spec's
 * overlap lists with local times (`lists`, empty when the write fits), and the local dates of the write that clash
 * (`dates`, in order). Each standing row is named once per placement; an occurrence that clashes only with another
 * occurrence of the same write (an item with one place, twice in a batch) is named after its resource.
 */
export function reportClashes(
  placements: readonly PlannedPlacement[],
  held: readonly (readonly StandingRow[])[],
  timeZone: string,
): { lists: Record<ClashList, Overlap[]>; dates: string[] } {
  const lists: Record<ClashList, Overlap[]> = { repeater_overlaps: [], batch_overlaps: [] };
  const dates = new Set<string>();
  for (const [index, placement] of placements.entries()) {
    const replaced = new Set(placement.replacing);
    const existing = held[index]!.filter((row) => !replaced.has(row.id)).map((row) => ({
      ...row,
      start: Date.parse(row.starts_at),
      end: Date.parse(row.ends_at),
    }));
    const candidates = placement.occurrences.map((occurrence) => ({
      start: occurrence.start.getTime(),
      end: occurrence.end.getTime(),
    }));
    const reservable = { name: placement.target.resource.name };
    const seen = new Set<number>();
    for (const clash of findClashes(candidates, existing, placement.target.spaces)) {
      dates.add(toLocal(new Date(clash.candidate.start), timeZone).date);
      for (const row of clash.with) {
        if (!seen.has(row.id)) {
          seen.add(row.id);
          lists[placement.list].push({
            name: row.name,
            from: formatLocal(new Date(row.start), timeZone),
            to: formatLocal(new Date(row.end), timeZone),
            reservable,
          });
        }
      }
      if (clash.with.length === 0) {
        lists[placement.list].push({
          name: placement.target.resource.name,
          from: formatLocal(new Date(clash.candidate.start), timeZone),
          to: formatLocal(new Date(clash.candidate.end), timeZone),
          reservable,
        });
      }
    }
  }
  return { lists, dates: [...dates].sort() };
}

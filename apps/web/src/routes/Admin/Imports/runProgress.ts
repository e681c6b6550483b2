import type { ItcImportProgress } from '@laikas/contract';

/**
 * How far a run is, 0 to 1: the share of its occurrences written, before them of its rooms; null until the rooms and
 * students are set up and nothing is counted yet (the bar then has no value: indeterminate). Pure.
 */
export function runFraction({ rooms, occurrences }: Pick<ItcImportProgress, 'rooms' | 'occurrences'>): number | null {
  if (occurrences.total > 0) {
    return occurrences.done / occurrences.total;
  }
  return rooms.total > 0 ? rooms.done / rooms.total : null;
}

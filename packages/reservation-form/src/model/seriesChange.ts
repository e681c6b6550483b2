import type { PreviewOccurrence, SeriesChangePreview } from '@laikas/contract';

/**
 * How an occurrence that stays in its series changes, named for what a reader sees: another day or another time
 * altogether (`moved`), or the same day and start with another end (`endsEarlier`, `endsLater`), or the same day and
 * end with another start (`startsEarlier`, `startsLater`). In the order the change summary lists them.
 */
export const timeChangeKinds = ['moved', 'startsEarlier', 'startsLater', 'endsEarlier', 'endsLater'] as const;
export type TimeChangeKind = (typeof timeChangeKinds)[number];

export type MovedOccurrence = SeriesChangePreview['moved'][number];

/** What happens to one occurrence (times are zero-padded `HH:mm`, so text order is time order). */
export function getTimeChangeKind({ before, after }: { before: PreviewOccurrence; after: PreviewOccurrence }) {
  const sameDay = before.date === after.date;
  if (sameDay && before.from === after.from && before.to !== after.to) {
    return after.to < before.to ? 'endsEarlier' : 'endsLater';
  }
  if (sameDay && before.to === after.to && before.from !== after.from) {
    return after.from < before.from ? 'startsEarlier' : 'startsLater';
  }
  return 'moved';
}

/** The preview's `moved` pairs by what happens to them, each kind in the server's order. */
export function groupTimeChanges(moved: readonly MovedOccurrence[]): Record<TimeChangeKind, MovedOccurrence[]> {
  const groups: Record<TimeChangeKind, MovedOccurrence[]> = {
    moved: [],
    startsEarlier: [],
    startsLater: [],
    endsEarlier: [],
    endsLater: [],
  };
  for (const pair of moved) {
    groups[getTimeChangeKind(pair)].push(pair);
  }
  return groups;
}

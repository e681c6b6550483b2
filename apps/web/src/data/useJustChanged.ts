import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  changedByOthers,
  rememberBeforeChange,
  withJustTaken,
  type BeforeChange,
  type EditedReservation,
  type ListedReservation,
  type ListingRange,
} from './justChanged';
import { onLiveChange } from './liveKeys';

/** Calls `listener` with the reservations someone else changed, at each live change naming some; unsubscribes. */
function onChangesByOthers(listener: (ids: readonly number[]) => void): () => void {
  return onLiveChange((event) => {
    const ids = changedByOthers(event);
    if (ids.length > 0) {
      listener(ids);
    }
  });
}

/** How long a block someone else just changed stays ringed (issue 31). */
export const HIGHLIGHT_MS = 4_000;

/**
 * The reservations someone else changed in the last few seconds (live timetables, issue 31), for the grid to ring
 * them (`highlighted`). Empty without a stream: the grid is the same, only nothing is ringed.
 */
export function useJustChanged(): ReadonlySet<number> {
  const [changed, setChanged] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const timers = new Set<number>();
    const unsubscribe = onChangesByOthers((ids) => {
      setChanged((previous) => new Set([...previous, ...ids]));
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setChanged((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
      }, HIGHLIGHT_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
  return changed;
}

/**
 * The open form's busy times (`rows`, its listing of `range`), those someone else made take a time the form showed
 * free marked `just_taken` (issue 31), for as long as the form is open, not for a few seconds, since the person may
 * look at the slot only when about to save. At each change by someone else the form notes what its listing then held
 * of the reservations named (`rememberBeforeChange`); an edit that takes no new time is not marked, nor is `edited`.
 */
export function useJustTaken<T extends ListedReservation>(
  rows: readonly T[] | undefined,
  range: ListingRange | null,
  edited: EditedReservation | null | undefined,
): (T & { just_taken?: boolean })[] | undefined {
  const [known, setKnown] = useState<ReadonlyMap<number, BeforeChange>>(() => new Map());
  // Against the listing shown when the event comes: the event is told before the listing is read again.
  const remember = useEffectEvent((ids: readonly number[]) =>
    setKnown((previous) => rememberBeforeChange(previous, ids, rows, range)),
  );
  useEffect(() => onChangesByOthers((ids) => remember(ids)), []);
  return useMemo(() => withJustTaken(rows, known, edited), [rows, known, edited]);
}

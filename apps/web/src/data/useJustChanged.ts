import { useEffect, useState } from 'react';
import { changedByOthers } from './justChanged';
import { onLiveChange } from './useLiveUpdates';

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
    const unsubscribe = onLiveChange((event) => {
      const ids = changedByOthers(event);
      if (ids.length === 0) {
        return;
      }
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
 * The reservations someone else changed since the calling screen opened (issue 31): the reservation form marks
 * those among its busy times "Just taken" for as long as it is open, not for a few seconds, since the person may
 * look at the slot only when about to save.
 */
export function useChangedSinceOpen(): ReadonlySet<number> {
  const [changed, setChanged] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(
    () =>
      onLiveChange((event) => {
        const ids = changedByOthers(event);
        if (ids.length > 0) {
          setChanged((previous) => new Set([...previous, ...ids]));
        }
      }),
    [],
  );
  return changed;
}

import { useEffect, useState } from 'react';
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
      if (event.by_me || event.reservation_ids.length === 0) {
        return;
      }
      setChanged((previous) => new Set([...previous, ...event.reservation_ids]));
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setChanged((previous) => new Set([...previous].filter((id) => !event.reservation_ids.includes(id))));
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

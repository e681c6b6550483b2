import { type LiveEvent } from '@laikas/contract';

/*
 * Live timetables (issue 31), the pure part of "a person notices without being startled": which reservations someone
 * else just changed, and how a screen marks them. Without a stream nothing is marked and every screen is the same.
 */

/** The reservations an event says someone else changed; none for the person's own change. */
export function changedByOthers(event: LiveEvent): readonly number[] {
  return event.by_me ? [] : event.reservation_ids;
}

/**
 * The grid events of `events` whose reservation (`idOf`) someone else just changed, `highlighted`; the others as they
 * were (the same objects, so a grid's memo holds).
 */
export function withHighlights<T extends object>(
  events: readonly T[],
  changed: ReadonlySet<number>,
  idOf: (event: T) => number | null | undefined,
): T[] {
  if (changed.size === 0) {
    return [...events];
  }
  return events.map((event) => {
    const id = idOf(event);
    return id != null && changed.has(id) ? { ...event, highlighted: true } : event;
  });
}

/** The reservation form's busy times, those someone else took while it was open marked `just_taken`. */
export function withJustTaken<T extends { id: number }>(
  busy: readonly T[] | undefined,
  taken: ReadonlySet<number>,
): (T & { just_taken?: boolean })[] | undefined {
  return busy?.map((row) => (taken.has(row.id) ? { ...row, just_taken: true } : row));
}

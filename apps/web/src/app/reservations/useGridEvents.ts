import type { Closure } from '@laikas/contract';
import type { TFunction } from 'i18next';
import type { TimetableClosure, TimetableEvent } from '@laikas/timetable-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withHighlights } from '../../data/justChanged';
import { useJustChanged } from '../../data/useJustChanged';

const CLOSURE_LABELS = {
  holiday: 'closures.holiday',
  unavailable: 'closures.unavailable',
  exams: 'closures.exams',
} as const satisfies Record<Closure['kind'], string>;

/**
 * A closure (a holiday, a room closed, an exam session; issue 36) as the grids draw it: its instants and its kind
 * and name in the reader's language; a room's own closure on that room's row of a lane grid.
 */
export function toTimetableClosure(closure: Closure, t: TFunction<'web'>): TimetableClosure {
  const label = t(CLOSURE_LABELS[closure.kind], { name: closure.name });
  // An exam session is marked, not closed: exams are booked in rooms (issue 36).
  const marked = closure.kind === 'exams' ? { closes: false } : {};
  return closure.resource_id === null
    ? { from: closure.starts_at, to: closure.ends_at, label, ...marked }
    : { from: closure.starts_at, to: closure.ends_at, label, rowId: closure.resource_id, ...marked };
}

/** The reservation an event stands for: its `reservation`'s id, else its own (a slim glance block). */
const reservationIdOf = (event: TimetableEvent & { reservation?: { id: number } }) =>
  event.reservation?.id ?? Number(event.id);

/**
 * What a grid draws of an answer: its items as events (`toEvents`, stable: module-level or memoised), those someone
 * else just booked or moved ringed for a moment (live timetables, issue 31), and its closures named in the reader's
 * language (holidays, a room closed, exam sessions; issue 36).
 */
export function useGridEvents<S, T extends TimetableEvent & { reservation?: { id: number } }>(
  items: readonly S[] | undefined,
  toEvents: (item: S) => T | T[],
  closures?: readonly Closure[],
) {
  const { t } = useTranslation('web');
  const justChanged = useJustChanged();
  return {
    events: useMemo(
      () =>
        withHighlights(
          (items ?? []).flatMap((item) => toEvents(item)),
          justChanged,
          reservationIdOf,
        ),
      [items, toEvents, justChanged],
    ),
    closures: useMemo(() => (closures ?? []).map((closure) => toTimetableClosure(closure, t)), [closures, t]),
  };
}

import type { Closure } from '@laikas/contract';
import type { TimetableEvent } from '@laikas/timetable-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withHighlights } from '../../data/justChanged';
import { useJustChanged } from '../../data/useJustChanged';
import { toTimetableClosure } from './toTimetableEvent';

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
      () => withHighlights((items ?? []).flatMap(toEvents), justChanged, reservationIdOf),
      [items, toEvents, justChanged],
    ),
    closures: useMemo(() => (closures ?? []).map((closure) => toTimetableClosure(closure, t)), [closures, t]),
  };
}

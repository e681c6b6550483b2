import type { Closure, Reservation } from '@laikas/contract';
import type { TimetableClosure, TimetableEvent } from '@laikas/timetable-grid';
import type { TFunction } from 'i18next';

export interface ReservationEvent extends TimetableEvent {
  reservation: Reservation;
}

/** A reservation as the timetable grid places it: its instants, type, remote and pending marks. */
export function toTimetableEvent(reservation: Reservation): ReservationEvent {
  const people = reservation.responsible?.name ?? reservation.groups.map((group) => group.name).join(', ');
  return {
    id: reservation.id,
    title: reservation.name,
    start: reservation.starts_at,
    end: reservation.ends_at,
    type: reservation.type,
    remote: reservation.is_remote === 1,
    // A remote reservation without an item does not use the room (docs/decisions/remote-reservation-does-not-use-the-room.md): the grid says so.
    remoteOnly: reservation.is_remote === 1 && reservation.item_id === null,
    pending: reservation.status === 'pending',
    subtitle: people || undefined,
    reservation,
  };
}

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

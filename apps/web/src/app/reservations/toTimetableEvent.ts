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

/**
 * A closure (a holiday, a room closed; issue 36) as the grids draw it: its instants and its kind and name in the
 * reader's language; a room's own closure on that room's row of a lane grid.
 */
export function toTimetableClosure(closure: Closure, t: TFunction<'web'>): TimetableClosure {
  const label = t(closure.kind === 'holiday' ? 'closures.holiday' : 'closures.unavailable', { name: closure.name });
  return closure.resource_id === null
    ? { from: closure.starts_at, to: closure.ends_at, label }
    : { from: closure.starts_at, to: closure.ends_at, label, rowId: closure.resource_id };
}

import type { Reservation } from '@laikas/contract';
import type { TimetableEvent } from '@laikas/timetable-grid';

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

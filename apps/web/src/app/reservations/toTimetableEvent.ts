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

/**
 * A lane row's reservations as its blocks, `subtitleOf` saying what a block adds under its name. One reservation may
 * sit in several rows (a lecture of two groups): each copy needs its own id.
 */
export function toLaneEvents(
  { id, reservations }: { id: number; reservations: readonly Reservation[] },
  subtitleOf?: (reservation: Reservation) => string | undefined,
): ReservationEvent[] {
  return reservations.map((reservation) => ({
    ...toTimetableEvent(reservation),
    id: `${id}:${reservation.id}`,
    rowId: id,
    ...(subtitleOf ? { subtitle: subtitleOf(reservation) } : {}),
  }));
}

import type { Reservation } from './reservations.js';
import type { ResourceWeek, ResourceWeekReservation } from './resourceWeek.js';

/*
 * Between the room week call's shape and the spec's reservations, without zod: a module of its own, so that a web
 * screen that reshapes the week does not bundle (and evaluate) the schemas `resourceWeek.ts` builds (issue 18).
 */

/** The week's reservations in the spec's shape again (`reservable` and `resource` from the one resource). */
export function reservationsOfWeek(week: ResourceWeek): Reservation[] {
  const { resource } = week;
  const reservable = { id: resource.id, name: resource.name, address: resource.address, settings: resource.settings };
  const named = { id: resource.id, name: resource.name };
  return week.reservations.map((reservation) => ({ ...reservation, reservable, resource: named }));
}

/** What the spec's reservation carries and the week's leaves out: the inverse of `reservationsOfWeek`. */
export function toWeekReservation(reservation: Reservation): ResourceWeekReservation {
  const { reservable: _reservable, resource: _resource, ...rest } = reservation;
  return rest;
}

import { z } from 'zod';
import { dataOf, dateSchema } from './common.js';
import { reservationSchema, type Reservation } from './reservations.js';
import { resourceSchema } from './resources.js';

/*
 * A resource's week in one call (`GET /api/resources/{id}/week?from&to`, issue 18): the screen-shaped call of the
 * room week. The resource (its items and settings) comes once; each reservation is the spec's reservation without
 * the two copies of its resource it carries there (`reservable`, with the settings, and `resource`), pointing at it
 * by `resource_id` instead. `GET /api/resources/{id}/reservations` keeps answering the spec's shape.
 */

export const resourceWeekReservationSchema = reservationSchema.omit({ reservable: true, resource: true });
export type ResourceWeekReservation = z.infer<typeof resourceWeekReservationSchema>;

export const resourceWeekSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  resource: resourceSchema,
  /** Its reservations intersecting the range (rejected ones left out, as in the spec's call), by start. */
  reservations: z.array(resourceWeekReservationSchema),
});
export type ResourceWeek = z.infer<typeof resourceWeekSchema>;

export const resourceWeekResponseSchema = dataOf(resourceWeekSchema);

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

import { z } from 'zod';
import { dataOf, dateSchema } from './common.js';
import { reservationSchema } from './reservations.js';
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

// Reshaping between this call's answer and the spec's reservations: in a zod-free module (the web app bundles it).
export { reservationsOfWeek, toWeekReservation } from './resourceWeekShape.js';

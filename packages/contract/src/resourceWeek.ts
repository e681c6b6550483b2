import { z } from 'zod';
import { closureSchema } from './closures.js';
import { dataOf, dateSchema, idSchema } from './common.js';
import { reservationSchema, seriesRepeaterSchema } from './reservations.js';
import { resourceSchema } from './resources.js';

/*
 * A resource's week in one call (`GET /api/resources/{id}/week?from&to`, issue 18): the screen-shaped call of the
 * room week. The resource (its items and settings) comes once, and so does each series the week's reservations
 * belong to; each reservation is the spec's reservation without what it repeats of them or can be told from its
 * other fields: the two copies of its resource (`reservable`, with the settings, and `resource`), `resource_id`
 * and `reservable_id` (the resource's id, or `item_id`), its series' rule (`repeater`, in `repeaters` by
 * `repeater_id`) and `has_annexes`. `reservationsOfWeek` puts them back. `GET /api/resources/{id}/reservations`
 * keeps answering the spec's shape.
 */

export const resourceWeekReservationSchema = reservationSchema.omit({
  reservable: true,
  resource: true,
  resource_id: true,
  reservable_id: true,
  repeater: true,
  has_annexes: true,
  // The week leaves rejected reservations out: no reason to send.
  rejection_reason: true,
});
export type ResourceWeekReservation = z.infer<typeof resourceWeekReservationSchema>;

/** A series of the week's reservations: its id (their `repeater_id`) and its rule as a spec reservation has it. */
export const resourceWeekSeriesSchema = seriesRepeaterSchema.extend({ id: idSchema });
export type ResourceWeekSeries = z.infer<typeof resourceWeekSeriesSchema>;

export const resourceWeekSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  resource: resourceSchema,
  /** The series of the reservations that follow one (not detached from it), each once. */
  repeaters: z.array(resourceWeekSeriesSchema),
  /** Its reservations intersecting the range (rejected ones left out, as in the spec's call), by start. */
  reservations: z.array(resourceWeekReservationSchema),
  /** The holidays and the resource's own unavailabilities overlapping the range, by start (issue 36). */
  closures: z.array(closureSchema),
});
export type ResourceWeek = z.infer<typeof resourceWeekSchema>;

export const resourceWeekResponseSchema = dataOf(resourceWeekSchema);

// Reshaping this call's answer into the spec's reservations: in a zod-free module (the web app bundles it).
export { reservationsOfWeek } from './resourceWeekShape.js';

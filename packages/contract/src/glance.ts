import { z } from 'zod';
import { closureSchema } from './closures.js';
import { dataOf, dateSchema, idSchema } from './common.js';
import { reservationStatuses, reservationTypes } from './vocabulary.js';

/*
 * Rooms at a glance (`GET /api/rooms/glance`): every room (resource) for a day or a week in one call, the screen
 * the porters and the timetable office look at. A screen-shaped call beside the spec's calls: each room once,
 * each reservation slim (what a lane block shows) and pointing at its room by id.
 */

/** The longest range, in days, one glance may span (both ends included): a week. */
export const GLANCE_RANGE_MAX_DAYS = 7;

const glanceFlagSchema = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((value) => value === '1' || value === 'true');

export const roomsGlanceQuerySchema = z.object({
  from: dateSchema,
  to: dateSchema,
  /** Only rooms at this address (a building), exactly as the rooms list it. */
  address: z.string().trim().min(1).max(255).optional(),
  /** Only rooms with this equipment tag. */
  tag: z.string().trim().min(1).max(100).optional(),
  /** Only rooms that seat at least this many people. */
  capacity: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Only rooms with nothing (approved or pending) on them at this moment. */
  free_now: glanceFlagSchema.optional(),
});
export type RoomsGlanceQuery = z.input<typeof roomsGlanceQuerySchema>;

export const glanceRoomSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable(),
  capacity: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** Nothing approved or pending on the room at the moment of the answer. */
  free_now: z.boolean(),
});
export type GlanceRoom = z.infer<typeof glanceRoomSchema>;

export const glanceReservationSchema = z.object({
  id: idSchema,
  /** The room (`rooms[].id`) it is in. */
  resource_id: idSchema,
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  type: z.enum(reservationTypes),
  status: z.enum(reservationStatuses),
  is_remote: z.boolean(),
});
export type GlanceReservation = z.infer<typeof glanceReservationSchema>;

export const roomsGlanceSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  /** The rooms that pass the filters, by name. */
  rooms: z.array(glanceRoomSchema),
  /** Their non-rejected reservations intersecting the range, by start. */
  reservations: z.array(glanceReservationSchema),
  /** The holidays and the shown rooms' own unavailabilities overlapping the range, by start (issue 36). */
  closures: z.array(closureSchema),
  /** Every address and every tag of all rooms (not only the filtered ones): what the filters offer. */
  addresses: z.array(z.string()),
  tags: z.array(z.string()),
});
export type RoomsGlance = z.infer<typeof roomsGlanceSchema>;

export const roomsGlanceResponseSchema = dataOf(roomsGlanceSchema);

import { z } from 'zod';
import { closureSchema } from './closures.js';
import { dateSchema, idSchema } from './common.js';
import { reservationSchema } from './reservations.js';

/**
 * The longest range, in days, one lane read may span (both ends included): a month view. The lane screens ask for
 * a day or a week; the cap keeps one request of a busy teacher or group small.
 */
export const LANE_RANGE_MAX_DAYS = 31;

export const laneParamsSchema = z.object({ id: idSchema });
export type LaneParams = z.infer<typeof laneParamsSchema>;

/** `GET /api/groups/{id}/reservations`: the spec's named route takes `start` and `end` (both included). */
export const groupReservationsQuerySchema = z.object({ start: dateSchema, end: dateSchema });
export type GroupReservationsQuery = z.infer<typeof groupReservationsQuerySchema>;

/** `GET /api/users/{id}/reservations`: `from` and `to` (both included), like every other reservation range. */
export const userReservationsRangeQuerySchema = z.object({ from: dateSchema, to: dateSchema });
export type UserReservationsRangeQuery = z.infer<typeof userReservationsRangeQuerySchema>;

/**
 * The answer of both lane reads: the row's reservations in `data`, as every reservation list has them, and beside
 * them the range's holidays (`closures`, issue 36), which close every row. A room's own unavailability closes no
 * group's or teacher's row, so the lanes leave it out.
 */
export const laneResponseSchema = z.object({ data: z.array(reservationSchema), closures: z.array(closureSchema) });
export type LaneResponse = z.infer<typeof laneResponseSchema>;

import { z } from 'zod';
import { idSchema } from './common.js';

/*
 * Closures: the times a room cannot be reserved, as the screens that draw rooms need them before anyone picks a
 * slot (issue 36). A holiday of the whole institution or a room's own unavailability (a blackout; the save refuses
 * both with 422). The screen-shaped calls carry them to every signed-in reader (`GET /api/resources/{id}/week`,
 * `GET /api/rooms/glance`); the blackout administration keeps its own calls.
 */

export const closureKinds = ['holiday', 'unavailable', 'exams'] as const;
export type ClosureKind = (typeof closureKinds)[number];

export const closureSchema = z.object({
  /** What the administrator named it ("Kalėdos", "Renovation"). */
  name: z.string(),
  /**
   * `holiday`: every room (`resource_id` null); `unavailable`: the one room `resource_id`; `exams`: a period's exam
   * session (every room, named after the period; the dates the office set), marked, not closed: exams are booked in
   * rooms, so a single booking saves there and the screens draw it without refusing its free time (a repeating
   * lecture of groups skips it).
   */
  kind: z.enum(closureKinds),
  resource_id: idSchema.nullable(),
  /** The instants `[starts_at, ends_at)` as reservations carry theirs. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

import { z } from 'zod';
import { dateSchema, optionalDateSchema } from './common.js';
import { reservationTypeSchema, weekdayKeySchema } from './reservations.js';
import { formatTimeOfDay, parseTimeOfDay } from './time/clock.js';
import { repeaterTypes, type ReservationType, type WeekdayKey } from './vocabulary.js';

/** `HH:MM` in a query string, read as `{hours, minutes}`. */
const clockQuerySchema = z.string().transform((text, context) => {
  const time = parseTimeOfDay(text);
  if (!time || formatTimeOfDay(time) !== text) {
    context.addIssue({ code: 'custom', message: 'schema.timeFormat' });
    return z.NEVER;
  }
  return time;
});

/** A query value that may be given once (`tags=a`), repeated (`tags=a&tags=b`) or as `tags[]=a`. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(50));

/** The most occurrences one search may ask about (a daily series for a year and a bit). */
export const FREE_ROOM_MAX_OCCURRENCES = 400;

/**
 * `GET /api/resources/free`: the resources the user may reserve that are free on `date` from `from` to `to`, or on
 * every occurrence of a repetition (`until`, with `repeat` weekly by default, `interval`, `weekdays`).
 * `capacity` keeps rooms seating at least that many; `tags` keeps resources having every tag. `type` checks the
 * times as a lecture (academic slots) or an event (30-minute steps); without it either may fit.
 */
export const freeRoomQuerySchema = z.preprocess(
  // `tags[]=a&tags[]=b` (how many clients write a list) is read as `tags`.
  (value) =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replace(/\[\]$/, ''), item]))
      : value,
  z.object({
    date: dateSchema,
    from: clockQuerySchema,
    to: clockQuerySchema,
    until: optionalDateSchema,
    repeat: z.enum(repeaterTypes).optional(),
    interval: z.coerce.number().int().optional(),
    weekdays: listOf(weekdayKeySchema).optional(),
    capacity: z.coerce.number().int().min(1).max(100_000).optional(),
    tags: listOf(z.string().trim().min(1).max(100)).optional(),
    type: reservationTypeSchema.optional(),
  }),
);
/** The query as a client writes it (times as `HH:MM`). */
export interface FreeRoomQuery {
  date: string;
  from: string;
  to: string;
  until?: string;
  repeat?: (typeof repeaterTypes)[number];
  interval?: number;
  weekdays?: readonly WeekdayKey[];
  capacity?: number;
  tags?: readonly string[];
  type?: ReservationType;
}
export type FreeRoomCriteria = z.output<typeof freeRoomQuerySchema>;

export const freeRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  capacity: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** The item a reservation would take: free on every date, or the one with the fewest clashes. */
  item_id: z.number().int(),
  /** The reservation types whose rules these times meet on this resource. */
  types: z.array(reservationTypeSchema),
  /** A reservation here waits for an administrator's approval. */
  needs_approval: z.boolean(),
  /** The dates (of the asked ones) on which even the best item is taken; empty when free on all of them. */
  clashes: z.array(dateSchema),
});
export type FreeRoom = z.infer<typeof freeRoomSchema>;

/**
 * The answer: free resources ranked by fit (fewest seats that are enough, then no approval needed, then name); when
 * none is free on every date, up to FREE_ROOM_CANDIDATES of the best others with the dates that clash.
 */
export const freeRoomResponseSchema = z.object({
  data: z.array(freeRoomSchema),
  meta: z.object({ dates: z.array(dateSchema), all_free: z.boolean() }),
});
export type FreeRoomResponse = z.infer<typeof freeRoomResponseSchema>;

/** How many partly free candidates an answer lists when no resource is free on every date. */
export const FREE_ROOM_CANDIDATES = 10;

/** `GET /api/resources/tags`: every equipment tag some resource has, alphabetically (the room finder's choices). */
export const resourceTagListResponseSchema = z.object({ data: z.array(z.string()) });

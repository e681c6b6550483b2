import { z } from 'zod';

/*
 * Live timetables (issue 31): `GET /api/events` is a Server-Sent Events stream per signed-in tab. Each event names
 * what a committed change touched (its kinds, rooms, reservations and time span), never its content: the client
 * reads what it shows again through the ordinary, authorised calls, so an event can never tell more than a read.
 */

/** What a change touched. */
export const LIVE_KINDS = [
  'reservation',
  'series',
  'blackout',
  'resource',
  'item',
  'group',
  'period',
  'group_timetable',
  'annex',
  'user',
  'notification',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** The `data` of an SSE `change` event; its SSE `id` is `id`, which `Last-Event-ID` resumes after. */
export const liveEventSchema = z.object({
  id: z.number().int(),
  kinds: z.array(z.enum(LIVE_KINDS)),
  /** Rooms and other resources whose timetable changed. */
  resource_ids: z.array(z.number().int()),
  /** The reservations changed (at most LIVE_MAX_IDS; the rest is named by room and span). */
  reservation_ids: z.array(z.number().int()),
  /** The span of time the change touched (ISO-8601 UTC instants), null when it is no time (a room renamed). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The user who made the change (the acting identity), null: the system or someone else; lets a tab skip its own. */
  by_me: z.boolean(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** SSE event names: `change` (a LiveEvent), `reload` (the gap since Last-Event-ID is no longer kept: read everything again). */
export const LIVE_EVENT_NAMES = ['change', 'reload'] as const;

/** How many ids one event names at most. */
export const LIVE_MAX_IDS = 50;

/** The refusal of a stream past its cap (429): too many open tabs of one user, or of the process. */
export const LIVE_REFUSALS = ['too_many_streams_user', 'too_many_streams_server'] as const;

import { z } from 'zod';

/**
 * Calendar feeds (issue 14). `GET /api/user/calendar-feed` and `POST /api/user/calendar-feed/reset` answer the
 * signed-in user's private subscription address; the feeds themselves (`GET /api/calendar-feeds/{token}.ics`, and
 * each resource's public `GET /api/resources/{id}/calendar.ics`) answer `text/calendar`, not JSON.
 */
export const calendarFeedSchema = z.object({
  /** The full address a calendar app subscribes to; it needs no session, so it is as secret as a password. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedResponseSchema = z.object({ data: calendarFeedSchema });

/** Any text: a token of the wrong shape is an unknown feed (404), never a validation error. */
export const calendarFeedTokenParamsSchema = z.object({ token: z.string() });

/** What every feed answers with. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The path of a resource's public feed, under the API's origin. */
export const resourceCalendarFeedPath = (resourceId: number) => `/api/resources/${resourceId}/calendar.ics`;

/** What a user's feed covers around now: this many days back and ahead. */
export const CALENDAR_FEED_DAYS = { back: 30, ahead: 180 } as const;

/**
 * A resource's subscription address for the signed-in person (`GET /api/resources/{id}/calendar-feed`, issue 35): the
 * public feed where an administrator made the room's feed public, else the person's own secret address for it.
 */
export const resourceCalendarFeedSchema = z.object({ url: z.string(), public: z.boolean() });
export type ResourceCalendarFeed = z.infer<typeof resourceCalendarFeedSchema>;
export const resourceCalendarFeedResponseSchema = z.object({ data: resourceCalendarFeedSchema });
export const resourcePublicFeedBodySchema = z.object({ public: z.boolean() });
export const resourcePublicFeedResponseSchema = z.object({ data: z.object({ public: z.boolean() }) });
/** A person's room feed: their feed token and the room's id (any text: a wrong one is an unknown feed, 404). */
export const resourceFeedTokenParamsSchema = z.object({ token: z.string(), id: z.string() });

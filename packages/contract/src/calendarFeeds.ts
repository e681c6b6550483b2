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

import type { CalendarFeed } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

const CALENDAR_FEED_KEY = ['calendar-feed', 'mine'] as const;

/** The signed-in user's private calendar subscription address (`GET /api/user/calendar-feed`). */
export function useCalendarFeed() {
  return useSWR(CALENDAR_FEED_KEY, () => api.get<CalendarFeed>('/api/user/calendar-feed'));
}

/** Replaces the address (the old one stops working) and shows the new one. */
export async function resetCalendarFeed(): Promise<CalendarFeed> {
  const feed = await api.post<CalendarFeed>('/api/user/calendar-feed/reset');
  await mutate(CALENDAR_FEED_KEY, feed, { revalidate: false });
  return feed;
}

/** The address of a resource's public feed on this server. */
export function resourceFeedUrl(resourceId: number, origin = window.location.origin): string {
  return `${origin}/api/resources/${resourceId}/calendar.ics`;
}

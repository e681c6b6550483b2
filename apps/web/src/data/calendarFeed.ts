import type { CalendarFeed, ResourceCalendarFeed } from '@laikas/contract';
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

const resourceFeedKey = (resourceId: number) => ['calendar-feed', 'resource', resourceId] as const;

/**
 * The address the signed-in person subscribes to a resource with (issue 35): its public feed where an administrator
 * made it public, else the person's own secret address for it.
 */
export function useResourceCalendarFeed(resourceId: number) {
  return useSWR(resourceFeedKey(resourceId), () =>
    api.get<ResourceCalendarFeed>(`/api/resources/${resourceId}/calendar-feed`),
  );
}

/** Makes a resource's feed public or not (`resources.manage`). */
export async function setResourceFeedPublic(resourceId: number, value: boolean): Promise<void> {
  await api.put(`/api/admin/resources/${resourceId}/public-feed`, { public: value });
  await mutate(resourceFeedKey(resourceId));
}

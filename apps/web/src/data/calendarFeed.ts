import type { CalendarFeed, ResourceCalendarFeed } from '@laikas/contract';
import { mutate } from 'swr';
import { readKey, useGet, write } from './calls';
import { api } from './client';

/** The signed-in user's private calendar subscription address. */
export const CALENDAR_FEED = '/api/user/calendar-feed';

/** Replaces the address (the old one stops working) and shows the new one. */
export async function resetCalendarFeed(): Promise<CalendarFeed> {
  const feed = await api.post<CalendarFeed>(`${CALENDAR_FEED}/reset`);
  await mutate(readKey('calendar-feed', CALENDAR_FEED), feed, { revalidate: false });
  return feed;
}

/**
 * The address the signed-in person subscribes to a resource with (issue 35): its public feed where an administrator
 * made it public, else the person's own secret address for it.
 */
export function useResourceCalendarFeed(resourceId: number) {
  return useGet<ResourceCalendarFeed>('resource-feed', `/api/resources/${resourceId}/calendar-feed`);
}

/** Makes a resource's feed public or not (`resources.manage`). */
export async function setResourceFeedPublic(resourceId: number, value: boolean): Promise<void> {
  await write('resource-feed', api.put(`/api/admin/resources/${resourceId}/public-feed`, { public: value }));
}

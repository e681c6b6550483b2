import type { CalendarFeed } from '@laikas/contract';
import { mutate } from 'swr';
import { readKey } from './calls';
import { api } from './client';

/** The signed-in user's private calendar subscription address. */
export const CALENDAR_FEED = '/api/user/calendar-feed';

/** Replaces the address (the old one stops working) and shows the new one. */
export async function resetCalendarFeed(): Promise<CalendarFeed> {
  const feed = await api.post<CalendarFeed>(`${CALENDAR_FEED}/reset`);
  await mutate(readKey('calendar-feed', CALENDAR_FEED), feed, { revalidate: false });
  return feed;
}

import {
  BELL_NOTIFICATIONS,
  NOTIFICATIONS_PER_PAGE,
  type NotificationListResponse,
  type UnreadCountResponse,
} from '@laikas/contract';
import { useTranslation } from 'react-i18next';
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import { write } from './calls';
import { ApiError, api } from './client';

/** How often the unread count is asked again (spec 9: 60 s; also on window focus). */
export const UNREAD_POLL_MS = 60_000;

/** SWR keys of the notification calls (every key starts with 'notifications'). */
export const notificationKeys = {
  unreadCount: () => ['notifications', 'unread-count'] as const,
  /** The server renders notifications in the reader's language: a page is read again in a new one (issue 28). */
  page: (page: number, perPage: number, language: string) =>
    ['notifications', 'page', page, perPage, language] as const,
};

// A read that fails (timed out, the server restarting) is asked again at the poll's pace: SWR's poll passes over a key
// in error, and without this the bell would keep its old count until the window is focused.
const unreadCountOptions: SWRConfiguration<number> = {
  refreshInterval: UNREAD_POLL_MS,
  revalidateOnFocus: true,
  // Signed out: the app is on its way to the sign-in page, nothing to ask again.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status === 401),
  onErrorRetry: (_error, _key, _config, revalidate, options) => {
    setTimeout(() => void revalidate(options), UNREAD_POLL_MS);
  },
};

/**
 * The unread count, polled every 60 s and on focus, and read again on the live stream's event (issue 31); quiet (no
 * loading overlay).
 */
export function useUnreadCount(enabled: boolean): SWRResponse<number> {
  return useSWR(
    enabled ? notificationKeys.unreadCount() : null,
    async () =>
      (await api.get<UnreadCountResponse>('/api/notifications/unread-count', undefined, { raw: true, quiet: true }))
        .data.count,
    unreadCountOptions,
  );
}

/** One page of the user's notifications, newest first; null `page` fetches nothing (the closed bell). */
export function useNotificationPage(page: number | null, perPage = NOTIFICATIONS_PER_PAGE) {
  const { i18n } = useTranslation();
  return useSWR(
    page === null ? null : notificationKeys.page(page, perPage, i18n.language),
    () =>
      api.get<NotificationListResponse>(
        '/api/notifications',
        { page: page!, per_page: perPage },
        { raw: true, quiet: perPage === BELL_NOTIFICATIONS },
      ),
    { revalidateOnFocus: false },
  );
}

/** Lowers the cached unread count at once (never below 0) while the server is told; the notifications are read again. */
async function change(lower: number | 'all', call: () => Promise<unknown>) {
  if (lower !== 0) {
    await mutate(
      notificationKeys.unreadCount(),
      (count: number | undefined) => (lower === 'all' ? 0 : Math.max(0, (count ?? 0) - lower)),
      { revalidate: false },
    );
  }
  await write('notifications', call());
}

export const notificationActions = {
  markRead: (id: number) => change(1, () => api.patch(`/api/notifications/${id}/read`)),
  markAllRead: () => change('all', () => api.patch('/api/notifications/read-all')),
  remove: (id: number, unread: boolean) => change(unread ? 1 : 0, () => api.delete(`/api/notifications/${id}`)),
  removeAll: () => change('all', () => api.delete('/api/notifications')),
};

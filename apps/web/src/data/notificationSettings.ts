import type { NotificationSettings } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';

/** Which kinds of notification also arrive by e-mail (`/user/notifications`). */
export function useNotificationSettings() {
  return useSWR(['notifications', 'settings'] as const, () =>
    api.get<NotificationSettings>('/api/user/notification-settings'),
  );
}

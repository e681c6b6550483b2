import { BELL_NOTIFICATIONS } from '@laikas/contract';
import { NotificationBell } from '@laikas/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationActions, useNotificationPage, useUnreadCount } from '../data/notifications';
import { routerLink } from './routerLink';
import { pathTo } from './routeTable';

/** The header bell on the real API: the unread count polled, page 1 × 5 fetched when the bell opens. */
export function HeaderNotificationBell() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { data: unreadCount = 0 } = useUnreadCount(true);
  const { data: page, isLoading, mutate } = useNotificationPage(opened ? 1 : null, BELL_NOTIFICATIONS);

  return (
    <NotificationBell
      notifications={page?.data ?? []}
      unreadCount={unreadCount}
      loading={isLoading}
      onOpen={() => {
        if (opened) {
          void mutate();
        }
        setOpened(true);
      }}
      onMarkRead={(notification) => void notificationActions.markRead(Number(notification.id))}
      onMarkAllRead={() => void notificationActions.markAllRead()}
      onNavigate={(url) => void navigate(url)}
      viewAllHref={pathTo('Notifications')}
      renderLink={routerLink}
    />
  );
}

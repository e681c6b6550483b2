import { type Notification, NOTIFICATIONS_PER_PAGE } from '@laikas/contract';
import { Box, Button, ListPage, NotificationCard, useConfirm, useToast } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routerLink } from '../../app/routerLink';
import { notificationActions, useNotificationPage, useUnreadCount } from '../../data/notifications';

/** `/notifications`: every notification of the user, 15 per page; mark read, delete one, delete all. */
export default function NotificationsPage() {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useNotificationPage(page, NOTIFICATIONS_PER_PAGE);
  const rows = list.data?.data ?? [];
  // Unread ones may be on another page than the one shown (the newest marked read one by one): the bell's count says.
  const unreadCount = useUnreadCount(true).data ?? 0;
  const anyUnread = unreadCount > 0 || rows.some((row) => row.read_at === null);

  async function run(action: () => Promise<void>) {
    try {
      await action();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('notifications.failed'));
    }
  }

  async function removeAll() {
    const sure = await confirm({
      title: t('notifications.deleteAllTitle'),
      message: t('notifications.deleteAllQuestion'),
      confirmLabel: t('notifications.deleteAll'),
      danger: true,
    });
    if (sure) {
      await run(async () => {
        await notificationActions.removeAll();
        setPage(1);
      });
    }
  }

  // Nothing to mark or delete: no greyed buttons above "No notifications".
  const none = list.data?.meta.total === 0;
  const actions = none ? null : (
    <Box display="flex" flexWrap="wrap" gap="xs">
      <Button
        variant="secondary"
        size="small"
        disabled={!anyUnread}
        onClick={() => void run(() => notificationActions.markAllRead())}
      >
        {t('notifications.markAllRead')}
      </Button>
      <Button variant="danger" size="small" disabled={rows.length === 0} onClick={() => void removeAll()}>
        {t('notifications.deleteAll')}
      </Button>
    </Box>
  );
  return (
    <ListPage
      title={t('notifications.title')}
      width="medium"
      actions={actions}
      label={t('notifications.title')}
      list={list}
      query={{ page, per_page: NOTIFICATIONS_PER_PAGE }}
      onQueryChange={(changes) => setPage(changes.page ?? 1)}
      pageSizes={false}
      emptyText={t('notifications.empty')}
      loadFailedText={t('notifications.loadFailed')}
      renderItem={(notification: Notification) => (
        <NotificationCard
          key={notification.id}
          notification={notification}
          onMarkRead={() => void run(() => notificationActions.markRead(notification.id))}
          onDelete={() => void run(() => notificationActions.remove(notification.id, notification.read_at === null))}
          renderLink={routerLink}
        />
      )}
    />
  );
}

import { type Notification, NOTIFICATIONS_PER_PAGE } from '@laikas/contract';
import {
  Box,
  Button,
  getNotificationTitle,
  ListItem,
  ListItemMeta,
  ListPage,
  useConfirm,
  useNotificationText,
  useToast,
  visuallyHidden,
} from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationActions, useNotificationPage } from '../../data/notifications';
import * as styles from './NotificationsPage.css';

function messageOf(notification: Notification): string {
  const message = notification.data.message;
  return typeof message === 'string' ? message : message.summary;
}

/** One notification of the list: unread marker, title, message, when, its link, mark read and delete. */
function NotificationItem({
  notification,
  run,
}: {
  notification: Notification;
  run: (action: () => Promise<void>) => Promise<void>;
}) {
  const { t } = useTranslation('web');
  const { translate, relative } = useNotificationText(new Date());
  const unread = notification.read_at === null;
  const url = notification.data.action_url;
  const title = translate(getNotificationTitle(notification));
  const markRead = () => void run(() => notificationActions.markRead(notification.id));
  return (
    <ListItem data-state={unread ? 'attention' : 'normal'}>
      <span className={styles.title}>
        {unread ? (
          <>
            <span className={styles.unreadDot} aria-hidden="true" data-unread-marker="" />
            <span className={visuallyHidden}>{t('notifications.unread')}: </span>
          </>
        ) : null}
        <span>{title}</span>
      </span>
      <span>{messageOf(notification)}</span>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
        <ListItemMeta>
          <time dateTime={notification.created_at}>{relative(notification.created_at)}</time>
        </ListItemMeta>
        {url ? (
          <Link to={url} onClick={() => unread && markRead()}>
            {notification.data.action_text ?? t('notifications.open')}
          </Link>
        ) : null}
        {unread ? (
          <Button variant="secondary" size="small" onClick={markRead}>
            {t('notifications.markRead')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          aria-label={t('notifications.deleteOne', { title })}
          onClick={() => void run(() => notificationActions.remove(notification.id, unread))}
        >
          {t('notifications.delete')}
        </Button>
      </Box>
    </ListItem>
  );
}

/** `/notifications`: every notification of the user, 15 per page; mark read, delete one, delete all. */
export default function NotificationsPage() {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useNotificationPage(page, NOTIFICATIONS_PER_PAGE);
  const rows = list.data?.data ?? [];
  const anyUnread = rows.some((row) => row.read_at === null);

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

  const actions = (
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
        <NotificationItem key={notification.id} notification={notification} run={run} />
      )}
    />
  );
}

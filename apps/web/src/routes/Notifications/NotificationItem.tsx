import type { Notification } from '@laikas/contract';
import {
  Box,
  Button,
  getNotificationTitle,
  ListItem,
  ListItemMeta,
  useNotificationText,
  visuallyHidden,
} from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationActions } from '../../data/notifications';
import * as styles from './NotificationsPage.css';

function messageOf(notification: Notification): string {
  const message = notification.data.message;
  return typeof message === 'string' ? message : message.summary;
}

/** One notification of the list: unread marker, title, message, when, its link, mark read and delete. */
export function NotificationItem({
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

import type { Notification } from '@laikas/contract';
import {
  Box,
  Button,
  getNotificationTitle,
  getRelativeTime,
  ListItem,
  ListItemMeta,
  localeTags,
  type TranslatableText,
  useUiTranslation,
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

/** How long ago, in the bell's words ("5 min ago"), or the date once it is older than a week. */
function useRelativeTime() {
  const { i18n } = useTranslation('web');
  const { t: ui } = useUiTranslation();
  const now = new Date();
  return (createdAt: string) => {
    const time = getRelativeTime(createdAt, now);
    switch (time.unit) {
      case 'now':
        return ui('notifications.time.now');
      case 'minutes':
      case 'hours':
      case 'days':
        return ui(`notifications.time.${time.unit}`, { value: time.value });
      case 'date':
        return time.date.toLocaleDateString(localeTags[i18n.language === 'en' ? 'en' : 'lt']);
      default:
        return time satisfies never;
    }
  };
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
  const { t: ui } = useUiTranslation();
  const relative = useRelativeTime();
  const translate = (text: TranslatableText) => text.text ?? ui(text.key, text.values ?? {});
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

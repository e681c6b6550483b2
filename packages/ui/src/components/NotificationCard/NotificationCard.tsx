import { useUiTranslation } from '../../i18n';
import { Box } from '../Box';
import { Button } from '../Button';
import { ListItem, ListItemMeta, ListItemTitle } from '../ListPage';
import { getNotificationTitle, isUnread, type NotificationItem } from '../NotificationBell/notificationText';
import { NotificationMessage } from '../NotificationBell/NotificationMessage';
import { useNotificationText } from '../NotificationBell/useNotificationText';
import { renderAnchor, type RenderLink } from '../private/link';
import * as styles from './NotificationCard.css';

export interface NotificationCardProps {
  notification: NotificationItem;
  /** Marks it read: its button, and following its link while it is unread. */
  onMarkRead: () => void;
  onDelete: () => void;
  /** Renders its link (`data.action_url`) with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
  /** The clock for its relative time; injectable so that stories and tests are stable. */
  now?: () => Date;
}

/** The whole message: the daily reminder's summary, or the text (the bell shows a cut preview). */
function messageOf({ data }: NotificationItem): string {
  return typeof data.message === 'string' ? data.message : (data.message?.summary ?? '');
}

/**
 * One notification of a list (the `renderItem` of a `ListPage`): an unread dot and title, the message, when, its link,
 * "Mark read" while unread and "Delete".
 */
export function NotificationCard({
  notification,
  onMarkRead,
  onDelete,
  renderLink = renderAnchor,
  now = () => new Date(),
}: NotificationCardProps) {
  const { t } = useUiTranslation();
  const { translate, relative } = useNotificationText(now());
  const unread = isUnread(notification);
  const url = notification.data.action_url;
  const title = translate(getNotificationTitle(notification));
  return (
    <ListItem data-state={unread ? 'attention' : 'normal'}>
      <ListItemTitle>
        {unread ? (
          <>
            <span className={styles.unreadDot} aria-hidden="true" data-unread-marker="" />
            <span className={styles.visuallyHidden}>{t('notifications.unread')}: </span>
          </>
        ) : null}
        <span>{title}</span>
      </ListItemTitle>
      <NotificationMessage text={messageOf(notification)} />
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
        <ListItemMeta>
          <time dateTime={notification.created_at}>{relative(notification.created_at)}</time>
        </ListItemMeta>
        {url
          ? renderLink({
              href: url,
              onClick: () => unread && onMarkRead(),
              children: notification.data.action_text ?? t('notifications.card.open'),
            })
          : null}
        {unread ? (
          <Button variant="secondary" size="small" onClick={onMarkRead}>
            {t('notifications.card.markRead')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          aria-label={t('notifications.card.deleteOne', { title })}
          onClick={onDelete}
        >
          {t('notifications.card.delete')}
        </Button>
      </Box>
    </ListItem>
  );
}

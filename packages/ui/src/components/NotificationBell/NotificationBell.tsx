import { useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { DropdownMenu } from '../DropdownMenu';
import { renderAnchor, type RenderLink } from '../private/link';
import * as styles from './NotificationBell.css';
import { NotificationMessage } from './NotificationMessage';
import { useNotificationText } from './useNotificationText';
import {
  BELL_NOTIFICATION_LIMIT,
  formatBadgeCount,
  getNotificationPreview,
  getNotificationTitle,
  isUnread,
  PREVIEW_LENGTH,
  type NotificationItem,
} from './notificationText';

export interface NotificationBellProps {
  /** The newest notifications; the first 5 are shown. */
  notifications: readonly NotificationItem[];
  unreadCount: number;
  /** Shows the loading text while there is nothing to show yet. */
  loading?: boolean;
  /** Called when the closed bell opens (fetch page 1 with 5 items then). */
  onOpen?: () => void;
  /** Called for an unread notification that was clicked. */
  onMarkRead: (notification: NotificationItem) => void;
  onMarkAllRead: () => void;
  /** Called with a clicked notification's action url; the dropdown closes. */
  onNavigate: (url: string) => void;
  /** The full list's address ("View all"). */
  viewAllHref?: string;
  /** Renders "View all" with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
  /** The clock for relative times; injectable so that stories and tests are stable. */
  now?: () => Date;
}

/** The header's notification bell: unread badge and a dropdown with the newest notifications. */
export function NotificationBell({
  notifications,
  unreadCount,
  loading = false,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  onNavigate,
  viewAllHref = '/notifications',
  renderLink = renderAnchor,
  now = () => new Date(),
}: NotificationBellProps) {
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(false);
  const badge = formatBadgeCount(unreadCount);
  const shown = notifications.slice(0, BELL_NOTIFICATION_LIMIT);
  const { translate, relative } = useNotificationText(now());

  let body;
  if (shown.length === 0) {
    body = <div className={styles.message}>{loading ? t('notifications.loading') : t('notifications.empty')}</div>;
  } else {
    body = (
      <div className={styles.list}>
        {shown.map((notification) => {
          const unread = isUnread(notification);
          const preview = getNotificationPreview(notification);
          const url = notification.data.action_url;
          return (
            <DropdownMenu.Item
              key={notification.id}
              className={styles.item}
              data-state={unread ? 'unread' : 'read'}
              onSelect={(event) => {
                if (unread) {
                  onMarkRead(notification);
                }
                if (url) {
                  onNavigate(url);
                } else {
                  // Without a destination the dropdown stays open.
                  event.preventDefault();
                }
              }}
            >
              <span className={unread ? `${styles.itemTitle} ${styles.unread}` : styles.itemTitle}>
                {unread ? (
                  <>
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.visuallyHidden}>{t('notifications.unread')}: </span>
                  </>
                ) : null}
                {translate(getNotificationTitle(notification))}
              </span>
              {preview ? (
                <NotificationMessage className={styles.preview} text={translate(preview)} length={PREVIEW_LENGTH} />
              ) : null}
              <time className={styles.time} dateTime={notification.created_at}>
                {relative(notification.created_at)}
              </time>
            </DropdownMenu.Item>
          );
        })}
      </div>
    );
  }

  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(next) => {
        if (next && !open) {
          onOpen?.();
        }
        setOpen(next);
      }}
    >
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={styles.trigger}
          aria-label={
            badge ? t('notifications.labelUnread', { value: badge, count: unreadCount }) : t('notifications.label')
          }
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d="M10 2a5 5 0 0 0-5 5v3.2L3.6 13a1 1 0 0 0 .9 1.5h11a1 1 0 0 0 .9-1.5L15 10.2V7a5 5 0 0 0-5-5Zm-2 14a2 2 0 0 0 4 0H8Z" />
          </svg>
          {badge ? (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} regionLabel={t('notifications.region')}>
        <div className={styles.header}>
          <span className={styles.heading}>{t('notifications.label')}</span>
          {unreadCount > 0 ? (
            <DropdownMenu.Item
              className={styles.markAll}
              onSelect={(event) => {
                event.preventDefault();
                onMarkAllRead();
              }}
            >
              {t('notifications.markAllRead')}
            </DropdownMenu.Item>
          ) : null}
        </div>
        {body}
        <div className={styles.footer}>
          <DropdownMenu.Item asChild className={styles.viewAll}>
            {renderLink({ href: viewAllHref, children: t('notifications.viewAll') })}
          </DropdownMenu.Item>
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

import { type Notification, NOTIFICATIONS_PER_PAGE } from '@laikas/contract';
import {
  Button,
  getNotificationTitle,
  getRelativeTime,
  localeTags,
  Page,
  type TranslatableText,
  useConfirm,
  useToast,
  useUiTranslation,
} from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationActions, useNotificationPage } from '../../data/notifications';
import * as pageStyles from '../../app/page.css';
import * as styles from './NotificationsPage.css';

function messageOf(notification: Notification): string {
  const message = notification.data.message;
  return typeof message === 'string' ? message : message.summary;
}

/** `/notifications`: every notification of the user, 15 per page; mark read, delete one, delete all. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('web');
  const { t: ui } = useUiTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useNotificationPage(page, NOTIFICATIONS_PER_PAGE);
  const now = new Date();
  const localeTag = localeTags[i18n.language === 'en' ? 'en' : 'lt'];
  const translate = (text: TranslatableText) => text.text ?? ui(text.key, text.values ?? {});
  const lastPage = data?.meta.last_page ?? 1;
  const rows = data?.data ?? [];
  const anyUnread = rows.some((row) => row.read_at === null);

  const relative = (createdAt: string) => {
    const time = getRelativeTime(createdAt, now);
    switch (time.unit) {
      case 'now':
        return ui('notifications.time.now');
      case 'minutes':
      case 'hours':
      case 'days':
        return ui(`notifications.time.${time.unit}`, { value: time.value });
      case 'date':
        return time.date.toLocaleDateString(localeTag);
      default:
        return time satisfies never;
    }
  };

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

  let body;
  if (error) {
    body = <p role="alert">{t('notifications.loadFailed')}</p>;
  } else if (isLoading && !data) {
    body = <p className={pageStyles.muted}>{t('notifications.loading')}</p>;
  } else if (rows.length === 0) {
    body = <p className={pageStyles.muted}>{t('notifications.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {rows.map((notification) => {
          const unread = notification.read_at === null;
          const url = notification.data.action_url;
          return (
            <li key={notification.id} className={styles.item} data-state={unread ? 'unread' : 'read'}>
              <span className={styles.title}>
                {unread ? (
                  <>
                    <span className={styles.unreadDot} aria-hidden="true" data-unread-marker="" />
                    <span className={pageStyles.visuallyHidden}>{t('notifications.unread')}: </span>
                  </>
                ) : null}
                <span>{translate(getNotificationTitle(notification))}</span>
              </span>
              <span className={styles.message}>{messageOf(notification)}</span>
              <div className={styles.row}>
                <time className={styles.meta} dateTime={notification.created_at}>
                  {relative(notification.created_at)}
                </time>
                {url ? (
                  <Link
                    to={url}
                    onClick={() => unread && void run(() => notificationActions.markRead(notification.id))}
                  >
                    {notification.data.action_text ?? t('notifications.open')}
                  </Link>
                ) : null}
                {unread ? (
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => void run(() => notificationActions.markRead(notification.id))}
                  >
                    {t('notifications.markRead')}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('notifications.deleteOne', { title: translate(getNotificationTitle(notification)) })}
                  onClick={() => void run(() => notificationActions.remove(notification.id, unread))}
                >
                  {t('notifications.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Page title={t('notifications.title')} width="medium">
      <div className={pageStyles.toolbar}>
        <span className={pageStyles.muted}>{t('notifications.total', { count: data?.meta.total ?? 0 })}</span>
        <div className={pageStyles.buttonGroup}>
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
        </div>
      </div>
      {body}
      {lastPage > 1 ? (
        <nav className={pageStyles.toolbar} aria-label={t('notifications.paging')}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('notifications.previous')}
          </Button>
          <span>{t('notifications.pageOf', { page, last: lastPage })}</span>
          <Button variant="secondary" size="small" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {t('notifications.next')}
          </Button>
        </nav>
      ) : null}
    </Page>
  );
}

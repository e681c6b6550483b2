import type { OutboxListResponse } from '@laikas/contract';
import { Button, Select, useToast } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api } from '../../../data/client';
import * as pageStyles from '../../../app/page.css';
import * as styles from '../../Notifications/NotificationsPage.css';

const STATUSES = ['failed', 'pending', 'sent'] as const;

/** `/admin/outbox` (super administrators): queued, sent and failed e-mail; a failed one can be retried. */
export default function OutboxPage() {
  const { t, i18n } = useTranslation('web');
  const toast = useToast();
  const [status, setStatus] = useState<(typeof STATUSES)[number] | ''>('');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR(['outbox', status, page], () =>
    api.get<OutboxListResponse>('/api/admin/outbox', { page, status: status || undefined }, { raw: true }),
  );
  const dateTime = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'lt-LT', {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  async function retry(id: number) {
    try {
      await api.post(`/api/admin/outbox/${id}/retry`);
      toast.success(t('notifications.outbox.retried'));
      await mutate();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('notifications.failed'));
    }
  }

  const rows = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;
  return (
    <div className={styles.page}>
      <h1>{t('notifications.outbox.title')}</h1>
      <div className={pageStyles.labelledControl}>
        <Select
          id="outbox-status"
          label={t('notifications.outbox.status')}
          options={[
            { value: '', label: t('notifications.outbox.all') },
            ...STATUSES.map((value) => ({ value, label: t(`notifications.outbox.statuses.${value}`) })),
          ]}
          value={status}
          onValueChange={(next) => {
            setStatus((next ?? '') as typeof status);
            setPage(1);
          }}
        />
      </div>
      {error ? <p role="alert">{t('notifications.outbox.loadFailed')}</p> : null}
      {data && rows.length === 0 ? <p className={pageStyles.muted}>{t('notifications.outbox.empty')}</p> : null}
      <ul className={styles.list}>
        {rows.map((entry) => (
          <li key={entry.id} className={styles.item} data-state={entry.status === 'failed' ? 'unread' : 'read'}>
            <span className={styles.title}>{entry.subject}</span>
            <span className={styles.message}>{entry.to_address}</span>
            <div className={styles.row}>
              <span>{t(`notifications.outbox.statuses.${entry.status}`)}</span>
              <span className={styles.meta}>
                {t('notifications.outbox.attempts', { count: entry.attempts })} ·{' '}
                {dateTime.format(new Date(entry.sent_at ?? entry.created_at))}
              </span>
              {entry.status !== 'sent' ? (
                <Button size="small" variant="secondary" onClick={() => void retry(entry.id)}>
                  {t('notifications.outbox.retry')}
                </Button>
              ) : null}
            </div>
            {entry.last_error ? <span className={styles.meta}>{entry.last_error}</span> : null}
          </li>
        ))}
      </ul>
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
    </div>
  );
}

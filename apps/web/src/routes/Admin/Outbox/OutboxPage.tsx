import { outboxQuerySchema, type OutboxEntry } from '@laikas/contract';
import { Box, Button, ListFilters, ListItem, ListItemMeta, ListItemTitle, ListPage, Select } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { usePage, write } from '../../../data/calls';
import { useAdminListQuery } from '../../ScreenKit';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import { useUniversityTime } from '../../../data/useUniversityTime';

const STATUSES = ['failed', 'pending', 'sent'] as const;

/** `/admin/outbox` (super administrators): queued, sent and failed e-mail; a failed one can be retried. */
export default function OutboxPage() {
  const { t } = useTranslation('web');
  const { query, change, listProps } = useAdminListQuery(outboxQuerySchema);
  const list = usePage<OutboxEntry>('outbox', '/api/admin/outbox', query);
  const { dateTime } = useUniversityTime();

  const { submit } = useSubmit(t('notifications.failed'));
  const retry = (id: number) =>
    submit(() => write('outbox', api.post(`/api/admin/outbox/${id}/retry`)), t('notifications.outbox.retried'));

  const renderItem = (entry: OutboxEntry) => (
    <ListItem key={entry.id} data-state={entry.status === 'failed' ? 'attention' : 'normal'}>
      <ListItemTitle>{entry.subject}</ListItemTitle>
      <span>{entry.to_address}</span>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
        <span>{t(`notifications.outbox.statuses.${entry.status}`)}</span>
        <ListItemMeta>
          {t('notifications.outbox.attempts', { count: entry.attempts })} ·{' '}
          {dateTime(entry.sent_at ?? entry.created_at)}
        </ListItemMeta>
        {entry.status !== 'sent' ? (
          <Button size="small" variant="secondary" onClick={() => void retry(entry.id)}>
            {t('notifications.outbox.retry')}
          </Button>
        ) : null}
      </Box>
      {entry.last_error ? <ListItemMeta>{entry.last_error}</ListItemMeta> : null}
    </ListItem>
  );

  return (
    <ListPage
      title={t('notifications.outbox.title')}
      filters={
        <ListFilters>
          <Select
            id="outbox-status"
            label={t('notifications.outbox.status')}
            options={[
              { value: '', label: t('notifications.outbox.all') },
              ...STATUSES.map((value) => ({ value, label: t(`notifications.outbox.statuses.${value}`) })),
            ]}
            value={query.status ?? ''}
            onValueChange={(next) => change({ status: next || undefined })}
          />
        </ListFilters>
      }
      label={t('notifications.outbox.title')}
      list={list}
      {...listProps}
      pageSizes={false}
      emptyText={t('notifications.outbox.empty')}
      loadFailedText={t('notifications.outbox.loadFailed')}
      renderItem={renderItem}
    />
  );
}

import { type WebhookDelivery, type WebhookEndpoint } from '@laikas/contract';
import { actionsColumn, ListTable, Panel, RowButton, useConfirm, useListState, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import { useUniversityTime } from '../../../data/useUniversityTime';

/**
 * The delivery log of one endpoint, paged on the server. A failed or waiting delivery is sent again at once; a delivered
 * one too (at least once, same event id: for a receiver that lost it, docs/api.md), but only once the office confirms.
 */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('web');
  const { dateTime } = useUniversityTime();
  const { query, change } = useListState({ page: 1 });
  const list = usePage<WebhookDelivery>('webhook-deliveries', `/api/admin/webhooks/${endpoint.id}/deliveries`, query);
  const { submit } = useSubmit(t('webhooks.failed'));
  const confirm = useConfirm();
  async function redeliver(delivery: WebhookDelivery) {
    if (
      delivery.status === 'delivered' &&
      !(await confirm({
        title: t('webhooks.delivery.redeliverTitle'),
        message: t('webhooks.delivery.redeliverQuestion', {
          url: endpoint.url,
          code: delivery.response_code ?? t('webhooks.delivery.noAnswer'),
          id: delivery.event_id,
        }),
        confirmLabel: t('webhooks.delivery.redeliver'),
      }))
    ) {
      return;
    }
    // Sent again (same event id) on the jobs' next round; the log is read again.
    await submit(
      () => write('webhook-deliveries', api.post(`/api/admin/webhook-deliveries/${delivery.id}/redeliver`)),
      t('webhooks.delivery.redelivered'),
    );
  }
  const detail = (delivery: WebhookDelivery) => {
    if (delivery.status === 'delivered') {
      return t('webhooks.delivery.deliveredAt', { at: delivery.delivered_at ? dateTime(delivery.delivered_at) : '' });
    }
    const next = delivery.next_attempt_at
      ? ` · ${t('webhooks.delivery.nextAt', { at: dateTime(delivery.next_attempt_at) })}`
      : '';
    return `${delivery.last_error ?? ''}${next}`;
  };
  const columns: DataTableColumn<WebhookDelivery>[] = [
    { id: 'created', header: t('webhooks.delivery.created'), accessor: (row) => dateTime(row.created_at) },
    { id: 'event', header: t('webhooks.delivery.event'), accessor: (row) => t(`webhooks.event.${row.event_type}`) },
    {
      id: 'status',
      header: t('webhooks.delivery.status'),
      accessor: (row) => t(`webhooks.delivery.statuses.${row.status}`),
    },
    { id: 'attempts', header: t('webhooks.delivery.attempts'), accessor: (row) => row.attempts },
    {
      id: 'code',
      header: t('webhooks.delivery.code'),
      accessor: (row) => row.response_code ?? t('webhooks.delivery.noAnswer'),
    },
    { id: 'detail', header: t('webhooks.delivery.detail'), accessor: detail },
    actionsColumn(t('webhooks.actions'), (delivery) => (
      <RowButton
        aria-label={t('webhooks.delivery.redeliverNamed', { id: delivery.event_id })}
        onClick={() => void redeliver(delivery)}
      >
        {t('webhooks.delivery.redeliver')}
      </RowButton>
    )),
  ];
  const title = t('webhooks.delivery.title', { url: endpoint.url });
  return (
    <Panel spacing="roomy" aria-labelledby="webhook-deliveries-title">
      <h2 id="webhook-deliveries-title">{title}</h2>
      <ListTable
        label={title}
        list={list}
        query={query}
        onQueryChange={change}
        pageSizes={false}
        columns={columns}
        emptyText={t('webhooks.delivery.empty')}
        loadFailedText={t('webhooks.loadFailed')}
      />
    </Panel>
  );
}

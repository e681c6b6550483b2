import { type WebhookDelivery, type WebhookEndpoint } from '@laikas/contract';
import { Button, DataTable, Panel, type DataTableColumn } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGet, type Page } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { useUniversityTime } from '../../../data/useUniversityTime';
import { redeliverWebhook } from '../../../data/webhooks';

/** The delivery log of one endpoint, paged on the server; a failed delivery can be sent again. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('web');
  const { dateTime } = useUniversityTime();
  const [page, setPage] = useState(1);
  const { data, error } = useGet<Page<WebhookDelivery>>(
    'webhook-deliveries',
    `/api/admin/webhooks/${endpoint.id}/deliveries`,
    { page },
    { raw: true },
  );
  const { submit } = useSubmit(t('webhooks.failed'));
  const rows = data?.data ?? [];
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'created',
      header: t('webhooks.delivery.created'),
      accessor: (delivery) => delivery.created_at,
      cell: (delivery) => dateTime(delivery.created_at),
    },
    {
      id: 'event',
      header: t('webhooks.delivery.event'),
      accessor: (delivery) => t(`webhooks.event.${delivery.event_type}`),
    },
    {
      id: 'status',
      header: t('webhooks.delivery.status'),
      accessor: (delivery) => t(`webhooks.delivery.statuses.${delivery.status}`),
    },
    { id: 'attempts', header: t('webhooks.delivery.attempts'), accessor: (delivery) => delivery.attempts },
    {
      id: 'code',
      header: t('webhooks.delivery.code'),
      accessor: (delivery) => delivery.response_code ?? '',
      cell: (delivery) => delivery.response_code ?? t('webhooks.delivery.noAnswer'),
    },
    {
      id: 'detail',
      header: t('webhooks.delivery.detail'),
      accessor: (delivery) => delivery.last_error ?? '',
      cell: (delivery) => {
        if (delivery.status === 'delivered') {
          return t('webhooks.delivery.deliveredAt', {
            at: delivery.delivered_at ? dateTime(delivery.delivered_at) : '',
          });
        }
        const next = delivery.next_attempt_at
          ? ` · ${t('webhooks.delivery.nextAt', { at: dateTime(delivery.next_attempt_at) })}`
          : '';
        return `${delivery.last_error ?? ''}${next}`;
      },
    },
    {
      id: 'redeliver',
      header: t('webhooks.actions'),
      accessor: () => '',
      sortable: false,
      searchable: false,
      cell: (delivery) => (
        <Button
          size="small"
          variant="secondary"
          aria-label={t('webhooks.delivery.redeliverNamed', { id: delivery.event_id })}
          onClick={() =>
            void submit(() => redeliverWebhook(endpoint.id, delivery.id), t('webhooks.delivery.redelivered'))
          }
        >
          {t('webhooks.delivery.redeliver')}
        </Button>
      ),
    },
  ];
  const lastPage = data?.meta.last_page ?? 1;
  return (
    <Panel spacing="roomy" aria-labelledby="webhook-deliveries-title">
      <h2 id="webhook-deliveries-title">{t('webhooks.delivery.title', { url: endpoint.url })}</h2>
      {error ? (
        <p role="alert">{t('webhooks.loadFailed')}</p>
      ) : (
        <DataTable
          label={t('webhooks.delivery.title', { url: endpoint.url })}
          columns={columns}
          data={rows}
          loading={!data}
          searchable={false}
          getRowId={(delivery) => String(delivery.id)}
          emptyText={t('webhooks.delivery.empty')}
          serverPaging={{ page, lastPage, total: data?.meta.total ?? 0, onPageChange: setPage }}
        />
      )}
    </Panel>
  );
}

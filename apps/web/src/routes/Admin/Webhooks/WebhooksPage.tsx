import { type CreatedWebhook, type WebhookEndpoint } from '@laikas/contract';
import { actionsColumn, ConfirmButton, CopyField, DataTable, Page, RowButton, type DataTableColumn } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRecord, saveRecord, useGet } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { DeliveryLog } from './DeliveryLog';
import { NewEndpointForm } from './NewEndpointForm';

/** `/admin/webhooks` (issue 35): endpoints other systems receive signed events at, and each one's delivery log. */
export default function WebhooksPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<WebhookEndpoint[]>('webhooks', '/api/admin/webhooks');
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const action = useSubmit(t('webhooks.failed'));

  async function toggle(endpoint: WebhookEndpoint) {
    await action.submit(
      () =>
        saveRecord<WebhookEndpoint>('webhooks', '/api/admin/webhooks', endpoint.id, {
          url: endpoint.url,
          events: endpoint.events,
          enabled: !endpoint.enabled,
        }),
      endpoint.enabled ? t('webhooks.switchedOff') : t('webhooks.switchedOn'),
    );
  }

  async function remove(endpoint: WebhookEndpoint) {
    await action.submit(() => deleteRecord('webhooks', `/api/admin/webhooks/${endpoint.id}`), t('webhooks.deleted'));
    if (selected === endpoint.id) {
      setSelected(null);
    }
  }

  const stateOf = (endpoint: WebhookEndpoint) => {
    if (endpoint.enabled) {
      return t('webhooks.state.on');
    }
    return endpoint.disabled_reason === 'failures' ? t('webhooks.state.failures') : t('webhooks.state.off');
  };

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    { id: 'url', header: t('webhooks.url'), accessor: (endpoint) => endpoint.url },
    {
      id: 'events',
      header: t('webhooks.events'),
      accessor: (endpoint) => endpoint.events.map((event) => t(`webhooks.event.${event}`)).join(', '),
    },
    { id: 'state', header: t('webhooks.stateHeader'), accessor: stateOf },
    { id: 'failures', header: t('webhooks.failures'), accessor: (endpoint) => endpoint.consecutive_failures },
    actionsColumn(t('webhooks.actions'), (endpoint) => {
      const named = { url: endpoint.url };
      return (
        <>
          <RowButton
            aria-label={t('webhooks.showDeliveriesOf', named)}
            aria-pressed={selected === endpoint.id}
            onClick={() => setSelected(endpoint.id)}
          >
            {t('webhooks.showDeliveries')}
          </RowButton>
          <RowButton
            aria-label={t(endpoint.enabled ? 'webhooks.switchOffNamed' : 'webhooks.switchOnNamed', named)}
            onClick={() => void toggle(endpoint)}
          >
            {endpoint.enabled ? t('webhooks.switchOff') : t('webhooks.switchOn')}
          </RowButton>
          <ConfirmButton
            size="small"
            variant="secondary"
            aria-label={t('webhooks.deleteNamed', named)}
            confirm={{
              title: t('webhooks.deleteTitle'),
              message: t('webhooks.deleteQuestion', named),
              confirmLabel: t('webhooks.delete'),
              danger: true,
            }}
            onConfirm={() => remove(endpoint)}
          >
            {t('webhooks.delete')}
          </ConfirmButton>
        </>
      );
    }),
  ];

  const chosen = data?.find((endpoint) => endpoint.id === selected) ?? null;
  return (
    <Page title={t('webhooks.title')} intro={t('webhooks.intro')}>
      {created ? (
        <CopyField
          id="webhook-secret"
          label={t('webhooks.secretLabel', { url: created.endpoint.url })}
          hint={t('webhooks.secretHint')}
          value={created.secret}
        />
      ) : null}
      {error ? (
        <p role="alert">{t('webhooks.loadFailed')}</p>
      ) : (
        <DataTable
          label={t('webhooks.listLabel')}
          columns={columns}
          data={data ?? []}
          loading={!data}
          searchable={false}
          getRowId={(endpoint) => String(endpoint.id)}
          emptyText={t('webhooks.empty')}
        />
      )}
      {chosen ? <DeliveryLog key={chosen.id} endpoint={chosen} /> : null}
      <NewEndpointForm onCreated={setCreated} />
    </Page>
  );
}

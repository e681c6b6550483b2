import { WEBHOOK_EVENTS, webhookBodySchema, type CreatedWebhook, type WebhookEndpoint } from '@laikas/contract';
import {
  actionsColumn,
  CopyField,
  DataTable,
  Fieldset,
  FormField,
  Page,
  Panel,
  RowButton,
  useSchemaForm,
  type DataTableColumn,
} from '@laikas/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRecord, saveRecord, useGet } from '../../../data/calls';
import { SaveForm, SwitchAndDelete } from '../../ScreenKit';
import { DeliveryLog } from './DeliveryLog';

/** The state column's text: on, off, or switched off by the server after failing too often. */
function stateKey({ enabled, disabled_reason }: WebhookEndpoint) {
  if (enabled) {
    return 'webhooks.state.on';
  }
  return disabled_reason === 'failures' ? 'webhooks.state.failures' : 'webhooks.state.off';
}

/**
 * `/admin/webhooks` (issue 35): endpoints other systems receive signed events at, and each one's delivery log. The
 * list is read whole: a university registers a handful of endpoints, and the call does not page.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<WebhookEndpoint[]>('webhooks', '/api/admin/webhooks');
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const form = useSchemaForm(webhookBodySchema, { url: '', events: ['reservation.created'] });
  const event = (name: WebhookEndpoint['events'][number]) => t(`webhooks.event.${name}`);
  // The secret is shown once, above the list and far from the form: focus (which selects it) goes there.
  useEffect(() => {
    if (created) {
      document.getElementById('webhook-secret')?.focus();
    }
  }, [created]);

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    { id: 'url', header: t('webhooks.url'), accessor: (endpoint) => endpoint.url },
    { id: 'events', header: t('webhooks.events'), accessor: (endpoint) => endpoint.events.map(event).join(', ') },
    { id: 'state', header: t('webhooks.stateHeader'), accessor: (endpoint) => t(stateKey(endpoint)) },
    { id: 'failures', header: t('webhooks.failures'), accessor: (endpoint) => endpoint.consecutive_failures },
    actionsColumn(t('webhooks.actions'), ({ id, url, events, enabled }) => (
      <>
        <RowButton
          aria-label={t('webhooks.showDeliveriesOf', { url })}
          aria-pressed={selected === id}
          onClick={() => setSelected(id)}
        >
          {t('webhooks.showDeliveries')}
        </RowButton>
        <SwitchAndDelete
          area="webhooks"
          named={{ url }}
          enabled={enabled}
          onSwitch={() => saveRecord('webhooks', '/api/admin/webhooks', id, { url, events, enabled: !enabled })}
          onDelete={() => deleteRecord('webhooks', `/api/admin/webhooks/${id}`)}
        />
      </>
    )),
  ];

  // A deleted endpoint leaves the list, and its log with it.
  const chosen = data?.find((endpoint) => endpoint.id === selected);
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
      <Panel spacing="roomy">
        <SaveForm
          form={form}
          idPrefix="webhook"
          save={(body) => saveRecord<CreatedWebhook>('webhooks', '/api/admin/webhooks', null, body)}
          savedText={t('webhooks.created')}
          failedText={t('webhooks.failed')}
          onSaved={(made) => {
            setCreated(made);
            form.resetField('url');
          }}
          submitLabel={t('webhooks.create')}
          aria-labelledby="webhook-new"
        >
          <h2 id="webhook-new">{t('webhooks.newTitle')}</h2>
          <FormField name="url" label={t('webhooks.url')} hint={t('webhooks.urlHint')} type="url" />
          <Fieldset legend={t('webhooks.events')}>
            <FormField
              name="events"
              label={t('webhooks.events')}
              choices={WEBHOOK_EVENTS.map((name) => ({ value: name, label: event(name) }))}
            />
          </Fieldset>
        </SaveForm>
      </Panel>
    </Page>
  );
}

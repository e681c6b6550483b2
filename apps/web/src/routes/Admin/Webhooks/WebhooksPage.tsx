import {
  type CreatedWebhook,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@laikas/contract';
import { Button, Checkbox, CopyField, DataTable, Field, invalidProps, TextInput, useConfirm } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../data/useSubmit';
import {
  createWebhook,
  deleteWebhook,
  redeliverWebhook,
  updateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../../../data/webhooks';
import * as pageStyles from '../../../app/page.css';
import * as userStyles from '../../User/UserPage.css';
import * as styles from '../Admin.css';

function useDateTime() {
  const { i18n } = useTranslation('web');
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'lt-LT', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (instant: string | null) => (instant ? format.format(new Date(instant)) : '');
}

/** `/admin/webhooks` (issue 35): endpoints other systems receive signed events at, and each one's delivery log. */
export default function WebhooksPage() {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const { data, error } = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const action = useSubmit(t('webhooks.failed'));

  async function toggle(endpoint: WebhookEndpoint) {
    await action.submit(
      () => updateWebhook(endpoint.id, { url: endpoint.url, events: endpoint.events, enabled: !endpoint.enabled }),
      endpoint.enabled ? t('webhooks.switchedOff') : t('webhooks.switchedOn'),
    );
  }

  async function remove(endpoint: WebhookEndpoint) {
    const sure = await confirm({
      title: t('webhooks.deleteTitle'),
      message: t('webhooks.deleteQuestion', { url: endpoint.url }),
      confirmLabel: t('webhooks.delete'),
      danger: true,
    });
    if (sure) {
      await action.submit(() => deleteWebhook(endpoint.id), t('webhooks.deleted'));
      if (selected === endpoint.id) {
        setSelected(null);
      }
    }
  }

  const stateOf = (endpoint: WebhookEndpoint) => {
    if (endpoint.enabled) {
      return t('webhooks.state.on');
    }
    return endpoint.disabled_reason === 'failures' ? t('webhooks.state.failures') : t('webhooks.state.off');
  };

  const columns = [
    { id: 'url', header: t('webhooks.url'), accessor: (endpoint: WebhookEndpoint) => endpoint.url },
    {
      id: 'events',
      header: t('webhooks.events'),
      accessor: (endpoint: WebhookEndpoint) => endpoint.events.map((event) => t(`webhooks.event.${event}`)).join(', '),
    },
    { id: 'state', header: t('webhooks.stateHeader'), accessor: stateOf },
    {
      id: 'failures',
      header: t('webhooks.failures'),
      accessor: (endpoint: WebhookEndpoint) => endpoint.consecutive_failures,
    },
    {
      id: 'actions',
      header: t('webhooks.actions'),
      accessor: () => '',
      sortable: false,
      searchable: false,
      cell: (endpoint: WebhookEndpoint) => (
        <div className={userStyles.actions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={t('webhooks.showDeliveriesOf', { url: endpoint.url })}
            aria-pressed={selected === endpoint.id}
            onClick={() => setSelected(endpoint.id)}
          >
            {t('webhooks.showDeliveries')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={t(endpoint.enabled ? 'webhooks.switchOffNamed' : 'webhooks.switchOnNamed', {
              url: endpoint.url,
            })}
            onClick={() => void toggle(endpoint)}
          >
            {endpoint.enabled ? t('webhooks.switchOff') : t('webhooks.switchOn')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={t('webhooks.deleteNamed', { url: endpoint.url })}
            onClick={() => void remove(endpoint)}
          >
            {t('webhooks.delete')}
          </Button>
        </div>
      ),
    },
  ];

  const chosen = data?.find((endpoint) => endpoint.id === selected) ?? null;
  return (
    <div className={styles.page}>
      <h1>{t('webhooks.title')}</h1>
      <p className={pageStyles.muted}>{t('webhooks.intro')}</p>
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
      {chosen ? <DeliveryLog endpoint={chosen} /> : null}
      <NewEndpointForm onCreated={setCreated} />
    </div>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('web');
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const { data, error } = useWebhookDeliveries(endpoint.id, page);
  const { submit } = useSubmit(t('webhooks.failed'));
  const rows = data?.data ?? [];
  const columns = [
    {
      id: 'created',
      header: t('webhooks.delivery.created'),
      accessor: (delivery: WebhookDelivery) => delivery.created_at,
      cell: (delivery: WebhookDelivery) => dateTime(delivery.created_at),
    },
    {
      id: 'event',
      header: t('webhooks.delivery.event'),
      accessor: (delivery: WebhookDelivery) => t(`webhooks.event.${delivery.event_type}`),
    },
    {
      id: 'status',
      header: t('webhooks.delivery.status'),
      accessor: (delivery: WebhookDelivery) => t(`webhooks.delivery.statuses.${delivery.status}`),
    },
    {
      id: 'attempts',
      header: t('webhooks.delivery.attempts'),
      accessor: (delivery: WebhookDelivery) => delivery.attempts,
    },
    {
      id: 'code',
      header: t('webhooks.delivery.code'),
      accessor: (delivery: WebhookDelivery) => delivery.response_code ?? '',
      cell: (delivery: WebhookDelivery) => delivery.response_code ?? t('webhooks.delivery.noAnswer'),
    },
    {
      id: 'detail',
      header: t('webhooks.delivery.detail'),
      accessor: (delivery: WebhookDelivery) => delivery.last_error ?? '',
      cell: (delivery: WebhookDelivery) => {
        if (delivery.status === 'delivered') {
          return t('webhooks.delivery.deliveredAt', { at: dateTime(delivery.delivered_at) });
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
      cell: (delivery: WebhookDelivery) => (
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
    <section className={userStyles.card} aria-labelledby="webhook-deliveries-title">
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
    </section>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation('web');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<ReadonlySet<WebhookEvent>>(new Set(['reservation.created']));
  const { pending, errors, submit } = useSubmit(t('webhooks.failed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const created = await submit(
      () => createWebhook({ url, events: WEBHOOK_EVENTS.filter((name) => events.has(name)) }),
      t('webhooks.created'),
    );
    if (created) {
      onCreated(created);
      setUrl('');
    }
  }

  return (
    <form className={userStyles.card} onSubmit={(event) => void save(event)} noValidate aria-labelledby="webhook-new">
      <h2 id="webhook-new">{t('webhooks.newTitle')}</h2>
      <Field id="webhook-url" label={t('webhooks.url')} hint={t('webhooks.urlHint')} errors={errors.url}>
        <TextInput
          id="webhook-url"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          {...invalidProps('webhook-url', errors.url)}
        />
      </Field>
      <fieldset className={userStyles.fieldset}>
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <Checkbox
            key={name}
            label={t(`webhooks.event.${name}`)}
            checked={events.has(name)}
            onCheckedChange={(checked) => {
              const next = new Set(events);
              if (checked) {
                next.add(name);
              } else {
                next.delete(name);
              }
              setEvents(next);
            }}
          />
        ))}
        {errors.events ? (
          <p role="alert" className={userStyles.error}>
            {errors.events.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <div className={userStyles.actions}>
        <Button type="submit" loading={pending}>
          {t('webhooks.create')}
        </Button>
      </div>
    </form>
  );
}

import { type CreatedWebhook, WEBHOOK_EVENTS, type WebhookBody, webhookBodySchema } from '@laikas/contract';
import { Fieldset, Form, FormField, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

/** A new endpoint: its address and the events it receives; the answer shows its secret once. */
export function NewEndpointForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(webhookBodySchema, { url: '', events: ['reservation.created'] });
  const { errors, submit } = useSubmit(t('webhooks.failed'));
  const events = WEBHOOK_EVENTS.map((name) => ({ value: name, label: t(`webhooks.event.${name}`) }));

  async function save(body: WebhookBody) {
    const created = await submit(
      () => write('webhooks', api.post<CreatedWebhook>('/api/admin/webhooks', body)),
      t('webhooks.created'),
    );
    if (created) {
      onCreated(created);
      form.resetField('url');
    }
  }

  return (
    <Panel spacing="roomy">
      <Form
        form={form}
        idPrefix="webhook"
        onSubmit={save}
        serverErrors={errors}
        submitLabel={t('webhooks.create')}
        aria-labelledby="webhook-new"
      >
        <h2 id="webhook-new">{t('webhooks.newTitle')}</h2>
        <FormField name="url" label={t('webhooks.url')} hint={t('webhooks.urlHint')} type="url" />
        <Fieldset legend={t('webhooks.events')}>
          <FormField name="events" label={t('webhooks.events')} choices={events} />
        </Fieldset>
      </Form>
    </Panel>
  );
}

import { type CreatedWebhook, WEBHOOK_EVENTS, type WebhookEvent } from '@laikas/contract';
import { Box, Button, Checkbox, Field, invalidProps, Panel, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as pageStyles from '../../../app/page.css';
import { useSubmit } from '../../../data/useSubmit';
import { createWebhook } from '../../../data/webhooks';

/** A new endpoint: its address and the events it receives; the answer shows its secret once. */
export function NewEndpointForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
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
    <Panel spacing="roomy">
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="lg"
        onSubmit={(event) => void save(event)}
        noValidate
        aria-labelledby="webhook-new"
      >
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
        <fieldset className={pageStyles.optionGroup}>
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
            <Box as="p" role="alert" color="dangerText">
              {errors.events.join(' ')}
            </Box>
          ) : null}
        </fieldset>
        <Box display="flex" gap="sm">
          <Button type="submit" loading={pending}>
            {t('webhooks.create')}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}

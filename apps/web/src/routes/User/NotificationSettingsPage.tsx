import { type NotificationKind, notificationKinds, type NotificationSettings } from '@laikas/contract';
import { Box, Button, Checkbox, Page, Panel } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGet } from '../../data/calls';
import { api } from '../../data/client';
import { useSubmit } from '../../data/useSubmit';

/** `/user/notifications`: which kinds of notification also arrive by e-mail. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<NotificationSettings>('notifications', '/api/user/notification-settings');
  return (
    <Page title={t('notifications.settings.title')} width="slim">
      {error ? <p role="alert">{t('notifications.settings.loadFailed')}</p> : null}
      {data ? <SettingsForm initial={data.email} /> : null}
    </Page>
  );
}

function SettingsForm({ initial }: { initial: readonly NotificationKind[] }) {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState<ReadonlySet<NotificationKind>>(new Set(initial));
  const { pending, submit } = useSubmit(t('notifications.failed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    await submit(
      () =>
        api.put<NotificationSettings>('/api/user/notification-settings', {
          email: notificationKinds.filter((kind) => chosen.has(kind)),
        }),
      t('notifications.settings.saved'),
    );
  }

  return (
    <Panel spacing="roomy">
      <Box as="form" display="flex" flexDirection="column" gap="lg" onSubmit={(event) => void save(event)} noValidate>
        <Box as="p" color="textMuted">
          {t('notifications.settings.intro')}
        </Box>
        {notificationKinds.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`notifications.settings.kind.${kind}`)}
            checked={chosen.has(kind)}
            onCheckedChange={(checked) => {
              const next = new Set(chosen);
              if (checked) {
                next.add(kind);
              } else {
                next.delete(kind);
              }
              setChosen(next);
            }}
          />
        ))}
        <Box display="flex" gap="sm">
          <Button type="submit" loading={pending}>
            {t('notifications.settings.save')}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}

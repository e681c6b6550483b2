import { type NotificationKind, notificationKinds, type NotificationSettings } from '@laikas/contract';
import { Button, Checkbox } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api } from '../../data/client';
import { useSubmit } from '../../data/useSubmit';
import * as styles from './UserPage.css';

const SETTINGS_KEY = ['notifications', 'settings'] as const;

/** `/user/notifications`: which kinds of notification also arrive by e-mail. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('web');
  const { data, error } = useSWR(SETTINGS_KEY, () => api.get<NotificationSettings>('/api/user/notification-settings'));
  return (
    <div className={styles.page}>
      <h1>{t('notifications.settings.title')}</h1>
      {error ? <p role="alert">{t('notifications.settings.loadFailed')}</p> : null}
      {data ? <SettingsForm initial={data.email} /> : null}
    </div>
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
    <form className={styles.card} onSubmit={(event) => void save(event)} noValidate>
      <p className={styles.muted}>{t('notifications.settings.intro')}</p>
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
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t('notifications.settings.save')}
        </Button>
      </div>
    </form>
  );
}

import { type NotificationSettings, notificationKinds, notificationSettingsSchema } from '@laikas/contract';
import { FormField, useSchemaForm, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useGet } from '../../data/calls';
import { api } from '../../data/client';
import { SaveFormPage } from '../ScreenKit';

/** `/user/notifications`: which kinds of notification also arrive by e-mail. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<NotificationSettings>('notifications', '/api/user/notification-settings');
  // One page from the first render on: its heading (and the focus the app puts on it) stays while the settings load.
  const form = useSchemaForm(notificationSettingsSchema, { email: [] }, data);
  const kinds = notificationKinds.map((kind) => ({ value: kind, label: t(`notifications.settings.kind.${kind}`) }));

  return (
    <SaveFormPage
      title={t('notifications.settings.title')}
      width="slim"
      panel
      loading={!data}
      loadError={error ? t('notifications.settings.loadFailed') : undefined}
      form={form}
      idPrefix="notifications"
      save={(body) => api.put<NotificationSettings>('/api/user/notification-settings', body)}
      savedText={t('notifications.settings.saved')}
      failedText={t('notifications.failed')}
      submitLabel={t('notifications.settings.save')}
      lead={<Muted>{t('notifications.settings.intro')}</Muted>}
    >
      <FormField name="email" label={t('notifications.settings.title')} choices={kinds} />
    </SaveFormPage>
  );
}

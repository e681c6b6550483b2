import { type NotificationSettings, notificationKinds, notificationSettingsSchema } from '@laikas/contract';
import { Box, FormField, FormPage, Page, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../data/client';
import { useNotificationSettings } from '../../data/notificationSettings';
import { useSubmit } from '../../data/useSubmit';

/** `/user/notifications`: which kinds of notification also arrive by e-mail. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('web');
  const { data, error } = useNotificationSettings();
  if (!data) {
    return (
      <Page title={t('notifications.settings.title')} width="slim">
        {error ? <p role="alert">{t('notifications.settings.loadFailed')}</p> : null}
      </Page>
    );
  }
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(notificationSettingsSchema, settings);
  const { errors, submit } = useSubmit(t('notifications.failed'));
  const kinds = notificationKinds.map((kind) => ({ value: kind, label: t(`notifications.settings.kind.${kind}`) }));

  return (
    <FormPage
      title={t('notifications.settings.title')}
      width="slim"
      panel
      form={form}
      idPrefix="notifications"
      onSubmit={(body) =>
        submit(
          () => api.put<NotificationSettings>('/api/user/notification-settings', body),
          t('notifications.settings.saved'),
        )
      }
      serverErrors={errors}
      submitLabel={t('notifications.settings.save')}
      lead={
        <Box as="p" color="textMuted">
          {t('notifications.settings.intro')}
        </Box>
      }
    >
      <FormField name="email" label={t('notifications.settings.title')} choices={kinds} />
    </FormPage>
  );
}

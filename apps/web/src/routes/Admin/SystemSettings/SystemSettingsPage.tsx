import { type SystemSettings, systemSettingsDraftSchema } from '@laikas/contract';
import { FormField, Panel, useSchemaForm, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useGet, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { draftMessage, slotDrafts } from '../Resources/resourceForm';
import { SlotFields } from '../Resources/SlotSettings';
import { HOUR_OPTIONS, Loading, SaveFormPage } from '../../ScreenKit';
import { TestEmailPanel } from './TestEmailPanel';

const MB = 1024 * 1024;

/**
 * /admin/system-settings (super administrators): the university's name, support e-mail and upload limit; the
 * academic slots and forbidden gaps new resources start from; the reminder hour of users who chose none. Under the
 * form, apart from it, a test e-mail of the server's mail settings.
 */
export default function SystemSettingsPage() {
  const { data, error } = useGet<SystemSettings>('system-settings', '/api/admin/system-settings');
  return data ? <SettingsForm settings={data} /> : <Loading error={error} />;
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(systemSettingsDraftSchema, {
    ...settings,
    upload_max_bytes: String(Math.round((settings.upload_max_bytes / MB) * 10) / 10),
    default_available_slots: slotDrafts(settings.default_available_slots),
    default_forbidden_slots: slotDrafts(settings.default_forbidden_slots),
  });
  return (
    <SaveFormPage
      title={t('admin.systemSettings.title')}
      intro={t('admin.systemSettings.intro')}
      form={form}
      idPrefix="site"
      save={(body) => write('settings', api.put<SystemSettings>('/api/admin/system-settings', body))}
      savedText={t('admin.systemSettings.saved')}
      ownMessage={draftMessage(t)}
      after={<TestEmailPanel />}
    >
      <Panel>
        <FormField name="university_name" label={t('admin.systemSettings.universityName')} />
        <FormField name="support_email" label={t('admin.systemSettings.supportEmail')} type="email" />
        <FormField
          name="upload_max_bytes"
          label={t('admin.systemSettings.uploadLimit')}
          hint={t('admin.systemSettings.uploadLimitHint')}
          inputMode="decimal"
        />
      </Panel>
      <Panel title={t('admin.systemSettings.slots')} role="group">
        <Muted>{t('admin.systemSettings.slotsIntro')}</Muted>
        <SlotFields
          names={['default_available_slots', 'default_forbidden_slots']}
          values={form.watch(['default_available_slots', 'default_forbidden_slots'])}
          idPrefix="default-"
        />
      </Panel>
      <Panel>
        <FormField
          name="default_reminder_hour"
          label={t('admin.systemSettings.reminderHour')}
          hint={t('admin.systemSettings.reminderHourHint')}
          options={HOUR_OPTIONS}
        />
      </Panel>
    </SaveFormPage>
  );
}

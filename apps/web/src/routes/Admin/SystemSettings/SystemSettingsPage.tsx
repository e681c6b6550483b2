import { formatTimeOfDay } from '@laikas/contract/time';
import { type SystemSettings, systemSettingsDraftSchema } from '@laikas/contract';
import { Box, FormField, FormPage, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useGet } from '../../../data/calls';
import { saveSystemSettings } from '../../../data/systemSettings';
import { useSubmit } from '../../../data/useSubmit';
import { draftMessageKey, slotDrafts, type SlotDraft } from '../Resources/resourceForm';
import { SlotList, SlotPreview } from '../Resources/SlotSettings';

const MB = 1024 * 1024;
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: formatTimeOfDay({ hours: hour, minutes: 0 }),
}));

/**
 * /admin/system-settings (super administrators): the university's name, support e-mail and upload limit; the
 * academic slots and forbidden gaps new resources start from; the reminder hour of users who chose none.
 */
export default function SystemSettingsPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<SystemSettings>('system-settings', '/api/admin/system-settings');
  if (!data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(systemSettingsDraftSchema, {
    ...settings,
    upload_max_bytes: String(Math.round((settings.upload_max_bytes / MB) * 10) / 10),
    default_available_slots: slotDrafts(settings.default_available_slots),
    default_forbidden_slots: slotDrafts(settings.default_forbidden_slots),
  });
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  const [available, forbidden] = form.watch(['default_available_slots', 'default_forbidden_slots']);

  const slotList = (name: 'available_slots' | 'forbidden_slots', label: string) => (
    <FormField
      name={`default_${name}`}
      label={label}
      render={({ value, onChange }) => (
        <SlotList field={`default-${name}`} label={label} slots={value as SlotDraft[]} onChange={onChange} />
      )}
    />
  );
  return (
    <FormPage
      title={t('admin.systemSettings.title')}
      intro={t('admin.systemSettings.intro')}
      form={form}
      idPrefix="site"
      onSubmit={(body) => submit(() => saveSystemSettings(body), t('admin.systemSettings.saved'))}
      serverErrors={errors}
      ownMessage={(message) => {
        const key = draftMessageKey(message);
        return key ? t(key) : undefined;
      }}
      submitLabel={t('admin.save')}
      width="medium"
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
        <Box as="p" color="textMuted">
          {t('admin.systemSettings.slotsIntro')}
        </Box>
        {slotList('available_slots', t('admin.resources.availableSlots'))}
        {slotList('forbidden_slots', t('admin.resources.forbiddenSlots'))}
        <SlotPreview idPrefix="default-" available={available} forbidden={forbidden} />
      </Panel>
      <Panel>
        <FormField
          name="default_reminder_hour"
          label={t('admin.systemSettings.reminderHour')}
          hint={t('admin.systemSettings.reminderHourHint')}
          options={HOUR_OPTIONS}
        />
      </Panel>
    </FormPage>
  );
}

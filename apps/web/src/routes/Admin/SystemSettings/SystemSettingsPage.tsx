import { formatTimeOfDay } from '@laikas/contract/time';
import type { SystemSettings } from '@laikas/contract';
import { Box, Button, Field, FieldErrors, fieldIds, invalidProps, Page, Panel, Select, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSystemSettings, useSystemSettings } from '../../../data/systemSettings';
import { useSubmit } from '../../../data/useSubmit';
import { SlotSettings } from '../Resources/SlotSettings';
import { slotDrafts, spansOf, type SlotDraft } from '../Resources/resourceForm';

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
  const { data, error } = useSystemSettings();
  if (!data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('web');
  const [name, setName] = useState(settings.university_name);
  const [email, setEmail] = useState(settings.support_email);
  const [megabytes, setMegabytes] = useState(String(Math.round((settings.upload_max_bytes / MB) * 10) / 10));
  const [available, setAvailable] = useState<SlotDraft[]>(slotDrafts(settings.default_available_slots));
  const [forbidden, setForbidden] = useState<SlotDraft[]>(slotDrafts(settings.default_forbidden_slots));
  const [reminderHour, setReminderHour] = useState(settings.default_reminder_hour);
  const [slotErrors, setSlotErrors] = useState<Record<string, string[]>>({});
  const { pending, errors: serverErrors, submit } = useSubmit(t('admin.saveFailed'));
  const errors = { ...serverErrors, ...slotErrors };

  async function save(event: FormEvent) {
    event.preventDefault();
    const availableSpans = spansOf(available);
    const forbiddenSpans = spansOf(forbidden);
    const timeError = [t('admin.resources.form.time')];
    setSlotErrors({
      ...(availableSpans ? {} : { default_available_slots: timeError }),
      ...(forbiddenSpans ? {} : { default_forbidden_slots: timeError }),
    });
    if (!availableSpans || !forbiddenSpans) {
      return;
    }
    await submit(
      () =>
        saveSystemSettings({
          university_name: name,
          support_email: email,
          upload_max_bytes: Math.round(Number(megabytes.replace(',', '.')) * MB) || 0,
          default_available_slots: availableSpans,
          default_forbidden_slots: forbiddenSpans,
          default_reminder_hour: reminderHour,
        }),
      t('admin.systemSettings.saved'),
    );
  }

  return (
    <Page title={t('admin.systemSettings.title')} intro={t('admin.systemSettings.intro')}>
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="lg"
        maxWidth="medium"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <Panel>
          <Field id="site-name" label={t('admin.systemSettings.universityName')} errors={errors.university_name}>
            <TextInput
              id="site-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...invalidProps('site-name', errors.university_name)}
            />
          </Field>
          <Field id="site-email" label={t('admin.systemSettings.supportEmail')} errors={errors.support_email}>
            <TextInput
              id="site-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...invalidProps('site-email', errors.support_email)}
            />
          </Field>
          <Field
            id="site-upload"
            label={t('admin.systemSettings.uploadLimit')}
            hint={t('admin.systemSettings.uploadLimitHint')}
            errors={errors.upload_max_bytes}
          >
            <TextInput
              id="site-upload"
              inputMode="decimal"
              value={megabytes}
              onChange={(event) => setMegabytes(event.target.value)}
              {...invalidProps('site-upload', errors.upload_max_bytes)}
            />
          </Field>
        </Panel>
        <Panel title={t('admin.systemSettings.slots')} role="group">
          <Box as="p" color="textMuted">
            {t('admin.systemSettings.slotsIntro')}
          </Box>
          <SlotSettings
            idPrefix="default-"
            available={available}
            forbidden={forbidden}
            availableErrors={errors.default_available_slots}
            forbiddenErrors={errors.default_forbidden_slots}
            onAvailableChange={setAvailable}
            onForbiddenChange={setForbidden}
          />
        </Panel>
        <Panel>
          <div>
            <Select
              id="site-reminder-hour"
              label={t('admin.systemSettings.reminderHour')}
              options={HOUR_OPTIONS}
              value={reminderHour}
              invalid={(errors.default_reminder_hour?.length ?? 0) > 0}
              onValueChange={(next) => setReminderHour(next ?? reminderHour)}
            />
            <Box as="p" color="textMuted" fontSize="sm">
              {t('admin.systemSettings.reminderHourHint')}
            </Box>
            <FieldErrors id={fieldIds('site-reminder-hour').errors} messages={errors.default_reminder_hour ?? []} />
          </div>
        </Panel>
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button type="submit" loading={pending}>
            {t('admin.save')}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}

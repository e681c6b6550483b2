import { formatTimeOfDay } from '@laikas/contract/time';
import { type CurrentUser, updateRemindersBodySchema } from '@laikas/contract';
import { FormField, useSchemaForm, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../data/appInfo';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { HOUR_OPTIONS, SaveFormPage } from '../ScreenKit';

/** Daily reminder on or off and the hour it is sent (`POST /api/users/{id}/update-reminders`). */
export default function RemindersPage() {
  const { user } = useSession();
  const appInfo = useAppInfo();
  // Until the person chooses an hour, the university's default hour (system settings) is theirs: show it.
  return user && appInfo ? (
    <RemindersForm key={user.id} user={user} defaultHour={appInfo.default_reminder_hour} />
  ) : null;
}

function RemindersForm({ user, defaultHour }: { user: CurrentUser; defaultHour: number }) {
  const { t } = useTranslation('web');
  const { setUser } = useSession();
  const form = useSchemaForm(updateRemindersBodySchema, {
    daily_reminder: user.daily_reminder,
    reminder_hour: user.reminder_hour_chosen ? user.reminder_hour : defaultHour,
  });
  const defaultHourNote = user.reminder_hour_chosen ? null : (
    <Muted>{t('user.reminderHourDefault', { hour: formatTimeOfDay({ hours: defaultHour, minutes: 0 }) })}</Muted>
  );
  return (
    <SaveFormPage
      title={t('user.remindersTitle')}
      width="slim"
      panel
      form={form}
      idPrefix="reminder"
      save={(body) => api.post<CurrentUser>(`/api/users/${user.id}/update-reminders`, body)}
      savedText={t('user.remindersSaved')}
      failedText={t('user.saveFailed')}
      onSaved={setUser}
      submitLabel={t('user.save')}
      lead={<Muted>{t('user.remindersIntro')}</Muted>}
    >
      <FormField name="daily_reminder" type="checkbox" label={t('user.dailyReminder')} />
      <FormField
        name="reminder_hour"
        label={t('user.reminderHour')}
        options={HOUR_OPTIONS}
        disabled={!form.watch('daily_reminder')}
        hint={defaultHourNote}
      />
    </SaveFormPage>
  );
}

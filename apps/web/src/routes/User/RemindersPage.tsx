import { formatTimeOfDay } from '@laikas/contract/time';
import type { CurrentUser } from '@laikas/contract';
import { Box, Button, Checkbox, FieldErrors, fieldIds, Page, Panel, Select } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../data/appInfo';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { useSubmit } from '../../data/useSubmit';

const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: formatTimeOfDay({ hours: hour, minutes: 0 }),
}));

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
  const [enabled, setEnabled] = useState(user.daily_reminder);
  const [hour, setHour] = useState(user.reminder_hour_chosen ? user.reminder_hour : defaultHour);
  const { pending, errors, submit } = useSubmit(t('user.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(
      () =>
        api.post<CurrentUser>(`/api/users/${user.id}/update-reminders`, {
          daily_reminder: enabled,
          reminder_hour: hour,
        }),
      t('user.remindersSaved'),
    );
    if (saved) {
      setUser(saved);
    }
  }

  return (
    <Page title={t('user.remindersTitle')} width="slim">
      <Panel spacing="roomy">
        <Box as="form" display="flex" flexDirection="column" gap="lg" onSubmit={(event) => void save(event)} noValidate>
          <Box as="p" color="textMuted">
            {t('user.remindersIntro')}
          </Box>
          <Checkbox label={t('user.dailyReminder')} checked={enabled} onCheckedChange={setEnabled} />
          <div>
            <Select
              id="reminder-hour"
              label={t('user.reminderHour')}
              options={HOUR_OPTIONS}
              value={hour}
              disabled={!enabled}
              invalid={(errors.reminder_hour?.length ?? 0) > 0}
              onValueChange={(next) => setHour(next ?? hour)}
            />
            <FieldErrors id={fieldIds('reminder-hour').errors} messages={errors.reminder_hour ?? []} />
            {user.reminder_hour_chosen ? null : (
              <Box as="p" color="textMuted">
                {t('user.reminderHourDefault', { hour: formatTimeOfDay({ hours: defaultHour, minutes: 0 }) })}
              </Box>
            )}
          </div>
          <Box display="flex" gap="sm">
            <Button type="submit" loading={pending}>
              {t('user.save')}
            </Button>
          </Box>
        </Box>
      </Panel>
    </Page>
  );
}

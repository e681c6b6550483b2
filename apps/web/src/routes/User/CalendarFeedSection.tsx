import type { CalendarFeed } from '@laikas/contract';
import { ConfirmButton, CopyField, Panel, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { CALENDAR_FEED, resetCalendarFeed } from '../../data/calendarFeed';
import { useGet } from '../../data/calls';
import { useSubmit } from '../../data/useSubmit';

/** The profile's calendar subscription: the private feed address with Copy and Reset (issue 14). */
export function CalendarFeedSection() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<CalendarFeed>('calendar-feed', CALENDAR_FEED);
  const { pending, submit } = useSubmit(t('calendarFeed.failed'));

  let body;
  if (error) {
    body = <p role="alert">{t('calendarFeed.loadFailed')}</p>;
  } else if (!data) {
    body = <Muted>{t('calendarFeed.loading')}</Muted>;
  } else {
    body = (
      <CopyField
        id="calendar-feed-url"
        label={t('calendarFeed.label')}
        hint={t('calendarFeed.hint')}
        value={data.url}
        actions={
          <ConfirmButton
            variant="secondary"
            loading={pending}
            confirm={{
              title: t('calendarFeed.resetTitle'),
              message: t('calendarFeed.resetQuestion'),
              confirmLabel: t('calendarFeed.reset'),
              danger: true,
            }}
            onConfirm={() => submit(resetCalendarFeed, t('calendarFeed.resetDone'))}
          >
            {t('calendarFeed.reset')}
          </ConfirmButton>
        }
      />
    );
  }

  return (
    <Panel spacing="roomy" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('calendarFeed.title')}</h2>
      <Muted>{t('calendarFeed.intro')}</Muted>
      {body}
    </Panel>
  );
}

import type { Resource } from '@laikas/contract';
import { Box, Button, Inline, Panel, Select, TimeList } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JoinLink, ReservationLink, timeSpanOf } from '../../app/reservations/ReservationParts';
import { formatCivilDate, formatWeekRange } from '../../app/civilDates';
import { useAddressWeek } from '../../app/useAddressWeek';
import { WeekNavigation } from '../../app/WeekNavigation';
import { useTimeZone } from '../../data/appInfo';
import { useGet } from '../../data/calls';
import { ApiError } from '../../data/client';
import { referenceData } from '../../data/keys';
import { useRemoteReservations } from '../../data/reservations';
import { useSession } from '../../data/session';
import { ALL_MINE, initialRemoteResource, REMOTE_RESOURCE_KEY } from './initialRemoteResource';

/** Remote reservations, one week from Monday, of a chosen remote-enabled resource or all of mine (spec 2, 4). */
export default function RemoteReservationsPage() {
  const { t, i18n } = useTranslation('web');
  const { user } = useSession();
  const timeZone = useTimeZone();
  const resources = useGet<Resource[]>('resources', '/api/resources/remote-enabled', undefined, referenceData);
  // The week in the address, as on a room's page (`?week=`): linked and kept on reload.
  const { currentWeek, week, dates, from, to, searchOf } = useAddressWeek(timeZone);
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(REMOTE_RESOURCE_KEY));
  const resourceId = resources.data
    ? initialRemoteResource(chosen, user?.subscribed_calendar, resources.data)
    : undefined;
  const list = useRemoteReservations(resourceId, from, to);
  const failure = list.error instanceof ApiError && list.error.message ? list.error.message : t('remote.loadFailed');
  const reservations = resourceId === undefined || list.error ? [] : (list.data ?? []);
  const weekLabel = formatWeekRange(from, to, i18n.language);
  const days = dates
    .map((date) => ({ date, reservations: reservations.filter((reservation) => reservation.from === date) }))
    .filter((day) => day.reservations.length > 0);

  function choose(value: string) {
    localStorage.setItem(REMOTE_RESOURCE_KEY, value);
    setChosen(value);
  }

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <h1>{t('remote.title')}</h1>
      <Inline align="spaceBetween" alignY="bottom" space="md">
        <Select
          id="remote-resource"
          label={t('remote.resource')}
          options={[
            { value: ALL_MINE, label: t('remote.allMine') },
            ...(resources.data ?? []).map((resource) => ({ value: resource.id, label: resource.name })),
          ]}
          value={resourceId === null ? ALL_MINE : (resourceId ?? null)}
          onValueChange={(next) => choose(String(next ?? ALL_MINE))}
        />
        <Inline space="xs">
          <WeekNavigation week={week} currentWeek={currentWeek} searchOf={searchOf} />
          <Button variant="ghost" size="small" onClick={() => void list.mutate()}>
            {t('remote.refresh')}
          </Button>
        </Inline>
      </Inline>
      <Box as="h2" fontSize="lg" aria-live="polite">
        {weekLabel}
      </Box>
      {list.error ? <p role="alert">{failure}</p> : null}
      {resourceId !== undefined && !list.isLoading && !list.error && reservations.length === 0 ? (
        <p>{t('remote.none')}</p>
      ) : null}
      {days.map(({ date, reservations: day }) => (
        <Panel key={date} aria-label={formatCivilDate(date, i18n.language, 'dayOfWeek')}>
          {/* No text-transform: Lithuanian dates are lower case ("lapkričio 30 d., pirmadienis"), and `capitalize`
                made "Lapkričio 30 D., Pirmadienis" of them (issue 12, item 10). */}
          <Box as="h3" fontSize="md">
            {formatCivilDate(date, i18n.language, 'dayOfWeek')}
          </Box>
          <TimeList
            items={[...day]
              .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
              .map((reservation) => ({
                key: reservation.id,
                time: timeSpanOf(reservation),
                title: <ReservationLink reservation={reservation} />,
                meta: [reservation.resource.name, reservation.responsible?.name].filter(Boolean).join(' · '),
                action: reservation.remote_address ? <JoinLink href={reservation.remote_address} /> : undefined,
              }))}
          />
        </Panel>
      ))}
    </Box>
  );
}

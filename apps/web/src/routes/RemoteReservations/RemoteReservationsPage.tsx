import type { Reservation, Resource } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract';
import { getWeekDates } from '@laikas/timetable-grid';
import { Box, Button, buttonClass, Inline, Panel, Select, TimeList } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routeTable';
import { formatCivilDate, formatWeekRange } from '../../app/civilDates';
import { useCurrentWeek } from '../../app/useAddressWeek';
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
  const { week: currentWeek } = useCurrentWeek(timeZone);
  const [week, setWeek] = useState(currentWeek);
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(REMOTE_RESOURCE_KEY));
  const resourceId = resources.data
    ? initialRemoteResource(chosen, user?.subscribed_calendar, resources.data)
    : undefined;
  const dates = useMemo(() => getWeekDates(week), [week]);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const list = useRemoteReservations(resourceId, from, to);
  const reservations = useMemo(
    () => (resourceId === undefined || list.error ? [] : (list.data ?? [])),
    [list.data, list.error, resourceId],
  );
  const failure = list.error
    ? list.error instanceof ApiError && list.error.message
      ? list.error.message
      : t('remote.loadFailed')
    : null;
  const weekLabel = formatWeekRange(from, to, i18n.language);
  const byDay = useMemo(() => {
    const days = new Map<string, Reservation[]>(dates.map((date) => [date, []]));
    for (const reservation of [...reservations].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
      days.get(reservation.from)?.push(reservation);
    }
    return days;
  }, [dates, reservations]);

  const resourceOptions = useMemo(
    () => [
      { value: ALL_MINE as string | number, label: t('remote.allMine') },
      ...(resources.data ?? []).map((resource) => ({ value: resource.id as string | number, label: resource.name })),
    ],
    [resources.data, t],
  );

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
          options={resourceOptions}
          value={resourceId === null ? ALL_MINE : (resourceId ?? null)}
          onValueChange={(next) => choose(String(next ?? ALL_MINE))}
        />
        <Inline space="xs">
          <WeekNavigation week={week} currentWeek={currentWeek} onChange={setWeek} />
          <Button variant="ghost" size="small" onClick={() => void list.mutate()}>
            {t('remote.refresh')}
          </Button>
        </Inline>
      </Inline>
      <Box as="h2" fontSize="lg" aria-live="polite">
        {weekLabel}
      </Box>
      {failure ? <p role="alert">{failure}</p> : null}
      {resourceId !== undefined && !list.isLoading && !failure && reservations.length === 0 ? (
        <p>{t('remote.none')}</p>
      ) : null}
      {[...byDay.entries()]
        .filter(([, day]) => day.length > 0)
        .map(([date, day]) => (
          <Panel key={date} aria-label={formatCivilDate(date, i18n.language, 'dayOfWeek')}>
            {/* No text-transform: Lithuanian dates are lower case ("lapkričio 30 d., pirmadienis"), and `capitalize`
                made "Lapkričio 30 D., Pirmadienis" of them (issue 12, item 10). */}
            <Box as="h3" fontSize="md">
              {formatCivilDate(date, i18n.language, 'dayOfWeek')}
            </Box>
            <TimeList
              items={day.map((reservation) => ({
                key: reservation.id,
                time: `${formatTimeOfDay(reservation.from_time)}–${formatTimeOfDay(reservation.to_time)}`,
                title: <Link to={pathTo('Reservation', { reservationId: reservation.id })}>{reservation.name}</Link>,
                meta: [reservation.resource.name, reservation.responsible?.name].filter(Boolean).join(' · '),
                action: reservation.remote_address ? (
                  <a
                    className={buttonClass({ variant: 'success' })}
                    href={reservation.remote_address}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('reservationView.join')}
                  </a>
                ) : undefined,
              }))}
            />
          </Panel>
        ))}
    </Box>
  );
}

import type { GroupTimetable, Reservation } from '@laikas/contract';
import { WeekGrid } from '@laikas/timetable-grid';
import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceWeek } from '../../app/reservations/ResourceWeek';
import { toTimetableEvent, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useGridEvents } from '../../app/reservations/useGridEvents';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { pathTo } from '../../app/routeTable';
import { useCurrentWeek } from '../../app/useAddressWeek';
import { useTimeZone } from '../../data/appInfo';
import { useGet } from '../../data/calls';
import { useResource } from '../../data/resources';
import { useSession } from '../../data/session';

/* Home's weeks on the grid: this week of the user's groups' timetables and of their default resource. */

/** This week of each approved timetable of the user's groups (issue 16): a student sees their group's week. */
export function GroupTimetableWeeks() {
  const { data } = useGet<GroupTimetable[]>('timetables', '/api/group-timetables/mine');
  const timeZone = useTimeZone();
  const { from, to } = useCurrentWeek(timeZone);
  const current = (data ?? []).filter(
    (timetable) => timetable.period.ends_on >= from && timetable.period.starts_on <= to,
  );
  return (
    <>
      {current.map((timetable) => (
        <GroupWeek key={timetable.id} timetable={timetable} from={from} to={to} timeZone={timeZone} />
      ))}
    </>
  );
}

function GroupWeek({
  timetable,
  from,
  to,
  timeZone,
}: {
  timetable: GroupTimetable;
  from: string;
  to: string;
  timeZone: string;
}) {
  const { t } = useTranslation('web');
  const week = useGet<Reservation[]>('reservations', `/api/group-timetables/${timetable.id}/reservations`, {
    from,
    to,
  });
  const { events } = useGridEvents(week.data, toTimetableEvent);
  const { openReservation } = useReservationEditor();
  const headingId = `group-week-${timetable.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="sm">
      <h2 id={headingId}>{t('groups.home.title', { name: timetable.group.name, period: timetable.period.name })}</h2>
      {week.error ? <p role="alert">{t('groups.home.loadFailed')}</p> : null}
      <WeekGrid<ReservationEvent>
        week={from}
        events={events}
        timeZone={timeZone}
        timeScale="hours"
        onEventClick={(event) => openReservation(event.reservation)}
        aria-label={t('groups.home.week', { name: timetable.group.name })}
        // Busy, not empty, until the week comes (a phone's agenda says "Loading…" rather than "Nothing scheduled").
        loading={week.data === undefined && !week.error}
      />
    </Box>
  );
}

/** This week of the user's default resource, or a pointer to choosing one. */
export function DefaultResourceWeek() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const timeZone = useTimeZone();
  const { data: resource } = useResource(user?.subscribed_calendar ?? undefined);
  const { from, to } = useCurrentWeek(timeZone);

  if (!user?.subscribed_calendar) {
    return (
      <p>
        {t('home.noDefaultResource')} <Link to={pathTo('ResourcesIndex')}>{t('home.chooseDefaultResource')}</Link>
      </p>
    );
  }
  return (
    <Box as="section" aria-labelledby="default-resource-heading" display="flex" flexDirection="column" gap="sm">
      <h2 id="default-resource-heading">
        {t('home.defaultResource')}:{' '}
        {resource ? <Link to={pathTo('ResourceWithId', { id: resource.id })}>{resource.name}</Link> : null}
      </h2>
      {resource ? (
        <ResourceWeek
          resourceId={resource.id}
          resource={resource}
          from={from}
          to={to}
          timeZone={timeZone}
          scale="hours"
          label={t('home.defaultResourceWeek', { name: resource.name })}
        />
      ) : null}
    </Box>
  );
}

import type { GroupTimetable, Reservation } from '@laikas/contract';
import { WeekGrid } from '@laikas/timetable-grid';
import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { formatCivilDate } from '../../app/civilDates';
import { toTimetableEvent, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useGridEvents } from '../../app/reservations/useGridEvents';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useTimeZone } from '../../data/appInfo';
import { useGet } from '../../data/calls';
import { pickGroupWeeks } from './pickGroupWeeks';
import { useHomeWeek } from './useHomeWeek';

/**
 * This week of each approved timetable of the user's groups (issue 16), from Saturday on the coming week (its
 * heading says "next week"): a student sees their group's week. With none this week, the first week of the soonest
 * period to come (pickGroupWeeks).
 */
export function GroupTimetableWeeks() {
  const { data } = useGet<GroupTimetable[]>('timetables', '/api/group-timetables/mine');
  const timeZone = useTimeZone();
  const homeWeek = useHomeWeek(timeZone);
  const { timetables, from, to, startsOn } = pickGroupWeeks(data ?? [], homeWeek.from);
  return (
    <>
      {timetables.map((timetable) => (
        <GroupWeek
          key={timetable.id}
          timetable={timetable}
          from={from}
          to={to}
          timeZone={timeZone}
          startsOn={startsOn}
          nextWeek={!startsOn && homeWeek.nextWeek}
        />
      ))}
    </>
  );
}

function GroupWeek({
  timetable,
  from,
  to,
  timeZone,
  startsOn,
  nextWeek = false,
}: {
  timetable: GroupTimetable;
  from: string;
  to: string;
  timeZone: string;
  /** The coming week is shown (a weekend), not this one: the heading says so. */
  nextWeek?: boolean;
  /** The day a period still to come starts: its first week is shown, not this one. */
  startsOn?: string;
}) {
  const { t, i18n } = useTranslation('web');
  const week = useGet<Reservation[]>('reservations', `/api/group-timetables/${timetable.id}/reservations`, {
    from,
    to,
  });
  const { events } = useGridEvents(week.data, toGroupLectureEvent);
  const { openReservation } = useReservationEditor();
  const headingId = `group-week-${timetable.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="sm">
      <h2 id={headingId}>
        {t(nextWeek ? 'groups.home.titleNextWeek' : 'groups.home.title', {
          name: timetable.group.name,
          period: timetable.period.name,
        })}
      </h2>
      {startsOn ? <p>{t('groups.home.startsOn', { date: formatCivilDate(startsOn, i18n.language) })}</p> : null}
      {week.error ? <p role="alert">{t('groups.home.loadFailed')}</p> : null}
      <WeekGrid<ReservationEvent>
        week={from}
        events={events}
        timeZone={timeZone}
        timeScale="hours"
        onEventClick={(event) => openReservation(event.reservation)}
        aria-label={t(startsOn ? 'groups.home.firstWeek' : nextWeek ? 'groups.home.nextWeek' : 'groups.home.week', {
          name: timetable.group.name,
        })}
        // Busy, not empty, until the week comes (a phone's agenda says "Loading…" rather than "Nothing scheduled").
        loading={week.data === undefined && !week.error}
      />
    </Box>
  );
}

/** A lecture of the student's group: under its name, its room and who gives it (the group is the student's own). */
function toGroupLectureEvent(reservation: Reservation): ReservationEvent {
  const subtitle = [reservation.resource.name, reservation.responsible?.name].filter(Boolean).join(' · ');
  return { ...toTimetableEvent(reservation), subtitle: subtitle || undefined };
}

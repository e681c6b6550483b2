import { fromMinutes, type Reservation, type Resource } from '@laikas/contract';
import {
  lectureSpanOf,
  resolveAcademicDay,
  toMinuteSpan,
  WeekGrid,
  type SlotSelection,
  type TimeScale,
} from '@laikas/timetable-grid';
import { useTranslation } from 'react-i18next';
import { useResourceWeek } from '../../data/reservations';
import { toTimetableEvent, type ReservationEvent } from './toTimetableEvent';
import { useGridEvents } from './useGridEvents';
import { useReservationEditor } from './useReservationEditor';

/**
 * On a room's own week a remote reservation beside a lecture gets the room for its "room not used" words (the person
 * responsible is in its tooltip's place, the form).
 */
function toWeekEvent(reservation: Reservation): ReservationEvent {
  const event = toTimetableEvent(reservation);
  return event.remoteOnly ? { ...event, subtitle: undefined } : event;
}

export interface ResourceWeekProps {
  resourceId: number;
  /** The resource if the app already holds it (its slots until the week's own call answers). */
  resource?: Resource;
  /** Monday and Sunday of the week shown. */
  from: string;
  to: string;
  timeZone: string;
  scale: TimeScale;
  label: string;
}

/**
 * One resource's week on the grid, wired to the API: clicking free time opens a new reservation
 * there, clicking a reservation opens it.
 */
export function ResourceWeek({ resourceId, resource, from, to, timeZone, scale, label }: ResourceWeekProps) {
  const { t } = useTranslation('web');
  // One call for the week: the resource's settings and its reservations (issue 18).
  const week = useResourceWeek(resourceId, from, to);
  const settings = week.data?.resource.settings ?? resource?.settings;
  const { events, closures } = useGridEvents(week.data?.reservations, toWeekEvent, week.data?.closures);
  // The form's code once the week is drawn (not before: it would delay the week).
  const { openReservation, openNew } = useReservationEditor({ preload: week.data !== undefined });

  function reserve(selection: SlotSelection) {
    if (!settings) {
      return;
    }
    // A new reservation is a lecture (spec 4), from either scale: time clicked in hours becomes the academic slots
    // it falls on (issue 12, item 7); time on no slot leaves the slots to be picked.
    const lecture = lectureSpanOf(toMinuteSpan(selection), resolveAcademicDay(settings));
    openNew({
      reservable: [resourceId],
      from: selection.date,
      from_time: lecture ? fromMinutes(lecture.from) : null,
      to_time: lecture ? fromMinutes(lecture.to) : null,
      type: 'lecture',
    });
  }

  return (
    <>
      {week.error ? <p role="alert">{t('resourceView.loadFailed')}</p> : null}
      <WeekGrid<ReservationEvent>
        week={from}
        events={events}
        closures={closures}
        timeZone={timeZone}
        timeScale={scale}
        slotSettings={settings}
        onEventClick={(event) => openReservation(event.reservation)}
        onSelectSlot={reserve}
        aria-label={label}
        // Drawn before the week's reservations come, so that nothing below moves when they do (issue 18).
        loading={week.data === undefined && !week.error}
      />
    </>
  );
}

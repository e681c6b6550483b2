import { fromMinutes, type GlanceReservation, type GlanceRoom } from '@laikas/contract';
import {
  LaneGrid,
  lectureSpanOf,
  resolveAcademicDay,
  toMinuteSpan,
  type LaneSelection,
  type TimetableEvent,
} from '@laikas/timetable-grid';
import { Box, Muted } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGridEvents } from '../../app/reservations/useGridEvents';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { pathTo } from '../../app/routeTable';
import { useTimeZone } from '../../data/appInfo';
import { NO_FILTERS, useRoomsGlance } from '../../data/glance';
import { useResources } from '../../data/resources';
import { GlanceFilterBar } from './GlanceFilterBar';
import { LaneToolbar } from './LaneToolbar';
import * as styles from './LaneScreen.css';
import { useLaneRange } from './useLaneRange';

/** The chosen view (day or week) of this screen, kept in a cookie: the server draws the screen in it. */
const VIEW_KEY = 'glance';

/** A slim reservation as a lane block in its room's row. */
function toEvent(reservation: GlanceReservation): TimetableEvent {
  return {
    id: reservation.id,
    title: reservation.name,
    start: reservation.starts_at,
    end: reservation.ends_at,
    type: reservation.type,
    remote: reservation.is_remote,
    pending: reservation.status === 'pending',
    rowId: reservation.resource_id,
  };
}

/**
 * Rooms at a glance (`/resources/glance`): every room as a LaneGrid row over a day or a week, from one call, with
 * filters by building, equipment, seats and "free now". Clicking a reservation opens it; clicking free time in a
 * room's row opens the reservation form for that room and time.
 */
export default function GlancePage() {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const { openNew } = useReservationEditor();
  const { data: resources } = useResources();
  const range = useLaneRange(timeZone, VIEW_KEY);
  const [filters, setFilters] = useState(NO_FILTERS);
  const glance = useRoomsGlance(range.from, range.to, filters);
  const rooms = glance.data?.rooms;
  const rows = useMemo(
    () =>
      (rooms ?? []).map((room: GlanceRoom) => ({
        id: room.id,
        label: room.name,
        description:
          [room.capacity === null ? null : t('glance.seats', { count: room.capacity }), ...room.tags]
            .filter(Boolean)
            .join(' · ') || undefined,
      })),
    [rooms, t],
  );
  // Holidays on every row, a room's own closed hours on its row (issue 36).
  const { events, closures } = useGridEvents(glance.data?.reservations, toEvent, glance.data?.closures);

  function reserve(selection: LaneSelection) {
    const resourceId = Number(selection.rowId);
    const resource = resources?.find((candidate) => candidate.id === resourceId);
    // A new reservation is a lecture (spec 4): the time clicked becomes the academic slots it falls on.
    const lecture = lectureSpanOf(toMinuteSpan(selection), resolveAcademicDay(resource?.settings));
    openNew({
      reservable: [resourceId],
      from: selection.date,
      from_time: lecture ? fromMinutes(lecture.from) : selection.from,
      to_time: lecture ? fromMinutes(lecture.to) : selection.to,
      type: 'lecture',
    });
  }

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <h1>{t('glance.title')}</h1>
      <GlanceFilterBar filters={filters} onChange={setFilters} glance={glance.data} />
      <LaneToolbar range={range} />
      {glance.error ? <p role="alert">{t('glance.loadFailed')}</p> : null}
      {rooms ? (
        <Muted small aria-live="polite">
          {t('glance.count', { count: rows.length })} {rows.length > 0 ? t('glance.hint') : null}
        </Muted>
      ) : null}
      {rooms && rows.length === 0 ? (
        <p className={styles.empty}>{t('glance.empty')}</p>
      ) : (
        <LaneGrid
          rows={rows}
          events={events}
          closures={closures}
          dates={range.dates}
          timeZone={timeZone}
          rowHeading={t('glance.rowHeading')}
          {...range.frame}
          onEventClick={(event) => navigate(pathTo('Reservation', { reservationId: event.id }))}
          onSelectSlot={reserve}
          aria-label={t('glance.gridLabel', { range: range.rangeLabel })}
        />
      )}
    </Box>
  );
}

import type { Resource } from '@laikas/contract';
import { WeekGrid, type SlotSelection, type TimeScale } from '@laikas/timetable-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceReservations } from '../../data/reservations';
import { toTimetableEvent, type ReservationEvent } from './toTimetableEvent';
import { useReservationEditor } from './useReservationEditor';

export interface ResourceWeekProps {
  resource: Resource;
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
export function ResourceWeek({ resource, from, to, timeZone, scale, label }: ResourceWeekProps) {
  const { t } = useTranslation('web');
  const reservations = useResourceReservations(resource.id, from, to);
  const events = useMemo(() => (reservations.data ?? []).map(toTimetableEvent), [reservations.data]);
  const { openReservation, openNew } = useReservationEditor();

  function reserve(selection: SlotSelection) {
    openNew({
      reservable: [resource.id],
      from: selection.date,
      from_time: selection.from_time,
      to_time: selection.to_time,
      type: scale === 'slots' ? 'lecture' : 'event',
    });
  }

  return (
    <>
      {reservations.error ? <p role="alert">{t('resourceView.loadFailed')}</p> : null}
      <WeekGrid<ReservationEvent>
        week={from}
        events={events}
        timeZone={timeZone}
        timeScale={scale}
        slotSettings={resource.settings}
        onEventClick={(event) => openReservation(event.reservation)}
        onSelectSlot={reserve}
        aria-label={label}
      />
    </>
  );
}

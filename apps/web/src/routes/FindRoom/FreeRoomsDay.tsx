import type { FreeRoom, FreeRoomQuery, TimeOfDay } from '@laikas/contract';
import { LaneGrid } from '@laikas/timetable-grid';
import { Muted, Scroller } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { toLaneEvents, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useGridEvents } from '../../app/reservations/useGridEvents';
import { useTimeZone } from '../../data/appInfo';
import { useRoomsDay } from '../../data/freeRooms';

/** How many candidate rooms the lane grid shows. */
const GRID_ROOMS = 8;

/**
 * The first rooms' day as a lane grid: free time there is picked and booked as an event. They are candidates only when
 * none is free on every date (`allFree` false).
 */
export function FreeRoomsDay({
  rooms,
  query,
  allFree,
  formatDate,
  onBook,
}: {
  rooms: FreeRoom[];
  query: FreeRoomQuery;
  allFree: boolean;
  formatDate: (date: string) => string;
  onBook: (room: FreeRoom, times: { from: TimeOfDay; to: TimeOfDay; date: string }) => void;
}) {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const shown = rooms.slice(0, GRID_ROOMS);
  const day = useRoomsDay(
    shown.map((room) => room.id),
    query.date,
  );
  const { events } = useGridEvents(day.data, toLaneEvents);
  const rows = shown.map((room) => ({
    id: room.id,
    label: room.name,
    description: room.capacity === null ? undefined : t('findRoom.seats', { count: room.capacity }),
  }));
  if (rows.length === 0) {
    return null;
  }
  return (
    <>
      <h2>{t(allFree ? 'findRoom.dayHeadingFree' : 'findRoom.dayHeading', { date: formatDate(query.date) })}</h2>
      <Muted small>{t('findRoom.gridHint')}</Muted>
      <Scroller>
        <LaneGrid<ReservationEvent>
          rows={rows}
          events={events}
          dates={[query.date]}
          timeZone={timeZone}
          rowHeading={t('findRoom.room')}
          onSelectSlot={(selection) => {
            const room = rooms.find((candidate) => candidate.id === Number(selection.rowId));
            if (room) {
              onBook(room, { date: selection.date, from: selection.from, to: selection.to });
            }
          }}
          aria-label={t('findRoom.gridLabel', { date: formatDate(query.date), from: query.from, to: query.to })}
        />
      </Scroller>
    </>
  );
}

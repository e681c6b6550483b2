import type { Reservation } from '@laikas/contract';
import { LaneGrid, type LaneGridRow } from '@laikas/timetable-grid';
import { Box, Muted } from '@laikas/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLaneEvents, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useGridEvents } from '../../app/reservations/useGridEvents';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useTimeZone } from '../../data/appInfo';
import { useLaneReservations, type LaneKind, type LaneReservations } from '../../data/lanes';
import { LaneToolbar } from './LaneToolbar';
import * as styles from './LaneScreen.css';
import { useLaneRange } from './useLaneRange';

/** Both lane screens share the chosen view (day or week), kept in a cookie (the chosen rows locally). */
const VIEW_KEY = 'lanes';

/** What a lane event says under its name: where it is, and whoever the row does not already name. */
function subtitleOf(kind: LaneKind, reservation: Reservation): string | undefined {
  const parts =
    kind === 'teachers'
      ? [reservation.resource.name, ...reservation.groups.map((group) => group.name)]
      : [reservation.resource.name, reservation.responsible?.name];
  return parts.filter(Boolean).join(' · ') || undefined;
}

/**
 * Resources by teachers or by groups (`kind`, which also names the screen's texts `lanes.{kind}.…`): one LaneGrid
 * row per chosen teacher or group (`rows`, in the order chosen, from the `picker`) over a day or a week, with
 * previous, next and current; clicking a reservation opens it.
 */
export function LaneScreen({ kind, picker, rows }: { kind: LaneKind; picker: ReactNode; rows: LaneGridRow[] }) {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const { openReservation } = useReservationEditor();
  const range = useLaneRange(timeZone, VIEW_KEY);
  const ids = useMemo(() => rows.map((row) => Number(row.id)), [rows]);
  const lanes = useLaneReservations(kind, ids, range.from, range.to);
  const toEvents = useCallback(
    (row: LaneReservations) => toLaneEvents(row, (reservation) => subtitleOf(kind, reservation)),
    [kind],
  );
  // The holidays close every row, drawn hatched and named (issue 36).
  const { events, closures } = useGridEvents(lanes.data?.rows, toEvents, lanes.data?.closures);
  const title = t(`lanes.${kind}.title`);

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      <div className={styles.picker}>{picker}</div>
      <LaneToolbar range={range} />
      {lanes.error ? <p role="alert">{t('lanes.loadFailed')}</p> : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>{t(`lanes.${kind}.empty`)}</p>
      ) : (
        <>
          <Muted small>{t('lanes.hint')}</Muted>
          <LaneGrid<ReservationEvent>
            rows={rows}
            events={events}
            closures={closures}
            dates={range.dates}
            timeZone={timeZone}
            rowHeading={t(`lanes.${kind}.rowHeading`)}
            {...range.frame}
            onEventClick={(event) => openReservation(event.reservation)}
            aria-label={t('lanes.gridLabel', { title, range: range.rangeLabel })}
          />
        </>
      )}
    </Box>
  );
}

import type { Reservation } from '@laikas/contract';
import { LaneGrid, type LaneGridRow } from '@laikas/timetable-grid';
import { Box, Muted, Scroller } from '@laikas/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toTimetableClosure, toTimetableEvent, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useTimeZone } from '../../data/appInfo';
import { useLaneReservations, type LaneKind } from '../../data/lanes';
import { withHighlights } from '../../data/justChanged';
import { useJustChanged } from '../../data/useJustChanged';
import { LaneToolbar } from './LaneToolbar';
import * as styles from './LaneScreen.css';
import { useLaneRange } from './useLaneRange';

/** Both lane screens share the chosen view (day or week), kept in a cookie (the chosen rows locally). */
const VIEW_KEY = 'lanes';

export interface LaneScreenProps {
  kind: LaneKind;
  title: string;
  /** The heading of the rows' column ("Teacher", "Group"). */
  rowHeading: string;
  /** The teacher or group picker. */
  picker: ReactNode;
  /** One row per chosen teacher or group, in the order chosen. */
  rows: readonly LaneGridRow[];
  /** Shown instead of the grid while nothing is chosen. */
  emptyText: string;
}

/** What a lane event says under its name: where it is, and whoever the row does not already name. */
function subtitleOf(kind: LaneKind, reservation: Reservation): string {
  const parts =
    kind === 'teachers'
      ? [reservation.resource.name, ...reservation.groups.map((group) => group.name)]
      : [reservation.resource.name, reservation.responsible?.name];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Resources by teachers or by groups: one LaneGrid row per chosen teacher or group over a day or a week, with
 * previous, next and current; clicking a reservation opens it.
 */
export function LaneScreen({ kind, title, rowHeading, picker, rows, emptyText }: LaneScreenProps) {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const { openReservation } = useReservationEditor();
  // Today, read once when the page opens.
  const range = useLaneRange(timeZone, VIEW_KEY);
  const { view, dates, from, to, rangeLabel } = range;
  const ids = useMemo(() => rows.map((row) => Number(row.id)), [rows]);
  const lanes = useLaneReservations(kind, ids, from, to);

  // A block someone else just booked or moved is ringed for a moment (live timetables, issue 31).
  const justChanged = useJustChanged();
  const events = useMemo(
    () =>
      withHighlights(
        (lanes.data?.rows ?? []).flatMap(({ id, reservations }) =>
          reservations.map((reservation): ReservationEvent => ({
            ...toTimetableEvent(reservation),
            // One reservation may sit in several rows (a lecture of two groups): each copy needs its own id.
            id: `${id}:${reservation.id}`,
            rowId: id,
            subtitle: subtitleOf(kind, reservation) || undefined,
          })),
        ),
        justChanged,
        (event) => event.reservation.id,
      ),
    [lanes.data, kind, justChanged],
  );
  // The holidays close every row, drawn hatched and named (issue 36).
  const closures = useMemo(
    () => (lanes.data?.closures ?? []).map((closure) => toTimetableClosure(closure, t)),
    [lanes.data, t],
  );

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      <div className={styles.picker}>{picker}</div>
      <LaneToolbar range={range} />
      {lanes.error ? <p role="alert">{t('lanes.loadFailed')}</p> : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <Muted small>{t('lanes.hint')}</Muted>
          <Scroller width={view}>
            <LaneGrid<ReservationEvent>
              rows={rows}
              events={events}
              closures={closures}
              dates={dates}
              timeZone={timeZone}
              rowHeading={rowHeading}
              onEventClick={(event) => openReservation(event.reservation)}
              aria-label={t('lanes.gridLabel', { title, range: rangeLabel })}
            />
          </Scroller>
        </>
      )}
    </Box>
  );
}

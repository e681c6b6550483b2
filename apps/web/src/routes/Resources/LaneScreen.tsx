import type { Reservation } from '@laikas/contract';
import { LaneGrid, toZonedDayMinute, type LaneGridRow } from '@laikas/timetable-grid';
import { Box, Button } from '@laikas/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toTimetableEvent, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useAppInfo } from '../../data/appInfo';
import { useLaneReservations, type LaneKind } from '../../data/lanes';
import { getLaneDates, laneViews, readStoredView, showsToday, stepLaneAnchor, type LaneView } from './laneRange';
import * as styles from './LaneScreen.css';

/** Both lane screens share the chosen view (day or week), kept locally like the chosen rows. */
const VIEW_KEY = 'lanes.view';

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
  const { t, i18n } = useTranslation('web');
  const settings = useAppInfo();
  const timeZone = settings?.time_zone ?? 'Europe/Vilnius';
  const { openReservation } = useReservationEditor();
  // Today, read once when the page opens.
  const [today] = useState(() => toZonedDayMinute(Date.now(), timeZone).date);
  const [anchor, setAnchor] = useState(today);
  const [view, setView] = useState<LaneView>(() => readStoredView(localStorage.getItem(VIEW_KEY)));
  const dates = useMemo(() => getLaneDates(anchor, view), [anchor, view]);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const ids = useMemo(() => rows.map((row) => Number(row.id)), [rows]);
  const lanes = useLaneReservations(kind, ids, from, to);

  const events = useMemo(
    () =>
      (lanes.data ?? []).flatMap(({ id, reservations }) =>
        reservations.map((reservation): ReservationEvent => ({
          ...toTimetableEvent(reservation),
          // One reservation may sit in several rows (a lecture of two groups): each copy needs its own id.
          id: `${id}:${reservation.id}`,
          rowId: id,
          subtitle: subtitleOf(kind, reservation) || undefined,
        })),
      ),
    [lanes.data, kind],
  );

  function changeView(next: LaneView) {
    localStorage.setItem(VIEW_KEY, next);
    setView(next);
  }

  const locale = i18n.language === 'en' ? 'en-US' : 'lt-LT';
  const dateFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const rangeLabel =
    view === 'day'
      ? dayFormat.format(new Date(`${from}T12:00:00`))
      : `${dateFormat.format(new Date(`${from}T12:00:00`))} – ${dateFormat.format(new Date(`${to}T12:00:00`))}`;

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      <div className={styles.picker}>{picker}</div>
      <div className={styles.toolbar}>
        <div className={styles.group} role="group" aria-label={t('lanes.navigation')}>
          <Button variant="secondary" size="small" onClick={() => setAnchor(stepLaneAnchor(anchor, view, -1))}>
            {t(`lanes.previous.${view}`)}
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setAnchor(today)}
            disabled={showsToday(anchor, view, today)}
          >
            {t(`lanes.current.${view}`)}
          </Button>
          <Button variant="secondary" size="small" onClick={() => setAnchor(stepLaneAnchor(anchor, view, 1))}>
            {t(`lanes.next.${view}`)}
          </Button>
        </div>
        <h2 className={styles.rangeLabel} aria-live="polite">
          {rangeLabel}
        </h2>
        <div className={styles.group} role="group" aria-label={t('lanes.view')}>
          {laneViews.map((option) => (
            <Button
              key={option}
              variant={view === option ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={view === option}
              onClick={() => changeView(option)}
            >
              {t(`lanes.views.${option}`)}
            </Button>
          ))}
        </div>
      </div>
      {lanes.error ? <p role="alert">{t('lanes.loadFailed')}</p> : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('lanes.hint')}</p>
          <div className={styles.scroller}>
            <div className={view === 'week' ? styles.scrollContentWeek : styles.scrollContent}>
              <LaneGrid<ReservationEvent>
                rows={rows}
                events={events}
                dates={dates}
                timeZone={timeZone}
                rowHeading={rowHeading}
                onEventClick={(event) => openReservation(event.reservation)}
                aria-label={t('lanes.gridLabel', { title, range: rangeLabel })}
              />
            </div>
          </div>
        </>
      )}
    </Box>
  );
}

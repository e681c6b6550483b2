import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Translate } from '@laikas/ui/i18n';
import { useTimetableGridTranslation } from '../../i18n';
import {
  formatDate,
  WEEKDAY,
  getAxisSpan,
  closingSpans,
  findClosingSpan,
  getClosedSpans,
  getCursorPositions,
  getCursorSpan,
  moveTimeCursor,
  placeTimeCursor,
  listRowDays,
  placeRows,
  resolveAcademicDay,
  toZonedDayMinute,
  type AcademicDay,
  type CivilDate,
  type ClosedSpan,
  type EventSegment,
  type LayoutStrategy,
  type LayoutStrategyName,
  type MinuteSpan,
  type NavigationItem,
  type NavigationMove,
  type RowDays,
  type SlotSettings,
  type TimeCursor,
  type TimetableClosure,
  type TimetableEvent,
} from '../../layout';
import { ClosedBand, ClosedNote } from '../private/ClosedBand';
import { getEventBlockLabels, renderEventBlock, type EventBlockLabels } from '../private/EventBlock';
import { formatMinuteSpan } from '../private/eventText';
import { GridTooltip } from '../private/GridTooltip';
import { useEventDelegation } from '../private/useEventDelegation';
import * as shell from '../private/gridShell.css';
import { SelectionPreview, useFreeTimeDrag } from '../private/useFreeTimeDrag';
import { formatDateRange, toSlotSelection, useZonedDays } from '../private/useZonedDays';
import { toDateLanguage, useNow } from '../private/hooks';
import type { SlotSelection, TimeScale } from '../TimeGrid';
import * as styles from './LaneGrid.css';

/** One row of a lane grid: a teacher, a group or a room. */
export interface LaneGridRow {
  id: string | number;
  label: string;
  /** A second line under the label (a faculty, a room's capacity). */
  description?: string;
}

/** A selection of free time in one row. */
export interface LaneSelection extends SlotSelection {
  rowId: string | number;
}

export interface LaneGridProps<T extends TimetableEvent = TimetableEvent> {
  rows: readonly LaneGridRow[];
  /** Events with the `rowId` of their row; events of unknown rows are ignored. */
  events: readonly T[];
  /**
   * Times nothing may be reserved: with a `rowId`, that row's (a room closed); without, every row's (a holiday).
   * The timeline draws them hatched and named and refuses free time there; the week table notes them, hatched and
   * named with their hours, at the top of each cell they touch. One with `closes: false` (an exam session) is drawn
   * and noted in a colour of its own, and its free time stays selectable.
   */
  closures?: readonly TimetableClosure[];
  /** The days across the grid, in order (one day, or a week from `getWeekDates`). */
  dates: readonly CivilDate[];
  timeZone?: string;
  /** How free-time selections snap: to 30 minutes (`hours`) or to academic slots (`slots`). */
  timeScale?: TimeScale;
  slotSettings?: SlotSettings | null;
  /** The minutes of each day shown; 07:00–21:00 by default, widened to fit any event. */
  visibleMinutes?: MinuteSpan;
  /** How overlapping events of one row share it: a named strategy or your own. */
  layout?: LayoutStrategyName | LayoutStrategy;
  /**
   * How a grid of several days draws them. `table` (the default): rows × days, each cell listing its
   * events one under another as short text (time, title, subtitle), readable for a week at 1280 px.
   * `timeline`: one time axis across all the days, as a single day is drawn (blocks are a few pixels
   * wide in a week). Free-time selection needs the time axis: `onSelectSlot` is not called in `table`.
   * On the time axis free time is picked by pointer (click or drag) or by keyboard: after a row's events Tab
   * reaches a free-time cursor; left and right move it (Shift lengthens it), up and down change the row, Enter
   * reserves what it covers.
   */
  weekLayout?: LaneWeekLayout;
  now?: Date | null;
  /** Height of one lane of a row in pixels. */
  laneHeight?: number;
  /** Heading of the label column; "Resource" by default. */
  rowHeading?: string;
  /**
   * How far below the top of the window the header (the time scale or the days) sticks while the rows scroll under
   * it: the height of the page's own sticky bar, if it has one (a CSS length; `0px` by default).
   */
  stickyTop?: string;
  /**
   * The least width of the rows and their header (a CSS length): narrower, they scroll sideways together, the row
   * headings and the header staying in view. A day's grid narrower than 768 px already keeps 44 px per half-hour.
   */
  minWidth?: string;
  onEventClick?: (event: T) => void;
  onSelectSlot?: (selection: LaneSelection) => void;
  'aria-label'?: string;
}

export const laneWeekLayouts = ['table', 'timeline'] as const satisfies readonly LaneWeekLayout[];
export type LaneWeekLayout = 'table' | 'timeline';

const DEFAULT_VISIBLE: MinuteSpan = { from: 7 * 60, to: 21 * 60 };
const MINIMUM_EVENT_MINUTES = 20;
const percent = (value: number) => `${value * 100}%`;
const moves: Record<string, NavigationMove> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  ArrowDown: 'nextColumn',
  ArrowUp: 'previousColumn',
  Home: 'first',
  End: 'last',
};

interface LanePlacement {
  segment: EventSegment;
  /** Minutes from the start of the first day: orders segments across days. */
  start: number;
  geometry: CSSProperties;
}

const NO_CLOSURES: readonly TimetableClosure[] = [];
const NO_DAYS: readonly (readonly ClosedSpan[])[] = [];

/** The closed spans of one row: its own and those of every row. */
function closedOfRow(spans: readonly ClosedSpan[] | undefined, rowId: string | number): ClosedSpan[] {
  return (spans ?? []).filter((span) => span.rowId === undefined || String(span.rowId) === String(rowId));
}

/** The keyboard's free-time cursor: in which row and day it stands (ids as strings, as the DOM has them). */
interface LaneCursor extends TimeCursor {
  rowId: string;
  dayIndex: number;
}

interface RowLayout {
  row: LaneGridRow;
  placements: LanePlacement[];
  lanes: number;
}

/**
 * Resources as rows over a day or a week ("by teachers", "by groups"): each row's events lie
 * along the time axis, and overlapping ones stack into lanes that make the row taller.
 */
export function LaneGrid<T extends TimetableEvent>({
  rows,
  events,
  closures = NO_CLOSURES,
  dates,
  timeZone = 'Europe/Vilnius',
  timeScale = 'hours',
  slotSettings,
  visibleMinutes = DEFAULT_VISIBLE,
  layout = 'overlap',
  weekLayout = 'table',
  now,
  laneHeight = 44,
  rowHeading,
  stickyTop = '0px',
  minWidth,
  onEventClick,
  onSelectSlot,
  'aria-label': ariaLabel,
}: LaneGridProps<T>) {
  const { t, i18n } = useTimetableGridTranslation();
  const language = toDateLanguage(i18n.language);
  const rootRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const nowInstant = useNow(now);
  const labels = useMemo(() => getEventBlockLabels(t, language), [t, language]);
  const { stableDates, segmentsByDate } = useZonedDays(dates, events, timeZone);
  const day = useMemo(() => resolveAcademicDay(slotSettings), [slotSettings]);
  const closedByDate = useMemo(
    () => getClosedSpans(closures, stableDates, timeZone),
    [closures, stableDates, timeZone],
  );
  /** What one row shows closed or marked on one day (drawn). */
  const spansOf = useCallback(
    (rowId: string | number, dayIndex: number): ClosedSpan[] =>
      closedOfRow(closedByDate.get(stableDates[dayIndex] as CivilDate), rowId),
    [closedByDate, stableDates],
  );
  /** The academic day of one row on one day: its closed times refuse a selection as a gap does; marked ones do not. */
  const dayOf = useCallback(
    (rowId: string | number, dayIndex: number): AcademicDay => {
      const closed = closingSpans(spansOf(rowId, dayIndex));
      return closed.length > 0 ? { ...day, closed } : day;
    },
    [spansOf, day],
  );

  const axis = useMemo(
    () => getAxisSpan(segmentsByDate.values(), visibleMinutes, MINIMUM_EVENT_MINUTES),
    [segmentsByDate, visibleMinutes],
  );
  const rowLayouts = useMemo<RowLayout[]>(() => {
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    return placeRows(
      rows.map((row) => row.id),
      segmentsByDate,
      stableDates,
      axis,
      layout,
      MINIMUM_EVENT_MINUTES,
    ).map(({ rowId, placements, lanes }) => ({
      row: byId.get(String(rowId)) as LaneGridRow,
      lanes,
      placements: placements.map(({ segment, start, left, width, top, height }) => ({
        segment,
        start,
        geometry: {
          left: percent(left),
          width: percent(width),
          top: percent(top),
          height: percent(height),
        },
      })),
    }));
  }, [rows, segmentsByDate, stableDates, axis, layout]);

  const table = stableDates.length > 1 && weekLayout === 'table';
  /** Each row's closed spans day by day, for the week table's cells (the same arrays while they hold: rows memo). */
  const closedOfRows = useMemo(
    () =>
      new Map(
        rows.map((row) => [String(row.id), stableDates.map((date) => closedOfRow(closedByDate.get(date), row.id))]),
      ),
    [rows, closedByDate, stableDates],
  );
  const rowDays = useMemo<RowDays<T>[] | null>(
    () =>
      table
        ? listRowDays(
            rows.map((row) => row.id),
            segmentsByDate as Map<CivilDate, EventSegment<T>[]>,
            stableDates,
          )
        : null,
    [table, rows, segmentsByDate, stableDates],
  );

  const segmentByKey = useMemo(() => {
    const map = new Map<string, EventSegment<T>>();
    if (rowDays) {
      for (const segment of rowDays.flatMap((row) => row.days.flat())) {
        map.set(segment.key, segment);
      }
      return map;
    }
    for (const rowLayout of rowLayouts) {
      for (const placement of rowLayout.placements) {
        map.set(placement.segment.key, placement.segment as EventSegment<T>);
      }
    }
    return map;
  }, [rowDays, rowLayouts]);
  // Keyboard order: a row's events day by day, each day in time order; up and down change rows.
  const columns = useMemo<NavigationItem[][]>(
    () =>
      rowDays
        ? rowDays.map((row) =>
            row.days.flatMap((segments, dayIndex) =>
              segments.map((segment) => ({ key: segment.key, start: dayIndex * 1440 + segment.from })),
            ),
          )
        : rowLayouts.map((rowLayout) =>
            rowLayout.placements.map((placement) => ({ key: placement.segment.key, start: placement.start })),
          ),
    [rowDays, rowLayouts],
  );
  const { tabKey, tooltip, handlers } = useEventDelegation({ rootRef, segmentByKey, columns, moves, onEventClick });

  let nowFraction: number | null = null;
  let todayIndex = -1;
  if (nowInstant !== null) {
    const local = toZonedDayMinute(nowInstant, timeZone);
    const dayIndex = stableDates.indexOf(local.date);
    todayIndex = dayIndex;
    if (!table && dayIndex >= 0 && local.minutes >= axis.from && local.minutes <= axis.to) {
      nowFraction = (dayIndex + (local.minutes - axis.from) / (axis.to - axis.from)) / stableDates.length;
    }
  }

  const handleSelect = useCallback(
    (rowId: string | number, date: CivilDate, span: MinuteSpan) =>
      onSelectSlot?.({ rowId, ...toSlotSelection(date, span, timeZone) }),
    [onSelectSlot, timeZone],
  );

  // The keyboard's way to free time (issue 12, item 20), as the week grid has it: one tab stop, in one row,
  // after that row's events; the arrows move it along the time axis and between rows.
  const selectable = onSelectSlot !== undefined && !table;
  const cursorMode = timeScale === 'slots' ? 'slots' : 'step';
  const positions = useMemo(() => getCursorPositions(cursorMode, day, axis), [cursorMode, day, axis]);
  const [cursor, setCursor] = useState<LaneCursor | null>(null);
  const focusRowRef = useRef<string | null>(null);
  const cursorRowId =
    cursor && rows.some((row) => String(row.id) === cursor.rowId) ? cursor.rowId : rows[0] && String(rows[0].id);
  const cursorAt = useMemo<LaneCursor | null>(() => {
    if (positions.length === 0 || cursorRowId === undefined) {
      return null;
    }
    if (
      cursor &&
      cursor.rowId === cursorRowId &&
      cursor.dayIndex < stableDates.length &&
      positions.includes(cursor.anchor) &&
      positions.includes(cursor.focus)
    ) {
      return cursor;
    }
    return { rowId: cursorRowId, dayIndex: 0, ...placeTimeCursor(positions, axis.from) };
  }, [cursor, cursorRowId, positions, stableDates.length, axis.from]);
  useEffect(() => {
    const rowId = focusRowRef.current;
    if (rowId !== null) {
      focusRowRef.current = null;
      rootRef.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"] [data-free-time]`)?.focus();
    }
  });
  const handleFreeTimeKey = useCallback(
    (current: LaneCursor, event: KeyboardEvent<HTMLElement>) => {
      const rowIndex = rows.findIndex((row) => String(row.id) === current.rowId);
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowLeft': {
          const direction = event.key === 'ArrowRight' ? 1 : -1;
          const moved = moveTimeCursor(current, positions, direction, event.shiftKey);
          const nextDay = current.dayIndex + direction;
          // At the end of a day of a week's axis the cursor goes on into the next day (a selection stays in one).
          if (!event.shiftKey && moved.focus === current.focus && nextDay >= 0 && nextDay < stableDates.length) {
            const at = (direction === 1 ? positions[0] : positions[positions.length - 1]) as number;
            setCursor({ rowId: current.rowId, dayIndex: nextDay, anchor: at, focus: at });
          } else {
            setCursor({ ...current, ...moved });
          }
          break;
        }
        case 'ArrowDown':
        case 'ArrowUp': {
          const next = rows[rowIndex + (event.key === 'ArrowDown' ? 1 : -1)];
          if (!next) {
            return;
          }
          focusRowRef.current = String(next.id);
          setCursor({ ...current, rowId: String(next.id) });
          break;
        }
        case 'Escape':
          setCursor({ ...current, anchor: current.focus });
          break;
        case 'Enter':
        case ' ': {
          const { span, refused } = getCursorSpan(current, cursorMode, dayOf(current.rowId, current.dayIndex));
          const row = rows[rowIndex];
          if (!refused && row) {
            handleSelect(row.id, stableDates[current.dayIndex] as CivilDate, span);
          }
          break;
        }
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
    [rows, positions, stableDates, cursorMode, dayOf, handleSelect],
  );

  const label = ariaLabel ?? t('lanes.label', { range: formatDateRange(stableDates) });
  const ticks: number[] = [];
  if (stableDates.length === 1) {
    for (let minute = Math.ceil(axis.from / 60) * 60; minute < axis.to; minute += 60) {
      ticks.push(minute);
    }
  }

  return (
    // The group delegates clicks, keys and hovers of its event buttons: one handler instead of a thousand.
    <div
      ref={rootRef}
      className={styles.root}
      role="group"
      aria-label={label}
      style={assignInlineVars({
        [styles.daysVar]: String(stableDates.length),
        [styles.halfHoursVar]: String(stableDates.length === 1 ? Math.ceil((axis.to - axis.from) / 30) : 0),
        [styles.stickyTopVar]: stickyTop,
        [styles.minWidthVar]: minWidth ?? '0px',
      })}
      {...handlers}
    >
      {/*
       * Outside the rows' scroller, so that it sticks to the page's top (a scroller holds what sticks in it, and
       * does not scroll down); it follows the rows sideways (onScroll below).
       */}
      <div ref={headerRef} className={styles.header} aria-hidden="true" data-lane-header="">
        <div className={clsx(styles.headerRow, styles.contentWidth)}>
          <div className={styles.corner}>{rowHeading ?? t('lanes.resource')}</div>
          <div className={styles.scale}>
            {stableDates.length > 1
              ? stableDates.map((date, index) => (
                  <div
                    key={date}
                    className={index === todayIndex ? `${styles.dayHeading} ${styles.today}` : styles.dayHeading}
                    style={{ left: percent(index / stableDates.length), width: percent(1 / stableDates.length) }}
                  >
                    <span className={styles.weekday}>{formatDate(date, WEEKDAY, language)}</span>
                    <span className={styles.muted}>{date}</span>
                  </div>
                ))
              : ticks.map((minute) => (
                  <span
                    key={minute}
                    className={styles.tick}
                    style={{ left: percent((minute - axis.from) / (axis.to - axis.from)) }}
                  >
                    {formatMinuteSpan(minute, minute).slice(0, 5)}
                  </span>
                ))}
          </div>
        </div>
      </div>
      <div
        className={clsx(styles.scroller, minWidth !== undefined && styles.scrolls)}
        data-scroller=""
        onScroll={(event) => {
          if (headerRef.current) {
            headerRef.current.scrollLeft = event.currentTarget.scrollLeft;
          }
        }}
      >
        <div className={clsx(styles.rows, styles.contentWidth)}>
          {rowDays
            ? rowDays.map((row, index) => (
                <LaneTableRow
                  key={row.rowId}
                  row={rows[index] as LaneGridRow}
                  days={row.days}
                  closed={closedOfRows.get(String(row.rowId)) ?? NO_DAYS}
                  todayIndex={todayIndex}
                  tabKey={tabKey}
                  labels={labels}
                />
              ))
            : rowLayouts.map((rowLayout) => (
                <LaneRow
                  key={rowLayout.row.id}
                  rowLayout={rowLayout}
                  dates={stableDates}
                  axis={axis}
                  day={day}
                  dayOf={dayOf}
                  spansOf={spansOf}
                  scale={timeScale}
                  laneHeight={laneHeight}
                  tabKey={tabKey}
                  selectable={selectable}
                  onSelect={handleSelect}
                  freeTime={cursorAt && cursorAt.rowId === String(rowLayout.row.id) ? cursorAt : null}
                  cursorMode={cursorMode}
                  onFreeTimeKey={handleFreeTimeKey}
                  language={language}
                  labels={labels}
                  t={t}
                />
              ))}
          {rows.length === 0 ? <p className={styles.empty}>{t('grid.empty')}</p> : null}
          {nowFraction !== null ? (
            <div
              className={styles.nowLine}
              style={{ left: `calc(${styles.LABEL_WIDTH} + (100% - ${styles.LABEL_WIDTH}) * ${nowFraction})` }}
              data-testid="now-line"
              aria-hidden="true"
            />
          ) : null}
        </div>
      </div>
      <GridTooltip target={tooltip} t={t} />
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * LaneTableRow: one resource's week as a cell per day listing its events
 * -----------------------------------------------------------------------------------------------*/

interface LaneTableRowProps {
  row: LaneGridRow;
  days: readonly (readonly EventSegment[])[];
  /** The row's closed spans on each day. */
  closed: readonly (readonly ClosedSpan[])[];
  todayIndex: number;
  tabKey: string | undefined;
  labels: EventBlockLabels;
}

const LaneTableRow = memo(function LaneTableRow({ row, days, closed, todayIndex, tabKey, labels }: LaneTableRowProps) {
  const most = Math.max(1, ...days.map((segments) => segments.length));
  return (
    <div
      className={styles.row}
      // A cell's line of text is about 44 px: the height of a row out of view, so that scrolling does not jump.
      style={{ containIntrinsicSize: `auto ${most * 46 + 8}px` }}
      role="group"
      aria-label={row.label}
      data-row-id={row.id}
    >
      <div className={styles.rowLabel} aria-hidden="true">
        <span>{row.label}</span>
        {row.description ? <span className={styles.muted}>{row.description}</span> : null}
      </div>
      <div className={styles.cells}>
        {days.map((segments, dayIndex) => (
          <div
            // by position: a week change patches the row's cells rather than replacing them
            key={dayIndex}
            className={dayIndex === todayIndex ? `${styles.cell} ${styles.today}` : styles.cell}
          >
            {(closed[dayIndex] ?? []).map((span) => (
              <ClosedNote key={`${span.from}-${span.label}`} span={span} />
            ))}
            {segments.map((segment) =>
              renderEventBlock(
                {
                  segment,
                  geometry: {},
                  tabIndex: segment.key === tabKey ? 0 : -1,
                  listed: true,
                  placement: 'cell',
                  closedBy: findClosingSpan(segment, closed[dayIndex])?.label,
                  labels,
                },
                segment.key,
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
});

/* -------------------------------------------------------------------------------------------------
 * LaneRow: one resource's events and its free-time selection
 * -----------------------------------------------------------------------------------------------*/

interface LaneRowProps {
  rowLayout: RowLayout;
  dates: readonly CivilDate[];
  axis: MinuteSpan;
  day: AcademicDay;
  /** The academic day of a row on one of the days, with its closed times. */
  dayOf: (rowId: string | number, dayIndex: number) => AcademicDay;
  /** What the row shows closed or marked on one of the days. */
  spansOf: (rowId: string | number, dayIndex: number) => ClosedSpan[];
  scale: TimeScale;
  laneHeight: number;
  tabKey: string | undefined;
  selectable: boolean;
  onSelect: (rowId: string | number, date: CivilDate, span: MinuteSpan) => void;
  /** The keyboard's free-time cursor when this row holds the grid's free-time tab stop. */
  freeTime: LaneCursor | null;
  cursorMode: 'slots' | 'step';
  onFreeTimeKey: (cursor: LaneCursor, event: KeyboardEvent<HTMLElement>) => void;
  language: 'lt' | 'en';
  labels: EventBlockLabels;
  t: Translate;
}

const LaneRow = memo(function LaneRow({
  rowLayout,
  dates,
  axis,
  day,
  dayOf,
  spansOf,
  scale,
  laneHeight,
  tabKey,
  selectable,
  onSelect,
  freeTime,
  cursorMode,
  onFreeTimeKey,
  language,
  labels,
  t,
}: LaneRowProps) {
  const { row, placements, lanes } = rowLayout;
  const dayLength = axis.to - axis.from;
  // The same elements while only a drag or the tooltip changes: React skips them untouched.
  const blocks = useMemo(
    () =>
      placements.map(({ segment, geometry }, index) =>
        renderEventBlock(
          {
            segment,
            geometry,
            tabIndex: segment.key === tabKey ? 0 : -1,
            compact: true,
            placement: 'row',
            // Kept in a closed time: marked as taking place, drawn above the band.
            closedBy: findClosingSpan(segment, spansOf(row.id, dates.indexOf(segment.date)))?.label,
            labels,
          },
          // by position: a week change patches the row's elements rather than replacing them
          index,
        ),
      ),
    [placements, tabKey, spansOf, row.id, dates, labels],
  );

  const { preview, handlers } = useFreeTimeDrag<{ dayIndex: number; minute: number }>({
    enabled: selectable,
    scale,
    day,
    dayAt: (anchor) => dayOf(row.id, anchor.dayIndex),
    pointAt: (event, anchor) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const position = ((event.clientX - rect.left) / rect.width) * dates.length;
      // A drag stays in the day it began in.
      const dayIndex = anchor?.dayIndex ?? Math.min(dates.length - 1, Math.max(0, Math.floor(position)));
      const minute = Math.floor(axis.from + (position - dayIndex) * dayLength);
      return { dayIndex, minute: Math.min(axis.to - 1, Math.max(axis.from, minute)) };
    },
    onSelect: (span, anchor) => onSelect(row.id, dates[anchor.dayIndex] as CivilDate, span),
  });
  const toHorizontal = (dayIndex: number, span: MinuteSpan): CSSProperties => ({
    left: percent((dayIndex + (Math.max(span.from, axis.from) - axis.from) / dayLength) / dates.length),
    width: percent((Math.min(span.to, axis.to) - Math.max(span.from, axis.from)) / dayLength / dates.length),
  });
  /**
   * A refusal's box: from its span's start on, at least as wide as the span and as wide as its words need, so none of
   * them is cut; in the right half of the track from its span's end back, so it stays inside the row.
   */
  const toRefusalBox = (dayIndex: number, span: MinuteSpan): CSSProperties => {
    const from = (dayIndex + (Math.max(span.from, axis.from) - axis.from) / dayLength) / dates.length;
    const to = (dayIndex + (Math.min(span.to, axis.to) - axis.from) / dayLength) / dates.length;
    const sized = { minWidth: percent(to - from), width: 'max-content', maxWidth: '100%' };
    return (from + to) / 2 > 0.5 ? { right: percent(1 - to), ...sized } : { left: percent(from), ...sized };
  };

  return (
    <div
      className={styles.row}
      style={{ containIntrinsicSize: `auto ${lanes * laneHeight + 1}px` }}
      role="group"
      aria-label={row.label}
      data-row-id={row.id}
    >
      <div className={styles.rowLabel} aria-hidden="true">
        <span>{row.label}</span>
        {row.description ? <span className={styles.muted}>{row.description}</span> : null}
      </div>
      {/* At least its lanes' height, and as tall as the row its label may make taller: the closed bands fill it all. */}
      <div className={styles.track} style={{ minHeight: lanes * laneHeight }} {...handlers}>
        {dates.flatMap((date, dayIndex) =>
          spansOf(row.id, dayIndex)
            .filter((span) => span.to > axis.from && span.from < axis.to)
            .map((span) => (
              <ClosedBand
                key={`${date}-${span.from}-${span.label}`}
                label={span.label}
                marked={span.marked}
                style={{ ...toHorizontal(dayIndex, span), top: 0, bottom: 0 }}
              />
            )),
        )}
        {preview ? (
          <SelectionPreview
            preview={preview}
            className={styles.selection}
            style={
              preview.refused
                ? toRefusalBox(preview.anchor.dayIndex, preview.span)
                : toHorizontal(preview.anchor.dayIndex, preview.span)
            }
            closure={
              preview.refused
                ? findClosingSpan(preview.span, spansOf(row.id, preview.anchor.dayIndex))?.label
                : undefined
            }
            t={t}
          />
        ) : null}
        {blocks}
        {selectable && freeTime ? (
          <LaneFreeTimeCursor
            cursor={freeTime}
            row={row}
            date={dates[freeTime.dayIndex] as CivilDate}
            mode={cursorMode}
            day={dayOf(row.id, freeTime.dayIndex)}
            closed={spansOf(row.id, freeTime.dayIndex)}
            place={(span, refused) =>
              refused ? toRefusalBox(freeTime.dayIndex, span) : toHorizontal(freeTime.dayIndex, span)
            }
            onKey={onFreeTimeKey}
            language={language}
            t={t}
          />
        ) : null}
      </div>
    </div>
  );
});

/* -------------------------------------------------------------------------------------------------
 * LaneFreeTimeCursor: free time by keyboard
 * -----------------------------------------------------------------------------------------------*/

/**
 * The grid's one tab stop for free time, after the events of its row: a box over the cells it selects, seen only
 * while it has focus. Left and right move it a cell (Shift: lengthen or shorten; in a week it goes on to the next
 * day), up and down move it to the neighbouring row, Enter or Space reserves what it covers (as a click or drag
 * would), Escape shrinks it back to one cell. The mouse goes past it to the track (no pointer events).
 */
function LaneFreeTimeCursor({
  cursor,
  row,
  date,
  mode,
  day,
  closed,
  place,
  onKey,
  language,
  t,
}: {
  cursor: LaneCursor;
  row: LaneGridRow;
  date: CivilDate;
  mode: 'slots' | 'step';
  day: AcademicDay;
  /** The row's closed times that day: a refusal names the one it runs into. */
  closed: readonly ClosedSpan[];
  place: (span: MinuteSpan, refused: boolean) => CSSProperties;
  onKey: (cursor: LaneCursor, event: KeyboardEvent<HTMLElement>) => void;
  language: 'lt' | 'en';
  t: Translate;
}) {
  const { span, refused } = getCursorSpan(cursor, mode, day);
  const time = formatMinuteSpan(span.from, span.to);
  const closure = refused ? findClosingSpan(span, closed)?.label : undefined;
  const refusal = closure === undefined ? t('grid.refused') : t('grid.refusedClosed', { closure });
  const text = refused ? `${time}: ${refusal}` : time;
  return (
    <div
      role="button"
      tabIndex={0}
      data-free-time=""
      data-state={refused ? 'refused' : 'selecting'}
      className={clsx(styles.freeTimeCursor, refused && shell.selectionRefused)}
      style={place(span, refused)}
      aria-label={t('lanes.freeTimeAt', {
        row: row.label,
        day: `${formatDate(date, WEEKDAY, language)} ${date}`,
        time: text,
      })}
      onKeyDown={(event) => onKey(cursor, event)}
    >
      {text}
    </div>
  );
}

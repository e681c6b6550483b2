import { fromMinutes } from '@laikas/contract';
import { clsx } from 'clsx';
import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TIMETABLE_GRID_NAMESPACE } from '../../i18n';
import {
  formatDate,
  fromZonedDayMinute,
  getAxisSpan,
  moveFocus,
  normalizeEvents,
  placeRows,
  resolveAcademicDay,
  resolveSelection,
  snapToStep,
  splitZonedIntoDays,
  toZonedDayMinute,
  type AcademicDay,
  type CivilDate,
  type EventSegment,
  type LayoutStrategy,
  type LayoutStrategyName,
  type MinuteSpan,
  type NavigationMove,
  type SlotSettings,
  type TimetableEvent,
} from '../../layout';
import { getEventBlockLabels, renderEventBlock, type EventBlockLabels } from '../private/EventBlock';
import { formatMinuteSpan } from '../private/eventText';
import { activateBlock, findBlock } from '../private/blockKeys';
import { GridTooltip, type TooltipTarget } from '../private/GridTooltip';
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
  now?: Date | null;
  /** Height of one lane of a row in pixels. */
  laneHeight?: number;
  /** Heading of the label column; "Resource" by default. */
  rowHeading?: string;
  onEventClick?: (event: T) => void;
  onSelectSlot?: (selection: LaneSelection) => void;
  'aria-label'?: string;
}

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
  dates,
  timeZone = 'Europe/Vilnius',
  timeScale = 'hours',
  slotSettings,
  visibleMinutes = DEFAULT_VISIBLE,
  layout = 'overlap',
  now,
  laneHeight = 44,
  rowHeading,
  onEventClick,
  onSelectSlot,
  'aria-label': ariaLabel,
}: LaneGridProps<T>) {
  const { t, i18n } = useTranslation(TIMETABLE_GRID_NAMESPACE);
  const language = toDateLanguage(i18n.language);
  const rootRef = useRef<HTMLDivElement>(null);
  const nowInstant = useNow(now);
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const [tooltip, setTooltip] = useState<TooltipTarget | null>(null);
  const labels = useMemo(() => getEventBlockLabels(t), [t]);

  const datesKey = dates.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dates' content, not the array's identity, matters
  const stableDates = useMemo(() => [...dates], [datesKey]);
  const day = useMemo(() => resolveAcademicDay(slotSettings), [slotSettings]);
  // Times are read in the zone once per events array; a week change only filters them.
  const zonedEvents = useMemo(() => normalizeEvents(events, timeZone), [events, timeZone]);
  const segmentsByDate = useMemo(() => splitZonedIntoDays(zonedEvents, stableDates), [zonedEvents, stableDates]);

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

  const segmentByKey = useMemo(() => {
    const map = new Map<string, EventSegment<T>>();
    for (const rowLayout of rowLayouts) {
      for (const placement of rowLayout.placements) {
        map.set(placement.segment.key, placement.segment as EventSegment<T>);
      }
    }
    return map;
  }, [rowLayouts]);
  const columns = useMemo(
    () =>
      rowLayouts.map((rowLayout) =>
        rowLayout.placements.map((placement) => ({ key: placement.segment.key, start: placement.start })),
      ),
    [rowLayouts],
  );
  const tabKey =
    activeKey && segmentByKey.has(activeKey) ? activeKey : columns.find((column) => column.length > 0)?.[0]?.key;

  let nowFraction: number | null = null;
  if (nowInstant !== null) {
    const local = toZonedDayMinute(nowInstant, timeZone);
    const dayIndex = stableDates.indexOf(local.date);
    if (dayIndex >= 0 && local.minutes >= axis.from && local.minutes <= axis.to) {
      nowFraction = (dayIndex + (local.minutes - axis.from) / (axis.to - axis.from)) / stableDates.length;
    }
  }

  const handleSelect = useCallback(
    (rowId: string | number, date: CivilDate, span: MinuteSpan) => {
      onSelectSlot?.({
        rowId,
        date,
        from_time: fromMinutes(span.from),
        to_time: fromMinutes(span.to),
        start: new Date(fromZonedDayMinute(date, span.from, timeZone)),
        end: new Date(fromZonedDayMinute(date, span.to, timeZone)),
      });
    },
    [onSelectSlot, timeZone],
  );

  const showTooltip = (element: HTMLElement, anchor: { x: number; y: number }) => {
    const segment = segmentByKey.get(element.dataset.key ?? '');
    // The box stays where the pointer entered the event: re-rendering the grid on every move buys nothing.
    if (segment?.key !== tooltip?.segment.key) {
      setTooltip(segment ? { segment, anchor } : null);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (activateBlock(event)) {
      return;
    }
    const block = findBlock(event.target);
    const move = moves[event.key];
    if (!block || !move) {
      return;
    }
    event.preventDefault();
    const next = moveFocus(columns, block.dataset.key, move);
    if (next && next !== block.dataset.key) {
      setActiveKey(next);
      rootRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next)}"]`)?.focus();
    }
  };

  const label =
    ariaLabel ??
    t('lanes.label', {
      range:
        stableDates.length > 1 ? `${stableDates[0]} – ${stableDates[stableDates.length - 1]}` : (stableDates[0] ?? ''),
    });
  const ticks: number[] = [];
  if (stableDates.length === 1) {
    for (let minute = Math.ceil(axis.from / 60) * 60; minute < axis.to; minute += 60) {
      ticks.push(minute);
    }
  }

  return (
    // The group delegates clicks, keys and hovers of its event buttons: one handler instead of a thousand.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      className={styles.root}
      role="group"
      aria-label={label}
      style={{ [styles.daysVar.slice(4, -1)]: String(stableDates.length) }}
      onClick={(event) => {
        const block = findBlock(event.target);
        const segment = block ? segmentByKey.get(block.dataset.key ?? '') : undefined;
        if (segment) {
          onEventClick?.(segment.event);
        }
      }}
      onKeyDown={handleKeyDown}
      onKeyUp={activateBlock}
      onFocus={(event) => {
        const block = findBlock(event.target);
        if (block) {
          setActiveKey(block.dataset.key);
          const rect = block.getBoundingClientRect();
          showTooltip(block, { x: rect.left, y: rect.bottom - 12 });
        }
      }}
      onBlur={() => setTooltip(null)}
      onPointerMove={(event) => {
        const block = findBlock(event.target);
        if (block) {
          showTooltip(block, { x: event.clientX, y: event.clientY });
        } else if (tooltip) {
          setTooltip(null);
        }
      }}
      onPointerLeave={() => setTooltip(null)}
    >
      <div className={styles.header} aria-hidden="true">
        <div className={styles.corner}>{rowHeading ?? t('lanes.resource')}</div>
        <div className={styles.scale}>
          {stableDates.length > 1
            ? stableDates.map((date, index) => (
                <div
                  key={date}
                  className={styles.dayHeading}
                  style={{ left: percent(index / stableDates.length), width: percent(1 / stableDates.length) }}
                >
                  <span className={styles.weekday}>{formatDate(date, 'cccc', language)}</span>
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
      <div className={styles.rows}>
        {rowLayouts.map((rowLayout) => (
          <LaneRow
            key={rowLayout.row.id}
            rowLayout={rowLayout}
            dates={stableDates}
            axis={axis}
            day={day}
            scale={timeScale}
            laneHeight={laneHeight}
            tabKey={tabKey}
            selectable={onSelectSlot !== undefined}
            onSelect={handleSelect}
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
      <GridTooltip target={tooltip} t={t} />
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * LaneRow: one resource's events and its free-time selection
 * -----------------------------------------------------------------------------------------------*/

interface LaneRowProps {
  rowLayout: RowLayout;
  dates: readonly CivilDate[];
  axis: MinuteSpan;
  day: AcademicDay;
  scale: TimeScale;
  laneHeight: number;
  tabKey: string | undefined;
  selectable: boolean;
  onSelect: (rowId: string | number, date: CivilDate, span: MinuteSpan) => void;
  labels: EventBlockLabels;
  t: TFunction;
}

const LaneRow = memo(function LaneRow({
  rowLayout,
  dates,
  axis,
  day,
  scale,
  laneHeight,
  tabKey,
  selectable,
  onSelect,
  labels,
  t,
}: LaneRowProps) {
  const { row, placements, lanes } = rowLayout;
  const [drag, setDrag] = useState<{ dayIndex: number; anchor: number; focus: number } | null>(null);
  const mode = scale === 'slots' ? 'slots' : 'step';
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
            labels,
          },
          // by position: a week change patches the row's elements rather than replacing them
          index,
        ),
      ),
    [placements, tabKey, labels],
  );

  const pointAt = (event: PointerEvent<HTMLDivElement>, dayIndex?: number) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const position = ((event.clientX - rect.left) / rect.width) * dates.length;
    const index = dayIndex ?? Math.min(dates.length - 1, Math.max(0, Math.floor(position)));
    const minute = axis.from + (position - index) * dayLength;
    return { dayIndex: index, minute: Math.min(axis.to - 1, Math.max(axis.from, Math.floor(minute))) };
  };

  let preview: { span: MinuteSpan; refused: boolean } | null = null;
  if (drag) {
    const span = resolveSelection(drag.anchor, drag.focus, mode, day);
    preview = span ? { span, refused: false } : { span: snapToStep(drag.anchor, drag.focus), refused: true };
  }
  const toHorizontal = (dayIndex: number, span: MinuteSpan): CSSProperties => ({
    left: percent((dayIndex + (Math.max(span.from, axis.from) - axis.from) / dayLength) / dates.length),
    width: percent((Math.min(span.to, axis.to) - Math.max(span.from, axis.from)) / dayLength / dates.length),
  });

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
      <div
        className={styles.track}
        style={{ height: lanes * laneHeight }}
        onPointerDown={(event) => {
          if (!selectable || event.button !== 0 || (event.target as Element).closest('[data-key]')) {
            return;
          }
          const point = pointAt(event);
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // synthetic pointers have nothing to capture; the drag still works over the row
          }
          setDrag({ dayIndex: point.dayIndex, anchor: point.minute, focus: point.minute });
        }}
        onPointerMove={(event) => {
          if (drag) {
            setDrag({ ...drag, focus: pointAt(event, drag.dayIndex).minute });
          }
        }}
        onPointerUp={(event) => {
          if (!drag) {
            return;
          }
          const span = resolveSelection(drag.anchor, pointAt(event, drag.dayIndex).minute, mode, day);
          setDrag(null);
          if (span) {
            onSelect(row.id, dates[drag.dayIndex] as CivilDate, span);
          }
        }}
        onPointerCancel={() => setDrag(null)}
      >
        {preview && drag ? (
          <div
            className={clsx(styles.selection, preview.refused && styles.selectionRefused)}
            style={toHorizontal(drag.dayIndex, preview.span)}
            data-state={preview.refused ? 'refused' : 'selecting'}
          >
            {preview.refused ? t('grid.refused') : formatMinuteSpan(preview.span.from, preview.span.to)}
          </div>
        ) : null}
        {blocks}
      </div>
    </div>
  );
});

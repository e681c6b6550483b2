import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { TimeSpan } from '@laikas/contract/time';
import { clsx } from 'clsx';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import type { Translate } from '@laikas/ui/i18n';
import { useTimetableGridTranslation } from '../../i18n';
import {
  formatDate,
  WEEKDAY,
  getAxisSpan,
  placeSegments,
  resolveAcademicDay,
  toZonedDayMinute,
  type AcademicDay,
  type CivilDate,
  type EventSegment,
  type LayoutStrategy,
  type LayoutStrategyName,
  type MinuteSpan,
  type NavigationMove,
  type PlacedSegment,
  type SlotSettings,
  type TimetableEvent,
  closingSpans,
  findClosingSpan,
  getClosedSpans,
  getCursorPositions,
  getCursorSpan,
  type ClosedSpan,
  type TimetableClosure,
  moveTimeCursor,
  placeTimeCursor,
  type TimeCursor,
} from '../../layout';
import { ClosedBand } from '../private/ClosedBand';
import { getEventBlockLabels, renderEventBlock, type EventBlockLabels } from '../private/EventBlock';
import { formatMinuteSpan } from '../private/eventText';
import { GridTooltip } from '../private/GridTooltip';
import { useEventDelegation } from '../private/useEventDelegation';
import { SelectionPreview, useFreeTimeDrag } from '../private/useFreeTimeDrag';
import { formatDateRange, toSlotSelection, useZonedDays } from '../private/useZonedDays';
import { toDateLanguage, useNarrowerThan, useNow } from '../private/hooks';
import * as styles from './TimeGrid.css';

export const timeScales = ['hours', 'slots'] as const satisfies readonly TimeScale[];
/** Rows of the time axis: plain hours (30-minute snapping) or the academic slots. */
export type TimeScale = 'hours' | 'slots';

export const gridViews = ['auto', 'grid', 'agenda'] as const satisfies readonly GridView[];
/** `auto` shows the agenda list when the grid's container is narrower than `agendaBreakpoint`. */
export type GridView = 'auto' | 'grid' | 'agenda';

/** What a click or drag on free time selects: a day and its clock times (a `TimeSpan`), plus the instants they mean. */
export interface SlotSelection extends TimeSpan {
  date: CivilDate;
  start: Date;
  end: Date;
}

export interface TimeGridProps<T extends TimetableEvent = TimetableEvent> {
  /** The days to show as columns, in order. */
  dates: readonly CivilDate[];
  /** The events; any that fall outside `dates` are ignored. */
  events: readonly T[];
  /**
   * Times nothing may be reserved (holidays, the room closed): drawn hatched with their label, and free time there
   * cannot be selected, not even inside a lecture of several slots. One with `closes: false` (an exam session) is
   * drawn in a colour of its own and its free time stays selectable.
   */
  closures?: readonly TimetableClosure[];
  /** IANA zone the days and clock times are in; `Europe/Vilnius` by default. */
  timeZone?: string;
  /** Rows of the time axis. `hours` snaps selections to 30 minutes, `slots` to academic slots. */
  timeScale?: TimeScale;
  /** A resource's own slots and forbidden gaps; the defaults of spec 9 otherwise. */
  slotSettings?: SlotSettings | null;
  /** First and last minute shown in hours mode (widened to fit any event); 07:00–21:00 by default. */
  visibleMinutes?: MinuteSpan;
  /** How overlapping events share a column: a named strategy or your own. */
  layout?: LayoutStrategyName | LayoutStrategy;
  /** The instant of the now-line; `null` hides it; left out, the clock is used. */
  now?: Date | null;
  /** Height of one hour in pixels. */
  hourHeight?: number;
  view?: GridView;
  agendaBreakpoint?: number;
  /** Called when an event is clicked or activated with Enter or Space. */
  onEventClick?: (event: T) => void;
  /** Called when free time is clicked or dragged over; selections into forbidden gaps are refused. */
  onSelectSlot?: (selection: SlotSelection) => void;
  /** The grid's accessible name; the dates shown by default. */
  'aria-label'?: string;
  /**
   * The events are still on their way: the grid is drawn (its place on the page kept, so nothing below it moves
   * when they arrive) and busy, without saying that the week is empty; the agenda says each day is loading.
   */
  loading?: boolean;
}

const DEFAULT_TIME_ZONE = 'Europe/Vilnius';
const NO_CLOSURES: readonly TimetableClosure[] = [];
const NO_CLOSED: readonly ClosedSpan[] = [];
const DEFAULT_VISIBLE: MinuteSpan = { from: 7 * 60, to: 21 * 60 };
const MINIMUM_EVENT_MINUTES = 20;
const NARROW_LANE = 0.34;
/**
 * A seventieth of the grid's width: in a week view a tenth of a day, about 15 pixels, a character or
 * two after the padding; in a day view the same few pixels.
 */
const TINY_SHARE = 1 / 70;

const gridMoves: Record<string, NavigationMove> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  ArrowRight: 'nextColumn',
  ArrowLeft: 'previousColumn',
  Home: 'first',
  End: 'last',
};
const agendaMoves: Record<string, NavigationMove> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

const percent = (value: number) => `${value * 100}%`;

/** The axis: the visible hours, or the slots in slot mode, widened to whole hours that hold every event. */
function getAxis(
  segments: Iterable<EventSegment[]>,
  scale: TimeScale,
  day: AcademicDay,
  visible: MinuteSpan,
): MinuteSpan {
  const first = day.slots[0];
  const last = day.slots[day.slots.length - 1];
  const base = scale === 'slots' && first && last ? { from: first.from, to: last.to } : visible;
  return getAxisSpan(segments, base, MINIMUM_EVENT_MINUTES);
}

/** Vertical geometry of a span on the axis, as percentages of the column. */
function toVertical(span: MinuteSpan, axis: MinuteSpan): CSSProperties {
  const length = axis.to - axis.from;
  const from = Math.max(span.from, axis.from);
  const to = Math.min(span.to, axis.to);
  return { top: percent((from - axis.from) / length), height: percent(Math.max(0, to - from) / length) };
}

/**
 * Where a refusal (a cursor or drag on time that cannot be reserved) is drawn: from its span's start down, at least
 * as tall as the span and as tall as its words need, so none of them is cut; in the lower half of the axis from its
 * span's end up, so it stays inside the grid.
 */
function toRefusalBox(span: MinuteSpan, axis: MinuteSpan): CSSProperties {
  const { top, height } = toVertical(span, axis);
  const length = axis.to - axis.from;
  const lower = (span.from + span.to) / 2 - axis.from > length / 2;
  return lower
    ? { bottom: percent((axis.to - Math.min(span.to, axis.to)) / length), minHeight: height }
    : { top, minHeight: height };
}

/**
 * The time grid behind WeekGrid and DayGrid: days as columns, time as rows, events placed by the
 * pure layout, and the interactions (roving focus, tooltip, event click, free-time selection)
 * handled once at the grid through event delegation.
 */
export function TimeGrid<T extends TimetableEvent>({
  dates,
  events,
  closures = NO_CLOSURES,
  timeZone = DEFAULT_TIME_ZONE,
  timeScale = 'hours',
  slotSettings,
  visibleMinutes = DEFAULT_VISIBLE,
  layout = 'overlap',
  now,
  hourHeight = 60,
  view = 'auto',
  agendaBreakpoint = 640,
  onEventClick,
  onSelectSlot,
  'aria-label': ariaLabel,
  loading = false,
}: TimeGridProps<T>) {
  const { t, i18n } = useTimetableGridTranslation();
  const language = toDateLanguage(i18n.language);
  const rootRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(rootRef, agendaBreakpoint, view === 'auto');
  const nowInstant = useNow(now);
  const labels = useMemo(() => getEventBlockLabels(t, language), [t, language]);
  const { stableDates, segmentsByDate } = useZonedDays(dates, events, timeZone);
  const day = useMemo(() => resolveAcademicDay(slotSettings), [slotSettings]);
  const closedByDate = useMemo(
    () => getClosedSpans(closures, stableDates, timeZone),
    [closures, stableDates, timeZone],
  );
  /** The academic day of one date: its closed times refuse a selection as a gap does. */
  const dayOf = useCallback(
    (date: CivilDate): AcademicDay => {
      const closed = closingSpans(closedByDate.get(date));
      return closed.length > 0 ? { ...day, closed } : day;
    },
    [closedByDate, day],
  );
  const placedByDate = useMemo(
    () =>
      new Map(
        stableDates.map((date) => [date, placeSegments(segmentsByDate.get(date) ?? [], layout, MINIMUM_EVENT_MINUTES)]),
      ),
    [segmentsByDate, stableDates, layout],
  );
  const segmentByKey = useMemo(() => {
    const map = new Map<string, EventSegment<T>>();
    for (const list of segmentsByDate.values()) {
      for (const segment of list) {
        map.set(segment.key, segment);
      }
    }
    return map;
  }, [segmentsByDate]);
  const axis = useMemo(
    () => getAxis(segmentsByDate.values(), timeScale, day, visibleMinutes),
    [segmentsByDate, timeScale, day, visibleMinutes],
  );

  const showAgenda = view === 'agenda' || narrow;
  const columns = useMemo(() => {
    const perDay = stableDates.map((date) => (showAgenda ? segmentsByDate.get(date) : placedByDate.get(date)) ?? []);
    const navigation = perDay.map((list) => list.map((segment) => ({ key: segment.key, start: segment.from })));
    return showAgenda ? [navigation.flat()] : navigation;
  }, [stableDates, showAgenda, segmentsByDate, placedByDate]);
  const { tabKey, tooltip, handlers } = useEventDelegation({
    rootRef,
    segmentByKey,
    columns,
    moves: showAgenda ? agendaMoves : gridMoves,
    onEventClick,
  });
  const tabDate = tabKey === undefined ? undefined : segmentByKey.get(tabKey)?.date;

  let nowPosition: { date: CivilDate; minute: number } | null = null;
  if (nowInstant !== null) {
    const local = toZonedDayMinute(nowInstant, timeZone);
    if (segmentsByDate.has(local.date) && local.minutes >= axis.from && local.minutes <= axis.to) {
      nowPosition = { date: local.date, minute: local.minutes };
    }
  }

  const handleSelect = useCallback(
    (date: CivilDate, span: MinuteSpan) => onSelectSlot?.(toSlotSelection(date, span, timeZone)),
    [onSelectSlot, timeZone],
  );

  // The keyboard's way to free time (issue 12, item 20): one tab stop, a cursor moved with the arrows.
  const cursorMode = timeScale === 'slots' ? 'slots' : 'step';
  const positions = useMemo(() => getCursorPositions(cursorMode, day, axis), [cursorMode, day, axis]);
  const [cursor, setCursor] = useState<(TimeCursor & { date: CivilDate }) | null>(null);
  const focusDateRef = useRef<CivilDate | null>(null);
  const cursorDate = cursor && stableDates.includes(cursor.date) ? cursor.date : stableDates[0];
  const cursorAt = useMemo<TimeCursor | null>(() => {
    if (positions.length === 0) {
      return null;
    }
    return cursor && cursor.date === cursorDate
      ? { anchor: cursor.anchor, focus: cursor.focus }
      : placeTimeCursor(positions, axis.from);
  }, [cursor, cursorDate, positions, axis.from]);
  useEffect(() => {
    const date = focusDateRef.current;
    if (date) {
      focusDateRef.current = null;
      rootRef.current?.querySelector<HTMLElement>(`[data-date="${date}"] [data-free-time]`)?.focus();
    }
  });
  const handleFreeTimeKey = useCallback(
    (date: CivilDate, current: TimeCursor, event: KeyboardEvent<HTMLElement>) => {
      const index = stableDates.indexOf(date);
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          setCursor({
            date,
            ...moveTimeCursor(current, positions, event.key === 'ArrowDown' ? 1 : -1, event.shiftKey),
          });
          break;
        case 'ArrowRight':
        case 'ArrowLeft': {
          const next = stableDates[index + (event.key === 'ArrowRight' ? 1 : -1)];
          if (!next) {
            return;
          }
          focusDateRef.current = next;
          setCursor({ date: next, ...current });
          break;
        }
        case 'Escape':
          setCursor({ date, anchor: current.focus, focus: current.focus });
          break;
        case 'Enter':
        case ' ': {
          const { span, refused } = getCursorSpan(current, cursorMode, dayOf(date));
          if (!refused) {
            handleSelect(date, span);
          }
          break;
        }
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
    [stableDates, positions, cursorMode, dayOf, handleSelect],
  );

  const label = ariaLabel ?? t('grid.label', { range: formatDateRange(stableDates) });
  const isEmpty = segmentByKey.size === 0 && !loading;
  // Set where the header and the body start: the days' widths are known before the days are (a parser that pauses).
  const rowVars = assignInlineVars({
    [styles.dayCountVar]: String(stableDates.length),
    ...(timeScale === 'slots' ? { [styles.gutterWidthVar]: styles.SLOTS_GUTTER_WIDTH } : {}),
  });

  return (
    // The group delegates clicks, keys and hovers of its event buttons: one handler instead of a thousand.
    <div
      ref={rootRef}
      className={styles.root}
      role="group"
      aria-label={label}
      aria-busy={loading || undefined}
      data-view={showAgenda ? 'agenda' : 'grid'}
      {...handlers}
    >
      {showAgenda ? (
        <Agenda
          dates={stableDates}
          segmentsByDate={segmentsByDate}
          closedByDate={closedByDate}
          loading={loading}
          tabKey={tabKey}
          language={language}
          labels={labels}
          t={t}
        />
      ) : (
        <>
          <div className={styles.header} style={rowVars}>
            <div className={styles.corner}>{t('grid.time')}</div>
            {stableDates.map((date) => (
              <div key={date} className={styles.dayHeader}>
                <span className={styles.weekday}>{formatDate(date, WEEKDAY, language)}</span>
                <span className={styles.dayDate}>{date}</span>
              </div>
            ))}
          </div>
          <div
            className={styles.body}
            style={{
              ...rowVars,
              height: ((axis.to - axis.from) / 60) * hourHeight,
              ...assignInlineVars({ [styles.hourHeightVar]: `${hourHeight}px` }),
            }}
          >
            <Gutter
              axis={axis}
              scale={timeScale}
              day={day}
              hourHeight={hourHeight}
              nowMinute={nowPosition && stableDates.includes(nowPosition.date) ? nowPosition.minute : null}
              t={t}
            />
            {stableDates.map((date) => (
              <DayColumn
                // Keyed by date: a week change swaps whole columns, built off the page, for the old
                // ones, which costs less than patching a thousand blocks the page already holds.
                key={date}
                date={date}
                label={`${formatDate(date, WEEKDAY, language)} ${date}`}
                placed={placedByDate.get(date) ?? []}
                axis={axis}
                day={day}
                closed={closedByDate.get(date) ?? NO_CLOSED}
                scale={timeScale}
                // Only the column that holds the tab stop needs it: moving focus re-renders two days, not seven.
                tabKey={tabDate === date ? tabKey : undefined}
                nowMinute={nowPosition?.date === date ? nowPosition.minute : null}
                tinyLane={TINY_SHARE * stableDates.length}
                selectable={onSelectSlot !== undefined}
                onSelect={handleSelect}
                freeTime={date === cursorDate ? cursorAt : null}
                onFreeTimeKey={handleFreeTimeKey}
                labels={labels}
                t={t}
              />
            ))}
            {isEmpty ? (
              <p className={styles.empty} role="status">
                {t('grid.empty')}
              </p>
            ) : null}
          </div>
        </>
      )}
      <GridTooltip target={tooltip} t={t} />
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Gutter: hour labels, or slot numbers and times
 * -----------------------------------------------------------------------------------------------*/

/** How far apart two gutter labels centred on their times must be not to overlap: a line of small text. */
const LABEL_CLEARANCE_PX = 16;

/** Below this height a slot's label has no room for two lines (number, then times) and writes them on one. */
const TWO_LINE_SLOT_PX = 36;

const Gutter = memo(function Gutter({
  axis,
  scale,
  day,
  hourHeight,
  nowMinute,
  t,
}: {
  axis: MinuteSpan;
  scale: TimeScale;
  day: AcademicDay;
  hourHeight: number;
  /** The minute of the now-line when one of the days shown is today. */
  nowMinute: number | null;
  t: Translate;
}) {
  const nowLabel =
    nowMinute !== null ? (
      <span className={styles.gutterNowLabel} style={{ top: percent((nowMinute - axis.from) / (axis.to - axis.from)) }}>
        {t('grid.now')}
      </span>
    ) : null;
  if (scale === 'slots') {
    return (
      <div className={styles.gutter} aria-hidden="true">
        {day.slots.map((slot, index) => {
          const inline = ((slot.to - slot.from) / 60) * hourHeight < TWO_LINE_SLOT_PX;
          return (
            <div
              key={slot.from}
              className={inline ? `${styles.slotLabel} ${styles.slotLabelInline}` : styles.slotLabel}
              style={toVertical(slot, axis)}
            >
              <span className={styles.slotNumber}>
                {inline ? `${index + 1}.` : t('grid.slotNumber', { number: index + 1 })}
              </span>
              <span>{formatMinuteSpan(slot.from, slot.to)}</span>
            </div>
          );
        })}
        {nowLabel}
      </div>
    );
  }
  const hours: number[] = [];
  for (let minute = Math.ceil(axis.from / 60) * 60; minute < axis.to; minute += 60) {
    // An hour the "Now" label would cover (each is a line of small text centred on its time) is left out for it.
    const nearNow = nowMinute !== null && (Math.abs(minute - nowMinute) / 60) * hourHeight < LABEL_CLEARANCE_PX;
    if (!nearNow) {
      hours.push(minute);
    }
  }
  return (
    <div className={styles.gutter} aria-hidden="true">
      {hours.map((minute) => (
        <span
          key={minute}
          className={styles.hourLabel}
          style={{ top: percent((minute - axis.from) / (axis.to - axis.from)) }}
        >
          {formatMinuteSpan(minute, minute).slice(0, 5)}
        </span>
      ))}
      {nowLabel}
    </div>
  );
});

/* -------------------------------------------------------------------------------------------------
 * DayColumn: one day's events, gaps, now-line and free-time selection
 * -----------------------------------------------------------------------------------------------*/

interface DayColumnProps {
  date: CivilDate;
  /** Lanes narrower than this share of the column show no text. */
  tinyLane: number;
  label: string;
  placed: readonly PlacedSegment[];
  axis: MinuteSpan;
  day: AcademicDay;
  /** The day's closed times (holidays, the room closed). */
  closed: readonly ClosedSpan[];
  scale: TimeScale;
  tabKey: string | undefined;
  nowMinute: number | null;
  selectable: boolean;
  onSelect: (date: CivilDate, span: MinuteSpan) => void;
  /** The keyboard's free-time cursor when this column holds the grid's free-time tab stop. */
  freeTime: TimeCursor | null;
  onFreeTimeKey: (date: CivilDate, cursor: TimeCursor, event: KeyboardEvent<HTMLElement>) => void;
  labels: EventBlockLabels;
  t: Translate;
}

const DayColumn = memo(function DayColumn({
  date,
  tinyLane,
  label,
  placed,
  axis,
  day: academicDay,
  closed,
  scale,
  tabKey,
  nowMinute,
  selectable,
  onSelect,
  freeTime,
  onFreeTimeKey,
  labels,
  t,
}: DayColumnProps) {
  // Only the times that close refuse a selection; marked ones (an exam session) are drawn and still offered.
  const day = useMemo(() => {
    const closing = closingSpans(closed);
    return closing.length > 0 ? { ...academicDay, closed: closing } : academicDay;
  }, [academicDay, closed]);
  // The same elements while only a drag or the tooltip changes: React skips them untouched.
  const blocks = useMemo(
    () =>
      placed.map((segment) =>
        renderEventBlock(
          {
            segment,
            geometry: {
              ...toVertical(
                { from: segment.from, to: Math.max(segment.to, segment.from + MINIMUM_EVENT_MINUTES) },
                axis,
              ),
              left: percent(segment.left),
              width: percent(segment.width),
            },
            // In a lane a third of the day or narrower, wrapped words are unreadable (and costly to
            // lay out): one clipped line per part instead.
            compact: segment.width < NARROW_LANE,
            // Where a dozen events share an hour, a lane is a few pixels wide and not one letter
            // can be read: its text would only cost layout (half the week's, with 1,000 events).
            showText: segment.width >= tinyLane,
            tabIndex: segment.key === tabKey ? 0 : -1,
            // Kept in a closed time: marked as taking place, drawn above the band.
            closedBy: findClosingSpan(segment, closed)?.label,
            labels,
          },
          segment.key,
        ),
      ),
    [placed, axis, tabKey, tinyLane, closed, labels],
  );

  const { preview, handlers } = useFreeTimeDrag({
    enabled: selectable,
    scale,
    day,
    pointAt: (event) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const fraction = (event.clientY - rect.top) / rect.height;
      const minute = Math.floor(axis.from + fraction * (axis.to - axis.from));
      return { minute: Math.min(axis.to - 1, Math.max(axis.from, minute)) };
    },
    onSelect: (span) => onSelect(date, span),
  });

  return (
    <div
      className={clsx(styles.column, scale === 'hours' && styles.hourLines)}
      role="group"
      aria-label={label}
      data-date={date}
      {...handlers}
    >
      {scale === 'slots'
        ? day.slots.map((slot) => (
            <div key={slot.from} className={styles.slotBand} style={toVertical(slot, axis)} aria-hidden="true" />
          ))
        : null}
      {day.forbidden
        .filter((gap) => gap.to > axis.from && gap.from < axis.to)
        .map((gap) => (
          <div
            key={gap.from}
            className={styles.forbiddenBand}
            style={toVertical(gap, axis)}
            aria-hidden="true"
            data-forbidden="true"
          />
        ))}
      {closed
        .filter((span) => span.to > axis.from && span.from < axis.to)
        .map((span) => (
          <ClosedBand
            key={`${span.from}-${span.label}`}
            label={span.label}
            marked={span.marked}
            style={{ ...toVertical(span, axis), left: 0, right: 0 }}
          />
        ))}
      {preview ? (
        <SelectionPreview
          preview={preview}
          className={styles.selection}
          style={preview.refused ? toRefusalBox(preview.span, axis) : toVertical(preview.span, axis)}
          closure={preview.refused ? findClosingSpan(preview.span, closed)?.label : undefined}
          t={t}
        />
      ) : null}
      {blocks}
      {selectable && freeTime ? (
        <FreeTimeCursor
          date={date}
          label={label}
          cursor={freeTime}
          axis={axis}
          day={day}
          closed={closed}
          placed={placed}
          mode={scale === 'slots' ? 'slots' : 'step'}
          onKey={onFreeTimeKey}
          t={t}
        />
      ) : null}
      {nowMinute !== null ? (
        <div
          className={styles.nowLine}
          style={{ top: percent((nowMinute - axis.from) / (axis.to - axis.from)) }}
          data-testid="now-line"
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
});

/* -------------------------------------------------------------------------------------------------
 * Agenda: the same week as a list by day, for narrow screens
 * -----------------------------------------------------------------------------------------------*/

interface AgendaProps {
  dates: readonly CivilDate[];
  segmentsByDate: ReadonlyMap<CivilDate, readonly EventSegment[]>;
  closedByDate: ReadonlyMap<CivilDate, readonly ClosedSpan[]>;
  /** The events are still on their way: a day without any says so rather than that it has none. */
  loading: boolean;
  tabKey: string | undefined;
  language: 'lt' | 'en';
  labels: EventBlockLabels;
  t: Translate;
}

const listedGeometry: CSSProperties = {};

function Agenda({ dates, segmentsByDate, closedByDate, loading, tabKey, language, labels, t }: AgendaProps) {
  const idPrefix = useId();
  return (
    <div className={styles.agenda}>
      {dates.map((date) => {
        const segments = segmentsByDate.get(date) ?? [];
        const headingId = `${idPrefix}-${date}`;
        const emptyText = loading ? t('agenda.loading') : t('agenda.noEvents');
        return (
          // A group, not a region: two agendas on one page (Home) name their days alike, and landmarks must differ.
          <div key={date} role="group" className={styles.agendaDay} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.agendaHeading}>
              {formatDate(date, WEEKDAY, language)} {date}
            </h3>
            {(closedByDate.get(date) ?? []).map((span) => (
              <p
                key={`${span.from}-${span.label}`}
                className={styles.agendaClosed}
                {...(span.marked ? { 'data-marked': '' } : { 'data-closed': '' })}
              >
                {span.from === 0 && span.to === 1440
                  ? span.label
                  : `${formatMinuteSpan(span.from, span.to)} ${span.label}`}
              </p>
            ))}
            {segments.length === 0 ? (
              <p className={styles.agendaEmpty} data-state={loading ? 'loading' : 'empty'}>
                {emptyText}
              </p>
            ) : (
              <ul className={styles.agendaList}>
                {segments.map((segment) => (
                  <li key={segment.key}>
                    {renderEventBlock(
                      {
                        segment,
                        geometry: listedGeometry,
                        tabIndex: segment.key === tabKey ? 0 : -1,
                        listed: true,
                        closedBy: findClosingSpan(segment, closedByDate.get(date))?.label,
                        labels,
                      },
                      segment.key,
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * FreeTimeCursor: free time by keyboard
 * -----------------------------------------------------------------------------------------------*/

/**
 * The grid's one tab stop for free time, after the events of its day: a box over the cells it selects, seen only
 * while it has focus. Up and down move it a cell (Shift: lengthen or shorten), left and right move it to the
 * neighbouring day, Enter or Space reserves what it covers (as a click or drag would), Escape shrinks it back to
 * one cell. The mouse goes past it to the column (no pointer events).
 */
function FreeTimeCursor({
  date,
  label,
  cursor,
  axis,
  day,
  closed,
  placed,
  mode,
  onKey,
  t,
}: {
  date: CivilDate;
  label: string;
  cursor: TimeCursor;
  axis: MinuteSpan;
  day: AcademicDay;
  /** The day's closed times: a refusal names the one it runs into. */
  closed: readonly ClosedSpan[];
  /** The day's events: a cursor over one says so by name instead of "free time" (what a mouse user sees). */
  placed: readonly PlacedSegment[];
  mode: 'slots' | 'step';
  onKey: (date: CivilDate, cursor: TimeCursor, event: KeyboardEvent<HTMLElement>) => void;
  t: Translate;
}) {
  const { span: shown, refused } = getCursorSpan(cursor, mode, day);
  const time = formatMinuteSpan(shown.from, shown.to);
  const closure = refused ? findClosingSpan(shown, closed)?.label : undefined;
  const refusal = closure === undefined ? t('grid.refused') : t('grid.refusedClosed', { closure });
  const text = refused ? `${time}: ${refusal}` : time;
  const takenBy = [
    ...new Set(
      placed
        .filter((segment) => segment.from < shown.to && shown.from < segment.to)
        .map((segment) => segment.event.title),
    ),
  ];
  const name =
    takenBy.length > 0
      ? t('grid.takenAt', { events: takenBy.join(', '), day: label, time: text })
      : t('grid.freeTimeAt', { day: label, time: text });
  return (
    <div
      role="button"
      tabIndex={0}
      data-free-time=""
      data-state={refused ? 'refused' : 'selecting'}
      className={clsx(styles.freeTimeCursor, refused && styles.freeTimeCursorRefused)}
      style={refused ? toRefusalBox(shown, axis) : toVertical(shown, axis)}
      aria-label={name}
      onKeyDown={(event) => onKey(date, cursor, event)}
    >
      {refused ? (
        <>
          {`${time}: `}
          <span className={styles.refusal}>{refusal}</span>
        </>
      ) : (
        text
      )}
    </div>
  );
}

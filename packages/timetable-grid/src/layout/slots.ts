import {
  DEFAULT_AVAILABLE_SLOTS,
  DEFAULT_FORBIDDEN_SLOTS,
  fromMinutes,
  toMinutes,
  type TimeSpan,
} from '@laikas/contract/time';

/** Minutes in a day; a span may end at 1440 (24:00). */
export const MINUTES_PER_DAY = 1440;
/** The time picker's step (spec 9). */
export const TIME_STEP_MINUTES = 30;

/** A half-open span of a day in minutes since midnight: `[from, to)`. */
export interface MinuteSpan {
  from: number;
  to: number;
}

/** The academic day of a resource: its pickable slots and the gaps nothing may cross. */
export interface AcademicDay {
  /** Sorted by start, never overlapping. */
  slots: readonly MinuteSpan[];
  /** Sorted by start, never overlapping. */
  forbidden: readonly MinuteSpan[];
  /**
   * The times of this one day nothing may be reserved (a holiday, the room closed; issue 36): unlike a gap, never
   * passed over, not even inside a lecture of several slots.
   */
  closed?: readonly MinuteSpan[];
}

/** Resource settings as the API sends them; both lists are optional and may be empty. */
export interface SlotSettings {
  available_slots?: readonly TimeSpan[] | null;
  forbidden_slots?: readonly TimeSpan[] | null;
}

export function toMinuteSpan(span: TimeSpan): MinuteSpan {
  return { from: toMinutes(span.from), to: toMinutes(span.to) };
}

export function toTimeSpan(span: MinuteSpan): TimeSpan {
  return { from: fromMinutes(span.from), to: fromMinutes(span.to) };
}

const byStart = (a: MinuteSpan, b: MinuteSpan) => a.from - b.from || a.to - b.to;

/**
 * The academic day of a resource: its own slots and gaps when its settings list any, otherwise
 * the university's defaults (spec 9).
 */
export function resolveAcademicDay(settings?: SlotSettings | null): AcademicDay {
  const slots = settings?.available_slots?.length ? settings.available_slots : DEFAULT_AVAILABLE_SLOTS;
  const forbidden = settings?.forbidden_slots?.length ? settings.forbidden_slots : DEFAULT_FORBIDDEN_SLOTS;
  return { slots: slots.map(toMinuteSpan).sort(byStart), forbidden: forbidden.map(toMinuteSpan).sort(byStart) };
}

/** True when two half-open spans share at least one minute. */
export function spansOverlap(a: MinuteSpan, b: MinuteSpan): boolean {
  return a.from < b.to && b.from < a.to;
}

/** Indexes of the slots a span touches (shares a minute with), in order; slots sorted by start. */
export function getCoveredSlotIndexes(span: MinuteSpan, slots: readonly MinuteSpan[]): number[] {
  const indexes: number[] = [];
  slots.forEach((slot, index) => {
    if (spansOverlap(span, slot)) {
      indexes.push(index);
    }
  });
  return indexes;
}

/** The index of the slot that holds `minute`, or -1 when the minute falls between slots. */
export function findSlotAt(minute: number, slots: readonly MinuteSpan[]): number {
  return slots.findIndex((slot) => slot.from <= minute && minute < slot.to);
}

/** True when a span starts where one slot starts and ends where a slot (the same or a later one) ends. */
export function isAlignedToSlots(span: MinuteSpan, slots: readonly MinuteSpan[]): boolean {
  return slots.some((slot) => slot.from === span.from) && slots.some((slot) => slot.to === span.to);
}

/**
 * True when a span runs into a forbidden gap or a closed time. A lecture that covers several whole academic slots
 * (starts at a slot's start, ends at a slot's end) may pass over the breaks between them; a gap
 * at either edge of it, or any gap touched by an unaligned span, is still refused.
 */
export function crossesForbiddenGap(
  span: MinuteSpan,
  day: AcademicDay,
  options: { multiSlotLecture?: boolean } = {},
): boolean {
  if (day.closed?.some((closed) => spansOverlap(span, closed))) {
    return true;
  }
  const exempt = options.multiSlotLecture === true && isAlignedToSlots(span, day.slots);
  return day.forbidden.some((gap) => {
    if (!spansOverlap(span, gap)) {
      return false;
    }
    const inside = gap.from > span.from && gap.to < span.to;
    return !(exempt && inside);
  });
}

/** The span of whole `step`-minute cells that holds both minutes (order does not matter). */
export function snapToStep(anchor: number, focus: number, step = TIME_STEP_MINUTES): MinuteSpan {
  const low = Math.min(anchor, focus);
  const high = Math.max(anchor, focus);
  const from = Math.floor(low / step) * step;
  const to = Math.max(from + step, Math.ceil((high === low ? high + 1 : high) / step) * step);
  return { from: Math.max(0, from), to: Math.min(MINUTES_PER_DAY, to) };
}

/** From the start of the slot under the earlier minute to the end of the slot under the later; null when either is between slots. */
export function snapToSlots(anchor: number, focus: number, slots: readonly MinuteSpan[]): MinuteSpan | null {
  const first = findSlotAt(Math.min(anchor, focus), slots);
  const last = findSlotAt(Math.max(anchor, focus), slots);
  const start = slots[first];
  const end = slots[last];
  if (!start || !end) {
    return null;
  }
  return { from: start.from, to: end.to };
}

/** How a pointer selection on free time snaps: to the time picker's step or to academic slots. */
export const snapModes = ['step', 'slots'] as const;
export type SnapMode = (typeof snapModes)[number];

/**
 * The span a press at `anchor` and release at `focus` selects, or null when it would run into a
 * forbidden gap (or, in slot mode, starts or ends between slots).
 */
export function resolveSelection(
  anchor: number,
  focus: number,
  mode: SnapMode,
  day: AcademicDay,
  step = TIME_STEP_MINUTES,
): MinuteSpan | null {
  switch (mode) {
    case 'step': {
      const span = snapToStep(anchor, focus, step);
      return crossesForbiddenGap(span, day) ? null : span;
    }
    case 'slots': {
      const span = snapToSlots(anchor, focus, day.slots);
      return span && !crossesForbiddenGap(span, day, { multiSlotLecture: true }) ? span : null;
    }
    default:
      return mode satisfies never;
  }
}

/**
 * The academic slots a span of free time falls on, as one lecture: from the start of the first slot it touches to
 * the end of the last; null when it touches none. A click in the hours scale becomes a lecture this way (spec 4:
 * a new reservation is a lecture).
 */
export function lectureSpanOf(span: MinuteSpan, day: AcademicDay): MinuteSpan | null {
  const covered = getCoveredSlotIndexes(span, day.slots);
  const first = day.slots[covered[0] ?? -1];
  const last = day.slots[covered.at(-1) ?? -1];
  return first && last ? { from: first.from, to: last.to } : null;
}

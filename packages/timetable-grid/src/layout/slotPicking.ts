import { spansOverlap, type AcademicDay, type MinuteSpan } from './slots';

export const slotStates = ['free', 'taken', 'forbidden', 'closed', 'outside'] as const;
export type SlotState = (typeof slotStates)[number];

/** A span already reserved, on one date of the reservation being made when it has several (a series). */
export interface TakenSpan extends MinuteSpan {
  /** The date (`YYYY-MM-DD`) it is taken on; left out when the picker shows one day. */
  date?: string;
  /**
   * Taken by someone else while the picker was open (live timetables, issue 31; the host says so): the slots it
   * touches say "Just taken" rather than only "Taken".
   */
  justTaken?: boolean;
}

/**
 * Whether each slot can be picked: outside when it is not wholly inside the resource's daily window, forbidden
 * when it shares a minute with a forbidden gap, closed when with a closed time of the day (a holiday), taken when with a taken span (on any of the dates).
 */
export function getSlotStates(day: AcademicDay, taken: readonly MinuteSpan[], window?: MinuteSpan | null): SlotState[] {
  return day.slots.map((slot) => {
    if (window && (slot.from < window.from || slot.to > window.to)) {
      return 'outside';
    }
    if (day.forbidden.some((gap) => spansOverlap(slot, gap))) {
      return 'forbidden';
    }
    if (day.closed?.some((closed) => spansOverlap(slot, closed))) {
      return 'closed';
    }
    return taken.some((span) => spansOverlap(slot, span)) ? 'taken' : 'free';
  });
}

/** For each slot, the dates (sorted, once each) on which a taken span with a date touches it. */
export function getTakenDates(day: AcademicDay, taken: readonly TakenSpan[]): string[][] {
  return day.slots.map((slot) =>
    [...new Set(taken.flatMap((span) => (span.date && spansOverlap(slot, span) ? [span.date] : [])))].sort(),
  );
}

/** For each slot, whether a span someone else just took touches it (`justTaken`): such a slot says "Just taken". */
export function getJustTakenSlots(day: AcademicDay, taken: readonly TakenSpan[]): boolean[] {
  return day.slots.map((slot) => taken.some((span) => span.justTaken === true && spansOverlap(slot, span)));
}

/** The picker's progress: the first slot clicked and, once chosen, the last one. */
export interface SlotPickState {
  start: number | null;
  end: number | null;
}

export const EMPTY_SLOT_PICK: SlotPickState = { start: null, end: null };

/**
 * The spec's slot picker (section 4): the first click sets the start; a second click at or after
 * it sets the end; a click before it restarts. A click on a slot that is not free changes nothing,
 * and so does an end that would take in a slot that is not free: that click starts again there.
 */
export function pickSlot(state: SlotPickState, index: number, states: readonly SlotState[]): SlotPickState {
  if (states[index] !== 'free') {
    return state;
  }
  const choosingEnd = state.start !== null && state.end === null;
  if (!choosingEnd || index < (state.start as number)) {
    return { start: index, end: null };
  }
  const start = state.start as number;
  for (let between = start; between <= index; between++) {
    if (states[between] !== 'free') {
      return { start: index, end: null };
    }
  }
  return { start, end: index };
}

/** The minutes a pick covers: from its first slot's start to its last (or only) slot's end. */
export function getPickedSpan(state: SlotPickState, slots: readonly MinuteSpan[]): MinuteSpan | null {
  const first = state.start === null ? undefined : slots[state.start];
  const last = slots[state.end ?? state.start ?? -1];
  return first && last ? { from: first.from, to: last.to } : null;
}

/** The pick that shows a span: null indexes when the span does not start and end on slot edges. */
export function findPickOf(span: MinuteSpan | null | undefined, slots: readonly MinuteSpan[]): SlotPickState {
  if (!span) {
    return EMPTY_SLOT_PICK;
  }
  const start = slots.findIndex((slot) => slot.from === span.from);
  const end = slots.findIndex((slot) => slot.to === span.to);
  return start >= 0 && end >= start ? { start, end } : EMPTY_SLOT_PICK;
}

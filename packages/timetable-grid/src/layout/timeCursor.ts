import { resolveSelection, snapToStep, TIME_STEP_MINUTES, type AcademicDay, type MinuteSpan } from './slots';

/** Where the keyboard's free-time cursor may stand in a day: a cell of the time step, or an academic slot. */
export type CursorMode = 'step' | 'slots';

/** The keyboard's selection of free time in one day: where it began and where it stands, as cell starts. */
export interface TimeCursor {
  anchor: number;
  focus: number;
}

/** The minutes a cursor may stand on (cell starts inside `axis`), in order. */
export function getCursorPositions(
  mode: CursorMode,
  day: AcademicDay,
  axis: MinuteSpan,
  step = TIME_STEP_MINUTES,
): number[] {
  if (mode === 'slots') {
    return day.slots.filter((slot) => slot.from >= axis.from && slot.to <= axis.to).map((slot) => slot.from);
  }
  const positions: number[] = [];
  for (let minute = Math.ceil(axis.from / step) * step; minute + step <= axis.to; minute += step) {
    positions.push(minute);
  }
  return positions;
}

/**
 * The cursor after an arrow key: one cell up or down; with `extend` (Shift) only its focus moves, so the
 * selection grows or shrinks from where it began; without, anchor and focus move together. It stops at the ends.
 * Positions sorted ascending, not empty.
 */
export function moveTimeCursor(
  cursor: TimeCursor,
  positions: readonly number[],
  direction: 1 | -1,
  extend: boolean,
): TimeCursor {
  const index = nearestIndex(positions, cursor.focus);
  const next = positions[Math.min(positions.length - 1, Math.max(0, index + direction))] as number;
  return extend ? { anchor: cursor.anchor, focus: next } : { anchor: next, focus: next };
}

/** Where the cursor starts in a day: the first position at or after `minute`, else the last one. */
export function placeTimeCursor(positions: readonly number[], minute: number): TimeCursor {
  const at = positions.find((position) => position >= minute) ?? (positions[positions.length - 1] as number);
  return { anchor: at, focus: at };
}

function nearestIndex(positions: readonly number[], minute: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - minute) < Math.abs((positions[best] as number) - minute)) {
      best = index;
    }
  });
  return best;
}

/**
 * What a cursor covers: from its first cell's start to its last cell's end, or (`refused`) the cells it stands on
 * when they cannot be reserved (a forbidden gap inside, a slot edge missed), as a drag would be refused.
 */
export function getCursorSpan(
  cursor: TimeCursor,
  mode: CursorMode,
  day: AcademicDay,
  step = TIME_STEP_MINUTES,
): { span: MinuteSpan; refused: boolean } {
  const low = Math.min(cursor.anchor, cursor.focus);
  // A cell is named by its start: the last cell's minutes run to its end.
  const high =
    mode === 'step' ? Math.max(cursor.anchor, cursor.focus) + step - 1 : Math.max(cursor.anchor, cursor.focus);
  const span = resolveSelection(low, high, mode, day, step);
  return span ? { span, refused: false } : { span: snapToStep(low, high, step), refused: true };
}

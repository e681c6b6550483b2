import { formatTimeOfDay, fromMinutes, toMinutes, type TimeOfDay } from '@laikas/contract/time';

export type { TimeOfDay };
/** 24-hour clock text: `{ hours: 7, minutes: 5 }` → "07:05" (`@laikas/contract/time`'s). */
export { formatTimeOfDay };

/** Reservation times come in 30-minute steps by default (spec 9). */
export const DEFAULT_TIME_STEP = 30;
const DAY_MINUTES = 24 * 60;

/** Minutes from the start of the day (`toMinutes` of `@laikas/contract/time`). */
export const toDayMinutes = toMinutes;

/** The clock time `minutes` after midnight (`fromMinutes` of `@laikas/contract/time`). */
export const fromDayMinutes = fromMinutes;

export interface TimeOptionsInput {
  step?: number;
  /** The earliest choice (inclusive); 00:00 by default. */
  min?: TimeOfDay;
  /** The latest choice (inclusive); the last step before midnight by default. */
  max?: TimeOfDay;
  /** A time to list even when it is off the step or out of range (the current value). */
  include?: TimeOfDay | null;
}

/**
 * The times a person can choose, in minutes from the start of the day, ascending. Every
 * choice is counted from midnight (not from `min`), so 08:10–12:00 with 30-minute steps
 * gives 08:30, 09:00, … — steps stay on the clock's half hours.
 */
export function listTimeOptions({ step = DEFAULT_TIME_STEP, min, max, include }: TimeOptionsInput = {}): number[] {
  const from = min ? toDayMinutes(min) : 0;
  const to = max ? toDayMinutes(max) : DAY_MINUTES - 1;
  const options: number[] = [];
  for (let minutes = Math.ceil(from / step) * step; minutes <= to; minutes += step) {
    options.push(minutes);
  }
  if (include) {
    const extra = toDayMinutes(include);
    if (!options.includes(extra)) {
      options.push(extra);
      options.sort((a, b) => a - b);
    }
  }
  return options;
}

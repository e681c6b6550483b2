/**
 * Clock times within a day: `{ hours, minutes }` as the API sends them, minutes since midnight for arithmetic, and
 * `HH:MM` text. A day runs 00:00–24:00; 24:00 is the next midnight, an end only.
 */

/** A clock time within a day, as the client sends and reads it: `{ hours, minutes }`. */
export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** A span of one day, from one clock time to another (`to` may be 24:00). */
export interface TimeSpan {
  from: TimeOfDay;
  to: TimeOfDay;
}

/** Minutes since midnight of a clock time. */
export function toMinutes(time: TimeOfDay): number {
  return time.hours * 60 + time.minutes;
}

/** The clock time `minutes` after midnight (0..1440). */
export function fromMinutes(minutes: number): TimeOfDay {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** One field of a clock (an hour or a minute) as two digits: 7 → `07`. */
export function clockDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `HH:MM` of a clock time. */
export function formatTimeOfDay(time: TimeOfDay): string {
  return `${clockDigits(time.hours)}:${clockDigits(time.minutes)}`;
}

/** `HH:MM` of the clock time `minutes` after midnight. */
export function formatMinutes(minutes: number): string {
  return formatTimeOfDay(fromMinutes(minutes));
}

/** Parses `HH:MM` (or `H:MM`, `HH:MM:SS`) into a clock time up to 24:00; `undefined` when malformed. */
export function parseTimeOfDay(text: string): TimeOfDay | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!match) {
    return undefined;
  }
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) {
    return undefined;
  }
  return { hours, minutes };
}

/** A clock time given as `{hours, minutes}` or `HH:MM` text; null when there is none or it does not read. */
export function toTimeOfDay(value: TimeOfDay | string | null | undefined): TimeOfDay | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string') {
    return parseTimeOfDay(value.trim()) ?? null;
  }
  return { hours: value.hours, minutes: value.minutes };
}

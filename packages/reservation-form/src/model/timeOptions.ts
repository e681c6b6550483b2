import { formatTimeOfDay, fromMinutes, parseTimeOfDay, toMinutes, type TimeOfDay } from '@laikas/contract';

/** The time picker's step for events (spec 9). */
export const TIME_STEP_MINUTES = 30;

const DAY_MINUTES = 24 * 60;

/**
 * The clock times an event can start (`from`: 00:00–23:30) or end (`to`: 00:30–24:00) at, in
 * 30-minute steps, 24-hour `HH:MM`. A current value off the grid (a lecture's 08:20) is kept in its place.
 */
export function getTimeOptions(end: 'from' | 'to', current?: TimeOfDay | null, step = TIME_STEP_MINUTES): string[] {
  const first = end === 'from' ? 0 : step;
  const last = end === 'from' ? DAY_MINUTES - step : DAY_MINUTES;
  const minutes: number[] = [];
  for (let minute = first; minute <= last; minute += step) {
    minutes.push(minute);
  }
  if (current && !minutes.includes(toMinutes(current))) {
    minutes.push(toMinutes(current));
    minutes.sort((a, b) => a - b);
  }
  return minutes.map((minute) => formatTimeOfDay(fromMinutes(minute)));
}

/** The `HH:MM` of a time, or null. */
export function timeToText(time: TimeOfDay | null | undefined): string | null {
  return time ? formatTimeOfDay(time) : null;
}

/** The time of an `HH:MM`, or null. */
export function textToTime(text: string | null | undefined): TimeOfDay | null {
  return text ? (parseTimeOfDay(text) ?? null) : null;
}

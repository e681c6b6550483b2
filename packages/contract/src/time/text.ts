/**
 * Dates and times as text, read in one place: a local date with an optional clock time (`2026-03-09 13:40`,
 * `2026-03-09T13:40:00`) and an instant (`2026-03-09T11:40:00.000Z`, or with an offset).
 */
import { type CivilDate, isCivilDate } from './civilDate.js';
import { parseTimeOfDay, type TimeOfDay } from './clock.js';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{1,2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A real local date, with its clock time (up to 24:00; seconds are dropped) or null when the text has none;
 * undefined when the text is not one.
 */
export function parseLocalDateTime(text: string): { date: CivilDate; time: TimeOfDay | null } | undefined {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match || !isCivilDate(match[1]!)) {
    return undefined;
  }
  if (match[2] === undefined) {
    return { date: match[1]!, time: null };
  }
  const time = parseTimeOfDay(match[2]);
  return time ? { date: match[1]!, time } : undefined;
}

/** The instant an ISO 8601 text with `Z` or an offset names, on a real date; undefined for any other text. */
export function parseInstant(text: string): Date | undefined {
  const match = INSTANT.exec(text.trim());
  if (!match || !isCivilDate(match[1]!) || !parseTimeOfDay(match[2]!) || match[2]!.startsWith('24')) {
    return undefined;
  }
  const instant = new Date(text.trim());
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Whether a text is an instant as the API writes one (see `parseInstant`). */
export function isInstantText(text: string): boolean {
  return parseInstant(text) !== undefined;
}

/**
 * The form's date helpers (`YYYY-MM-DD` dates in the institution's time zone, clock times as `{hours, minutes}`) are
 * `@laikas/calendar-export`'s: one implementation for the form, its calendar files and the server's feeds. Its
 * `/dates` entry brings no `ics`, so the form's first render stays without the calendar builders.
 */
export {
  DEFAULT_TIME_ZONE,
  isoWeekdayOf,
  offsetAt,
  offsetChangesBetween,
  parseDate,
  shiftDate,
  toInstant,
  toTimeOfDay,
  wallClockOf,
} from '@laikas/calendar-export/dates';

/**
 * The package's date helpers, public as `@laikas/calendar-export/dates` (no `ics` behind it; `@laikas/reservation-form`
 * re-exports them as its own): calendar dates and clock times, and instants in a time zone.
 */
export * from './calendarDates.js';
export * from './zonedTime.js';

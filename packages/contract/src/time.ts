/*
 * `@laikas/contract/time`: the one home of time in Laikas, without zod — civil dates (`YYYY-MM-DD`), clock times
 * (`{hours, minutes}`, `HH:MM`), date-time texts, instants in a time zone, the date-range check, and the contract's plain vocabulary
 * of time (academic slots, reservation types, repeat rules, weekdays). The UI packages import this entry only, so a
 * page that shows a grid or a form does not load the API's schemas.
 */
export * from './time/civilDate.js';
export * from './time/clock.js';
export * from './time/zone.js';
export * from './time/zoneChanges.js';
export * from './time/dateRange.js';
export * from './time/text.js';
export * from './slots.js';
export * from './vocabulary.js';
export * from './repeaterDates.js';
export * from './examSession.js';

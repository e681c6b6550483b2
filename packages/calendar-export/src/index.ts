/*
 * Calendar files of reservations (RFC 5545): one reservation, many, or a subscription feed. Pure functions of
 * their input (plus `ics` and the time-zone database): no DOM, no React, so a server and a browser import the same
 * builders. Relative imports carry `.js` so that Node's own module resolution reads them too.
 */
export * from './calendarEvent.js';
export * from './buildIcs.js';
export { buildVTimezone } from './vtimezone.js';

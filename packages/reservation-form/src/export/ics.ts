/*
 * The calendar file builders without the browser download: what a server (calendar feeds, e-mail attachments)
 * imports. Relative imports carry `.js` so that Node's own module resolution reads them too.
 */
export * from './calendarEvent.js';
export * from './buildIcs.js';
export { buildVTimezone } from './vtimezone.js';

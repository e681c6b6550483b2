export * from './calendarEvent';
export * from './buildIcs';
export * from './download';
export { buildVTimezone } from './vtimezone';

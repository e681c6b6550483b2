// The calendar builders are `@laikas/calendar-export`'s; this entry adds the browser download.
export * from '@laikas/calendar-export';
export * from './download';

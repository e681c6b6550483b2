/*
 * Calendar export, loaded when a person asks for it: the `ics` package and its validation library stay out of the
 * screens' chunks (`await import('./calendarExport')`).
 */
export { downloadFile, exportEvent, exportEvents } from '@laikas/reservation-form';

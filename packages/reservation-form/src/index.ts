export * from './i18n';
export * from './model';
// Calendar export lives at '@laikas/reservation-form/export' (it brings the `ics` package); only its types are here.
export type { CalendarEvent, CalendarPerson, ExportErrorCode, ExportOptions, ExportResult, IcsFile } from './export';
export * from './components/RepeatSettings';
export * from './components/OverlapList';
export * from './components/UpdateScopePrompt';
export * from './components/ReservationForm';

/**
 * @deprecated The calendar builders moved to `@laikas/calendar-export`; import them from there. This entry stays
 * for apps that import `@laikas/reservation-form/ics` and will go in the next major version.
 */
export * from '@laikas/calendar-export';

/*
 * The fixed words of reservations (types, statuses, repeat rules, weekdays) and the repeat limits. Plain code
 * without zod: a form or a grid that only needs the words does not load the contract's schemas.
 */

export const reservationTypes = ['lecture', 'event'] as const;
export type ReservationType = (typeof reservationTypes)[number];

export const reservationStatuses = ['approved', 'pending', 'rejected'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const repeaterTypes = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeaterType = (typeof repeaterTypes)[number];

/** Weekday keys, Monday first (the week starts on Monday, spec 9). */
export const weekdayKeys = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

export const REPEATER_INTERVAL_MIN = 1;
export const REPEATER_INTERVAL_MAX = 20;
/** How far ahead a series may run, in years from today. */
export const REPEATER_MAX_YEARS_AHEAD = 2;

/** What a notification is about; the stored `type` is the spec's class-name text of each (spec 3). */
export const notificationKinds = [
  'daily_reminder',
  'person_responsible',
  'invitation',
  'invitation_answered',
  'event_created',
  'detached',
  'approved',
  'rejected',
  'changed',
  'cancelled',
  'awaiting_approval',
  'timetable_published',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const NOTIFICATIONS_PER_PAGE = 15;
/** How many the header bell shows (spec 9). */
export const BELL_NOTIFICATIONS = 5;

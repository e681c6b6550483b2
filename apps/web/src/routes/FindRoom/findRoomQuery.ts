import { formatTimeOfDay, isoWeekday, shiftDate, toTimeOfDay } from '@laikas/contract/time';
import { weekdayKeys, type FreeRoom, type FreeRoomQuery, type Repeater, type TimeOfDay } from '@laikas/contract';
import type { ReservationFormSeed } from '@laikas/reservation-form';

/** What the room finder's form holds. */
export interface FindRoomForm {
  date: string;
  from: TimeOfDay | null;
  to: TimeOfDay | null;
  /** Times typed freely (events, 30-minute steps) or picked as academic slots (lectures). */
  mode: 'time' | 'slot';
  repeat: boolean;
  /** Last date of the weekly repetition. */
  until: string;
  /** Every how many weeks. */
  interval: number;
  capacity: number | null;
  tags: string[];
}

const defaultFrom: TimeOfDay = { hours: 10, minutes: 0 };
const defaultTo: TimeOfDay = { hours: 11, minutes: 30 };

/**
 * The form before anything is typed: the next 10:00 to 11:30 still ahead (today until 10:00, tomorrow after it), a
 * repetition offered for seven weeks.
 */
export function defaultForm(now: { date: string; minutes: number }): FindRoomForm {
  const date = now.minutes < defaultFrom.hours * 60 + defaultFrom.minutes ? now.date : shiftDate(now.date, 1);
  return {
    date,
    from: defaultFrom,
    to: defaultTo,
    mode: 'time',
    repeat: false,
    until: shiftDate(date, 7 * 7),
    interval: 1,
    capacity: null,
    tags: [],
  };
}

/** The weekday key of a `YYYY-MM-DD` date (the repetition keeps the date's weekday). */
export function weekdayOf(date: string): (typeof weekdayKeys)[number] {
  return weekdayKeys[isoWeekday(date) - 1]!;
}

/** What keeps a form from being searched, by field: a time not chosen, an end not after its start, no seat. */
export interface FindRoomProblems {
  from?: 'required';
  to?: 'required' | 'endBeforeStart';
  capacity?: 'atLeastOne';
}

/** The form's problems (see `FindRoomProblems`); none when `toFreeRoomQuery` can ask its search. */
export function formProblems(form: FindRoomForm): FindRoomProblems {
  const problems: FindRoomProblems = {};
  if (!form.from) {
    problems.from = 'required';
  }
  if (!form.to) {
    problems.to = 'required';
  } else if (form.from && form.to.hours * 60 + form.to.minutes <= form.from.hours * 60 + form.from.minutes) {
    problems.to = 'endBeforeStart';
  }
  if (form.capacity !== null && form.capacity < 1) {
    problems.capacity = 'atLeastOne';
  }
  return problems;
}

/** The search a filled form asks, or null while a date or time is missing or the end is not after the start. */
export function toFreeRoomQuery(form: FindRoomForm): FreeRoomQuery | null {
  if (!form.date || !form.from || !form.to) {
    return null;
  }
  if (form.to.hours * 60 + form.to.minutes <= form.from.hours * 60 + form.from.minutes) {
    return null;
  }
  const query: FreeRoomQuery = { date: form.date, from: formatTimeOfDay(form.from), to: formatTimeOfDay(form.to) };
  if (form.repeat && form.until) {
    Object.assign(query, { until: form.until, interval: form.interval, weekdays: [weekdayOf(form.date)] });
  }
  if (form.capacity !== null && form.capacity > 0) {
    query.capacity = form.capacity;
  }
  if (form.tags.length > 0) {
    query.tags = [...form.tags];
  }
  if (form.mode === 'slot') {
    query.type = 'lecture';
  }
  return query;
}

/** The form a page address describes (a shared or reloaded search), over the defaults. */
export function formFromParams(params: URLSearchParams, defaults: FindRoomForm): FindRoomForm {
  const capacity = Number(params.get('capacity'));
  const interval = Number(params.get('interval'));
  return {
    date: params.get('date') ?? defaults.date,
    from: toTimeOfDay(params.get('from')) ?? defaults.from,
    to: toTimeOfDay(params.get('to')) ?? defaults.to,
    mode: params.get('type') === 'lecture' ? 'slot' : params.has('from') ? 'time' : defaults.mode,
    repeat: params.has('until') || defaults.repeat,
    until: params.get('until') ?? defaults.until,
    interval: Number.isInteger(interval) && interval >= 1 ? interval : defaults.interval,
    capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : defaults.capacity,
    tags: params.getAll('tags').length > 0 ? params.getAll('tags') : defaults.tags,
  };
}

/** The repeat rule a booking from this search starts with (the form's "Repeat" filled in), or null. */
export function repeaterOf(query: FreeRoomQuery): Repeater | null {
  if (!query.until) {
    return null;
  }
  return { type: 'weekly', interval: query.interval ?? 1, until: query.until, weekdays: [...(query.weekdays ?? [])] };
}

/**
 * The new reservation "Book" opens for a room a search found: the search's date, times and repetition, as a lecture
 * where the room takes lectures at those times and the search asked for slots (or the room takes no events), else as
 * an event: an hours search keeps its hours (the time lists), whatever order the server lists the types in. Free time
 * picked on the day's grid (`picked`) is a one-off event at that time.
 */
export function bookingSeed(
  room: Pick<FreeRoom, 'id' | 'types'>,
  query: FreeRoomQuery,
  picked?: { date: string; from: TimeOfDay; to: TimeOfDay },
): ReservationFormSeed {
  if (picked) {
    return {
      reservable: [room.id],
      from: picked.date,
      from_time: picked.from,
      to_time: picked.to,
      type: 'event',
      repeater: null,
    };
  }
  const lecture = room.types.includes('lecture') && (query.type === 'lecture' || !room.types.includes('event'));
  return {
    reservable: [room.id],
    from: query.date,
    from_time: toTimeOfDay(query.from),
    to_time: toTimeOfDay(query.to),
    type: lecture ? 'lecture' : 'event',
    repeater: repeaterOf(query),
  };
}

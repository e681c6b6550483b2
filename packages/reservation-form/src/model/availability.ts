import {
  expandRepeaterDates,
  formatTimeOfDay,
  fromMinutes,
  toMinutes,
  type TimeOfDay,
  type TimeSpan,
  isCivilDate,
} from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';
import type { ReservationResource } from './resources';

/**
 * A reservation already made on a resource, as the resource's listing (`GET /api/resources/{id}/reservations`)
 * gives it: what the form needs to see which times are taken before saving.
 */
export interface BusyReservation {
  id: number;
  name: string;
  resource_id: number;
  /** Null for a remote reservation, which holds no item (the room is not used). */
  item_id: number | null;
  from: string;
  to: string;
  from_time: TimeOfDay;
  to_time: TimeOfDay;
  status?: 'approved' | 'pending' | 'rejected' | null;
  repeater_id?: number | null;
  batch_id?: number | null;
  /**
   * Someone else took it while the form was open (live timetables, issue 31; the host says so, say from its event
   * stream): the slot picker and the time fields say "Just taken" before the person saves.
   */
  just_taken?: boolean;
}

/** The reservation being edited: it, its series and its batch do not stand in their own way. */
export interface EditedReservation {
  id?: number | null;
  repeater_id?: number | null;
  batch_id?: number | null;
}

/** A time already taken on one date of the reservation being made, with what takes it. */
export interface TakenTime extends TimeSpan {
  date: string;
  /** The reservation there. */
  name: string;
  /** The resource it is on. */
  resource: string;
  /** Taken by someone else while the form was open (`BusyReservation.just_taken`). */
  justTaken?: boolean;
}

/** The dates the reservation falls on: its date, or every date of its repeat rule (none while they are not valid). */
export function occurrenceDatesOf(date: string, repeater: Repeater | null | undefined): string[] {
  if (!isCivilDate(date)) {
    return [];
  }
  return repeater ? expandRepeaterDates(date, repeater) : [date];
}

const MINUTES_PER_DAY = 24 * 60;

/** A listed reservation's span on its date; one that runs to midnight ends at 24:00. */
function spanOf(reservation: BusyReservation): TimeSpan {
  const ends = reservation.to > reservation.from ? MINUTES_PER_DAY : toMinutes(reservation.to_time);
  return { from: reservation.from_time, to: fromMinutes(Math.min(MINUTES_PER_DAY, ends)) };
}

function standsApart(reservation: BusyReservation, edited: EditedReservation | null | undefined): boolean {
  if (!edited) {
    return false;
  }
  return (
    (edited.id != null && reservation.id === edited.id) ||
    (edited.repeater_id != null && reservation.repeater_id === edited.repeater_id) ||
    (edited.batch_id != null && reservation.batch_id === edited.batch_id)
  );
}

export interface AvailabilityInput {
  /** The dates the reservation falls on (`occurrenceDatesOf`). */
  dates: readonly string[];
  /** The chosen resources. */
  resources: readonly ReservationResource[];
  /** What the chosen resources' listings hold over those dates. */
  busy: readonly BusyReservation[];
  /** The reservation being edited, if any. */
  edited?: EditedReservation | null;
}

/**
 * The times taken on the dates of a reservation, on every chosen resource, as the server's clash check sees them
 * (docs/decisions/remote-reservation-does-not-use-the-room.md): a reservation in the room is held back by reservations in the room, a remote one only by
 * other remote ones. Rejected reservations hold nothing. Sorted by date, then time.
 */
export function getTakenTimes(input: AvailabilityInput & { remote: boolean }): TakenTime[] {
  return occupied(input, (reservation) => (reservation.item_id === null) === input.remote);
}

/**
 * For a remote reservation: what uses the room then (in-room reservations on its dates). The remote reservation does
 * not clash with them, but the form says the room is in use (issue 12, item 4).
 */
export function getRoomUse(input: AvailabilityInput): TakenTime[] {
  return occupied(input, (reservation) => reservation.item_id !== null);
}

function occupied(input: AvailabilityInput, counts: (reservation: BusyReservation) => boolean): TakenTime[] {
  const dates = new Set(input.dates);
  const names = new Map(input.resources.map((resource) => [resource.id, resource.name]));
  return input.busy
    .filter(
      (reservation) =>
        names.has(reservation.resource_id) &&
        dates.has(reservation.from) &&
        reservation.status !== 'rejected' &&
        counts(reservation) &&
        !standsApart(reservation, input.edited),
    )
    .map((reservation) => ({
      ...spanOf(reservation),
      date: reservation.from,
      name: reservation.name,
      resource: names.get(reservation.resource_id)!,
      ...(reservation.just_taken ? { justTaken: true } : {}),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || toMinutes(a.from) - toMinutes(b.from));
}

/** The taken times that share a minute with the chosen span. */
export function clashesWith(span: { from: TimeOfDay | null; to: TimeOfDay | null }, taken: readonly TakenTime[]) {
  if (!span.from || !span.to) {
    return [];
  }
  const from = toMinutes(span.from);
  const to = toMinutes(span.to);
  return taken.filter((time) => toMinutes(time.from) < to && from < toMinutes(time.to));
}

/** One taken time as the form lists it: `2026-12-02 10:00–11:30 Algebra (Room 101)`. */
export function describeTakenTime(time: TakenTime): string {
  return `${time.date} ${formatTimeOfDay(time.from)}–${formatTimeOfDay(time.to)} ${time.name} (${time.resource})`;
}

/**
 * The daily window every chosen resource can be reserved in (settings `from`–`to`): the latest opening to the
 * earliest closing. Null when none says (the whole day).
 */
export function getDailyWindow(resources: readonly ReservationResource[]): TimeSpan | null {
  const windows = resources.flatMap((resource) =>
    resource.settings?.from && resource.settings.to ? [{ from: resource.settings.from, to: resource.settings.to }] : [],
  );
  if (windows.length === 0) {
    return null;
  }
  const from = Math.max(...windows.map((window) => toMinutes(window.from)));
  const to = Math.min(...windows.map((window) => toMinutes(window.to)));
  return { from: fromMinutes(from), to: fromMinutes(Math.max(from, to)) };
}

/**
 * A time nothing may be reserved (issue 36), as `GET /api/blackouts` answers it, with the label the host gives it in
 * the reader's language: a holiday (`resource_id` null) or one resource's own. Local dates and times: an all-day one
 * runs 00:00 of `from` to 24:00 of `to`.
 */
export interface ReservationClosure {
  resource_id: number | null;
  from: string;
  to: string;
  from_time: TimeOfDay;
  to_time: TimeOfDay;
  label: string;
  /**
   * `false`: a time marked, not closed (an exam session: exams are booked in rooms; issue 36): the slot picker shows
   * its name on the slots it touches and still offers them. Left out: closed.
   */
  closes?: boolean;
  /**
   * An exam session (issue 36; with `closes: false`): a repeating lecture of groups (teaching) is not held in it, so
   * the form leaves the reservation's dates there out (as Save does) and names them; everything else sees it marked.
   */
  examSession?: boolean;
}

/** A date a teaching series leaves out, in the exam session `label`. */
export interface ExamDate {
  date: string;
  label: string;
}

/**
 * The reservation's dates as Save will book them (issue 36): teaching (a repeating lecture of groups, `isTeaching`)
 * leaves the dates within an exam session out, and they are answered apart (`inExams`); the closures are those the
 * picker draws. When every date lies in an exam session nothing would be booked (Save refuses): then the sessions
 * close the dates instead, named by `closedLabel`, and their slots are not offered. Anything else keeps every date.
 */
export function teachingDates(
  dates: readonly string[],
  closures: readonly ReservationClosure[],
  teaching: boolean,
  closedLabel: (label: string) => string,
): { dates: readonly string[]; inExams: ExamDate[]; closures: readonly ReservationClosure[] } {
  const sessions = closures.filter((closure) => closure.examSession === true);
  if (!teaching || sessions.length === 0) {
    return { dates, inExams: [], closures };
  }
  const inExams = dates.flatMap((date): ExamDate[] => {
    const session = sessions.find((closure) => closure.from <= date && date <= closure.to);
    return session ? [{ date, label: session.label }] : [];
  });
  const kept = dates.filter((date) => !inExams.some((left) => left.date === date));
  if (kept.length > 0 || dates.length === 0) {
    return { dates: kept, inExams, closures };
  }
  return {
    dates,
    inExams: [],
    closures: closures.map((closure) =>
      closure.examSession === true ? { ...closure, closes: true, label: closedLabel(closure.label) } : closure,
    ),
  };
}

/** A closed time on one date of the reservation, named. */
export interface ClosedTime extends TimeSpan {
  date: string;
  label: string;
}

/**
 * The closed times on the reservation's dates, of the chosen resources (holidays close every one), by date: what the
 * server refuses on Save (422) unless a series skips the date.
 */
export function getClosedTimes(
  dates: readonly string[],
  resources: readonly ReservationResource[],
  closures: readonly ReservationClosure[],
): ClosedTime[] {
  return timesOn(
    dates,
    resources,
    closures.filter((closure) => closure.closes !== false),
  );
}

/** The marked times (an exam session; `closes: false`) on the reservation's dates, named: still offered. */
export function getMarkedTimes(
  dates: readonly string[],
  resources: readonly ReservationResource[],
  closures: readonly ReservationClosure[],
): ClosedTime[] {
  return timesOn(
    dates,
    resources,
    closures.filter((closure) => closure.closes === false),
  );
}

function timesOn(
  dates: readonly string[],
  resources: readonly ReservationResource[],
  closures: readonly ReservationClosure[],
): ClosedTime[] {
  const chosen = new Set(resources.map((resource) => resource.id));
  const closed: ClosedTime[] = [];
  for (const date of [...dates].sort()) {
    for (const closure of closures) {
      if (
        date < closure.from ||
        date > closure.to ||
        (closure.resource_id !== null && !chosen.has(closure.resource_id))
      ) {
        continue;
      }
      const from = date === closure.from ? closure.from_time : { hours: 0, minutes: 0 };
      const to = date === closure.to ? closure.to_time : { hours: 24, minutes: 0 };
      if (toMinutes(from) < toMinutes(to)) {
        closed.push({ date, from, to, label: closure.label });
      }
    }
  }
  return closed;
}

/**
 * Whether the time lists offer a time: a start whose first half hour, or an end whose span from the chosen start
 * (its last half hour without one), stays clear of every forbidden gap and closed time (an event may not overlap any
 * of them, docs/decisions/lectures-use-slots-events-use-half-hours.md).
 */
export function isTimeAllowed(
  time: TimeOfDay,
  role: 'from' | 'to',
  blocked: readonly TimeSpan[],
  start: TimeOfDay | null,
  step = 30,
): boolean {
  const minutes = toMinutes(time);
  const span =
    role === 'from'
      ? { from: minutes, to: minutes + step }
      : { from: start && toMinutes(start) < minutes ? toMinutes(start) : minutes - step, to: minutes };
  return !blocked.some((gap) => toMinutes(gap.from) < span.to && span.from < toMinutes(gap.to));
}

export interface FormAvailability {
  /** Taken times on the reservation's dates (the slot picker's `taken`; `justTaken` when someone else just took it). */
  taken: (TimeSpan & { date?: string; justTaken?: boolean })[];
  /** The chosen resources' daily window. */
  window: TimeSpan | null;
  /** What the chosen times clash with, described (but what was just taken). */
  clashes: string[];
  /** What someone else took at the chosen times while the form was open, described: "Just taken". */
  justTaken: string[];
  /** For a remote reservation: what uses the room at the chosen times, described. */
  roomInUse: string[];
  /** For a remote reservation: when the room is in use on its dates (the slot picker's `inUse`; issue 36). */
  roomInUseTimes: (TimeSpan & { date: string })[];
  /** The closed times (holidays, the resources closed) on the reservation's dates: the slot picker's `closed`. */
  closed: ClosedTime[];
  /** The marked times (an exam session) on the reservation's dates: the slot picker's `marked`, still offered. */
  marked: ClosedTime[];
}

/** Everything the form says about availability, from the chosen resources, dates, times and listings. */
export function getFormAvailability(
  input: Omit<AvailabilityInput, 'busy'> & {
    busy?: readonly BusyReservation[] | undefined;
    /** Times taken on the form's one date, as callers without listings give them. */
    takenTimes?: readonly TimeSpan[] | undefined;
    /** The holidays and the resources' closed times the host knows of over the reservation's dates. */
    closures?: readonly ReservationClosure[] | undefined;
    remote: boolean;
    span: { from: TimeOfDay | null; to: TimeOfDay | null };
  },
): FormAvailability {
  const withBusy = { ...input, busy: input.busy ?? [] };
  const taken = getTakenTimes(withBusy);
  const roomUse = input.remote ? getRoomUse(withBusy) : [];
  const clashes = clashesWith(input.span, taken);
  return {
    taken: [...(input.takenTimes ?? []), ...taken],
    window: getDailyWindow(input.resources),
    clashes: clashes.filter((time) => !time.justTaken).map(describeTakenTime),
    justTaken: clashes.filter((time) => time.justTaken).map(describeTakenTime),
    roomInUse: clashesWith(input.span, roomUse).map(describeTakenTime),
    roomInUseTimes: roomUse.map(({ date, from, to }) => ({ date, from, to })),
    closed: getClosedTimes(input.dates, input.resources, input.closures ?? []),
    marked: getMarkedTimes(input.dates, input.resources, input.closures ?? []),
  };
}

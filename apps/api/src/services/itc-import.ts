import { type Language, weekdayKeys } from '@laikas/contract';
import { type Insertable, type Kysely } from 'kysely';
import { type BlackoutsTable, type Database, type Dialect, type NewReservation } from '../db/database.js';
import { inImportLock } from '../db/import-lock.js';
import { inTransaction } from '../db/unit-of-work.js';
import {
  coveredBy,
  inferMonday,
  type ItcClass,
  type ItcPlacement,
  type ItcProblem,
  type ItcRoom,
  type ItcSolution,
  lengthOf,
  parseProblem,
  parseSolution,
  type SeriesPlan,
  seriesOf,
  unavailableSpans,
} from '../domain/itc.js';
import { findClashes, intervalsOverlap } from '../domain/overlap.js';
import { type Occurrence, placeOccurrences } from '../domain/repeater.js';
import { checkTimes, DEFAULT_RESOURCE_SETTINGS } from '../domain/resourceRules.js';
import {
  daysBetween,
  formatMinutes,
  isoWeekday,
  isCivilDate,
  shiftDate,
  toInstant,
  toLocal,
} from '@laikas/contract/time';
import { type BlackoutRepository } from '../repositories/blackouts.js';
import { type ImportRepository } from '../repositories/imports.js';
import { type PeriodRepository } from '../repositories/periods.js';
import { DEFAULT_LANGUAGE, type Message, message, type MessageParam, render } from '../i18n/index.js';
import { CodedError } from '../errors.js';
import { type AuditService } from './audit.js';

export interface ItcImportOptions {
  problemXml: string;
  solutionXml: string;
  /** The period the semester becomes (found by name, or created). */
  periodName: string;
  /** The Monday of week 1 (`YYYY-MM-DD`). */
  start: string;
  /** Each class's students become a group of that class, with users `s<id>`. */
  groups: boolean;
  /**
   * The import's source (issue 27): the name its rooms and students are kept apart by (`R5 (source)`, `s5@source`).
   * Left out: the problem's name, as a source name may read (`sourceOf`).
   */
  source?: string;
  /**
   * A room or a user already in Laikas under the name or uid this import would give, and not from an earlier import
   * of this source, is used (matched) when true; otherwise the import is refused before anything is written.
   */
  match?: boolean;
  /**
   * The language the names it writes are in (a room's description and unavailabilities, "R12 unavailable", the
   * students it creates, "Student 5"): that of whoever starts it, as their warnings read; the installation's
   * default (lt) when left out.
   */
  language?: Language;
  /** Called once the classes are sorted into rooms, and after each room's classes are written (awaited). */
  onProgress?: (progress: ItcImportProgress) => void | Promise<void>;
}

/** Rooms, placed classes and their occurrences written (or found already there, or left out) so far. */
export interface ItcImportProgress {
  rooms: { done: number; total: number };
  classes: { done: number; total: number };
  occurrences: { done: number; total: number };
}

/** Both files read and checked against each other: what `run` imports. */
export interface ItcParsed {
  problem: ItcProblem;
  solution: ItcSolution;
}

export interface ItcImportSummary {
  problem: string;
  /** Left out of runs stored before imports named their source. */
  source?: string;
  period: { id: number; name: string; created: boolean };
  rooms: { total: number; created: number };
  classes: { total: number; placed: number; withoutRoom: number };
  /**
   * `existing`: already in the period (found by their import keys). `leftOut`: not written, as they clash with what
   * their room holds or meet its blackouts on every date (a warning says which); absent from runs stored before.
   */
  series: { created: number; existing: number; leftOut?: number };
  occurrences: number;
  /** The rooms' unavailable times (one blackout a day) added. */
  blackouts: number;
  /** Those already in the period: the same files imported into it before, with any start (absent from older runs). */
  blackoutsExisting?: number;
  /**
   * Those not added where their room is booked or already unavailable then (warnings say where; absent from older
   * runs).
   */
  blackoutsLeftOut?: number;
  users: number;
  groups: number;
  memberships: number;
  /** Stored with the run as messages; a run stored before they were codes holds English text. */
  warnings: (Message | string)[];
}

/** What an import would find and create, counted before anything is written (`preview`). */
export interface ItcImportPreview {
  problem: string;
  source: string;
  period: { name: string; exists: boolean };
  /** `matched`: from an earlier import of this source, or (asked to match) a room or user of the same name or uid. */
  rooms: IdentityCounts;
  students: IdentityCounts;
  groups: { new: number; matched: number };
  classes: { total: number; placed: number };
  /**
   * The weekly series of the placed classes, and the rooms' unavailable days as blackouts: `existing` already in this
   * period (the same files imported into it before, with any start), `new` the rest. The import leaves out any of
   * them that meets what its room already holds, with a warning.
   */
  series: { new: number; existing: number };
  /** `leftOut`: those over a booking on their room, or wholly covered by its own blackouts (a warning says where). */
  blackouts: { new: number; existing: number; leftOut: number };
  /** The first names and uids in conflict (at most `CONFLICTS_LISTED` of each). */
  conflicts: { rooms: string[]; students: string[] };
  /**
   * What the import would warn of before its classes: the period holding these files from another start (first),
   * then the room blackouts it would leave out, summed up per room, weekday and time.
   */
  warnings: Message[];
}
interface IdentityCounts {
  new: number;
  matched: number;
  conflicting: number;
}

/** Letters, digits and . _ - (it ends a uid, `s5@source`), at most 40. */
export const ITC_SOURCE_PATTERN = /^[\p{L}\p{N}._-]{1,40}$/u;
const CONFLICTS_LISTED = 20;

/** The source an import takes when the office names none: its problem's name as a source may read. */
export function sourceOf(problemName: string): string {
  const source = problemName
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return source === '' ? 'itc' : source;
}

/** The names an import of `source` gives: a room `R5 (source)`, a student `s5@source`, and their import keys. */
export const itcIdentity = {
  roomName: (source: string, id: string) => `R${id} (${source})`,
  studentUid: (source: string, id: string) => `s${id}@${source}`,
  roomKey: (source: string, id: string) => `itc:${source}:room:${id}`,
  studentKey: (source: string, id: string) => `itc:${source}:student:${id}`,
  /**
   * The prefix of what belongs to one semester (series, class groups, room unavailabilities): the problem's, as
   * before sources were named, when the source is the problem's own name.
   */
  semester: (source: string, problem: string) => (source === problem ? `itc:${problem}` : `itc:${source}:${problem}`),
  /**
   * The key of one series (one evenly stepped run of a class's weeks) in one period: the same files imported into
   * another period make that period's series, imported again into the same one find theirs.
   */
  seriesKey: (semester: string, periodId: number, classId: string, run: number) =>
    `${semester}:period:${periodId}:class:${classId}:${run}`,
  /** One room unavailability of the files (the room's `index`-th `<unavailable>`), whose days are its blackouts. */
  unavailabilityKey: (semester: string, roomId: string, index: number) =>
    `${semester}:room:${roomId}:unavailable:${index}`,
  /**
   * The key of one day of it (its blackout's `source`, kept in a period): by week and day of the semester rather than
   * by date, so that the same files imported into the period again with another start find it there (an operator's
   * walk found every blackout added again on the new dates).
   */
  blackoutKey: (semester: string, roomId: string, index: number, week: number, day: number) =>
    `${itcIdentity.unavailabilityKey(semester, roomId, index)}:week:${week}:day:${day}`,
};

/** A blackout key written before keys counted weeks: its unavailability's key and that import's date of the day. */
const DATED_BLACKOUT_KEY = /^(.*:unavailable:\d+):(\d{4}-\d{2}-\d{2})$/;
/** A blackout key counting weeks: its week and day of the semester (0-based). */
const WEEK_DAY_BLACKOUT_KEY = /:week:(\d+):day:(\d+)$/;

/**
 * Which of the files' blackouts a period holds already, from the keys it holds (`sources`): by their key, or, for an
 * unavailability written before keys counted weeks (`…:unavailable:0:2026-02-02`, dated by that import's start), by
 * any day of it, as those imports wrote all the days of an unavailability together.
 */
export function storedBlackouts(
  sources: readonly string[],
): (blackout: { key: string; unavailability: string }) => boolean {
  const keys = new Set(sources);
  const dated = new Set(sources.flatMap((source) => DATED_BLACKOUT_KEY.exec(source)?.[1] ?? []));
  return ({ key, unavailability }) => keys.has(key) || dated.has(unavailability);
}

/** The rooms' unavailable days as blackouts, with week 1 starting on `monday`, each with its key. */
function plannedBlackouts(problem: ItcProblem, semester: string, monday: string) {
  return problem.rooms.flatMap((room) =>
    unavailableSpans(room, monday).map((span) => ({
      roomId: room.id,
      span,
      unavailability: itcIdentity.unavailabilityKey(semester, room.id, span.index),
      key: itcIdentity.blackoutKey(semester, room.id, span.index, span.week, span.day),
    })),
  );
}

type PlannedBlackout = ReturnType<typeof plannedBlackouts>[number];

/** What a placement of the solution becomes: weekly series in its room (week 1 from `monday`), or why none. */
type Placed =
  | { state: 'placed'; itcClass: ItcClass; room: ItcRoom; plans: SeriesPlan[] }
  | { state: 'withoutRoom' }
  | { state: 'leftOut'; warning: Message };

function placementOf(problem: ItcProblem, placement: ItcPlacement, monday: string): Placed {
  const itcClass = problem.classes.get(placement.classId);
  if (!itcClass) {
    return { state: 'leftOut', warning: message('itc.classNotInProblem', { id: placement.classId }) };
  }
  if (placement.roomId === null) {
    return { state: 'withoutRoom' };
  }
  const room = problem.rooms.find((candidate) => candidate.id === placement.roomId);
  if (!room) {
    return {
      state: 'leftOut',
      warning: message('itc.roomNotInProblem', { id: placement.classId, room: placement.roomId }),
    };
  }
  const length = lengthOf(placement, itcClass);
  if (length === undefined) {
    return { state: 'leftOut', warning: message('itc.timeNotAnOption', { id: placement.classId }) };
  }
  return { state: 'placed', itcClass, room, plans: seriesOf({ ...placement, length }, monday) };
}

type Identity = { state: 'new' | 'again' | 'matched' | 'conflicting'; id?: number; name: string };

/** Something wrong with the command's input as a whole (the files, the start date): nothing was written. */
export class ItcImportError extends CodedError {}

const MIDNIGHT = { hours: 0, minutes: 0 };
type NewBlackout = Insertable<BlackoutsTable> & { resource_id: number; starts_at: string; ends_at: string };
const clockOf = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/**
 * The occurrences of a series that meet no blackout, and the dates of those that do (with the blackout's name).
 * `closed` is the room's and the institution's blackouts over the period, in epoch milliseconds.
 */
export function skipBlackouts(
  occurrences: readonly Occurrence[],
  closed: readonly { name: string; start: number; end: number }[],
): { kept: Occurrence[]; skipped: { date: string; name: string }[] } {
  const kept: Occurrence[] = [];
  const skipped: { date: string; name: string }[] = [];
  for (const occurrence of occurrences) {
    const start = occurrence.start.getTime();
    const end = occurrence.end.getTime();
    const blackout = closed.find((span) => span.start < end && span.end > start);
    if (blackout) {
      skipped.push({ date: occurrence.date, name: blackout.name });
    } else {
      kept.push(occurrence);
    }
  }
  return { kept, skipped };
}

/** One warning per class with the dates it skips, in date order, and the blackouts they fall on. */
function skippedWarning(classId: string, roomId: string, skipped: ReadonlyMap<string, string>): Message {
  const dates = [...skipped.keys()].sort();
  const names = [...new Set(dates.map((date) => skipped.get(date)!))];
  return message('itc.skippedDates', {
    id: classId,
    room: roomId,
    dates: dates.join(', '),
    blackouts: { quoted: names },
  });
}

/** A room's unavailable day not in the period yet: the row it would be, and its place in the files. */
interface FreshBlackout {
  roomId: string;
  span: { date: string; startMinutes: number; endMinutes: number };
  row: NewBlackout;
}

/** A fresh blackout left out, why, and what is there (reservations or blackouts, with their periods). */
interface LeftOut {
  blackout: FreshBlackout;
  reason: 'booked' | 'closed';
  names: string[];
  periodIds: number[];
}

/** The names a summed-up warning quotes; the rest are counted. */
const NAMES_LISTED = 3;

function namesOf(names: ReadonlySet<string>): MessageParam {
  const all = [...names];
  return all.length <= NAMES_LISTED
    ? { quoted: all }
    : message('itc.andMore', { names: { quoted: all.slice(0, NAMES_LISTED) }, count: all.length - NAMES_LISTED });
}

/**
 * One warning per room, reason, weekday and time (an operator's walk: a weekly unavailability left out across a
 * semester listed every date): how many dates, the first and the last, and what is there, in the order met.
 */
function leftOutWarnings(leftOut: readonly LeftOut[], periodNames: ReadonlyMap<number, string>): Message[] {
  const groups = new Map<
    string,
    {
      roomId: string;
      reason: LeftOut['reason'];
      weekday: number;
      startMinutes: number;
      endMinutes: number;
      dates: Set<string>;
      names: Set<string>;
      periods: Set<string>;
    }
  >();
  for (const { blackout, reason, names, periodIds } of leftOut) {
    const { date, startMinutes, endMinutes } = blackout.span;
    const weekday = isoWeekday(date);
    const key = [reason, blackout.roomId, weekday, startMinutes, endMinutes].join(' ');
    const group = groups.get(key) ?? {
      roomId: blackout.roomId,
      reason,
      weekday,
      startMinutes,
      endMinutes,
      dates: new Set(),
      names: new Set(),
      periods: new Set(),
    };
    group.dates.add(date);
    names.forEach((name) => group.names.add(name));
    periodIds.forEach((id) => {
      const name = periodNames.get(id);
      if (name !== undefined) {
        group.periods.add(name);
      }
    });
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const dates = [...group.dates].sort();
    const day = weekdayKeys[group.weekday - 1]!;
    const weekday = message(dates.length === 1 ? `itc.onWeekday.${day}` : `itc.onWeekdays.${day}`);
    const when =
      group.startMinutes === 0 && group.endMinutes === 1440
        ? message('itc.whenAllDay', { weekday })
        : message('itc.when', {
            weekday,
            from: formatMinutes(group.startMinutes),
            to: formatMinutes(group.endMinutes),
          });
    const params = {
      room: group.roomId,
      when,
      dates:
        dates.length === 1
          ? dates[0]!
          : message('itc.datesFromTo', {
              dates: message('count.dates', { count: dates.length }),
              first: dates[0]!,
              last: dates.at(-1)!,
            }),
    };
    if (group.reason === 'booked') {
      return message('itc.leftOutBooked', { ...params, reservations: namesOf(group.names) });
    }
    return group.periods.size > 0
      ? message('itc.leftOutClosedInPeriod', {
          ...params,
          blackouts: namesOf(group.names),
          periods: { quoted: [...group.periods] },
        })
      : message('itc.leftOutClosed', { ...params, blackouts: namesOf(group.names) });
  });
}

/*
 * Imports an ITC 2019 problem and its solution as a semester: rooms become resources with one item, room
 * unavailabilities become blackouts of that room, each placed class becomes weekly series on its room (one per
 * evenly stepped run of its weeks), and with `groups` each class's students a group linked to its reservations.
 * Every series passes the overlap rules of any reservation (`findClashes` against what stands on the room, and
 * the room's and the institution's blackouts) under the room's item lock. A meeting on a blackout (the room
 * unavailable, a holiday) is skipped as the form's "skip conflicting dates" does (the date excluded from the
 * rule), with one warning per class listing its skipped dates; a class that clashes is left out with a warning.
 * The ITC times are kept exact: a class that fills academic slots is a lecture, any other an event (the 30-minute
 * step and slot grid of the form do not apply to imported times, docs/decisions/itc-2019-import.md).
 * Idempotent within a period: everything it creates is found again by its import key (or the group's external id).
 * Rooms, students and class groups are the source's, shared by every period the files are imported into; series
 * (with their occurrences) and room unavailabilities are the period's, so the same files imported into another
 * period give it its own.
 */
export function createItcImporter(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  imports: ImportRepository;
  periods: PeriodRepository;
  blackouts: BlackoutRepository;
  /** Records what the set-up wrote as one entry on the period (issue 15); the series are too many to list. */
  audit?: Pick<AuditService, 'record'>;
  clock: () => Date;
  timeZone: string;
}) {
  const { db, dialect, imports, periods, blackouts, audit, clock, timeZone } = deps;

  function parse(options: Omit<ItcImportOptions, 'onProgress'>): ItcParsed {
    if (!isCivilDate(options.start) || isoWeekday(options.start) !== 1) {
      throw new ItcImportError(message('itc.startNotMonday', { date: options.start }));
    }
    const problem = parseProblem(options.problemXml);
    const solution = parseSolution(options.solutionXml);
    if (solution.name !== problem.name) {
      throw new ItcImportError(message('itc.mismatch', { solution: solution.name, problem: problem.name }));
    }
    return { problem, solution };
  }

  /*
   * Who and what of the files Laikas already holds (issue 27: ITC student ids are per file, so `s1` of two
   * semesters are two people). A room or student found by this source's import key is matched; one whose name or uid
   * is taken by anything else is matched only when the office asked for it, otherwise in conflict.
   */
  async function identities(
    { problem, solution }: ItcParsed,
    source: string,
    options: { groups: boolean; match: boolean },
    trx: Parameters<ImportRepository['keys']>[1],
  ) {
    const rooms = new Map<string, Identity>();
    const roomKeys = await imports.keys(
      problem.rooms.map((room) => itcIdentity.roomKey(source, room.id)),
      trx,
    );
    const named = await imports.resourcesByName(
      problem.rooms.map((room) => itcIdentity.roomName(source, room.id)),
      trx,
    );
    for (const room of problem.rooms) {
      const name = itcIdentity.roomName(source, room.id);
      const again = roomKeys.get(itcIdentity.roomKey(source, room.id));
      const taken = named.get(name);
      rooms.set(room.id, classify(name, again, taken, options.match));
    }
    const students = new Map<string, Identity>();
    if (options.groups) {
      const ids = [...new Set(solution.placements.flatMap((placement) => placement.students))];
      const studentKeys = await imports.keys(
        ids.map((id) => itcIdentity.studentKey(source, id)),
        trx,
      );
      const uids = await imports.usersByUid(
        ids.map((id) => itcIdentity.studentUid(source, id)),
        trx,
      );
      for (const id of ids) {
        const uid = itcIdentity.studentUid(source, id);
        students.set(
          id,
          classify(uid, studentKeys.get(itcIdentity.studentKey(source, id)), uids.get(uid), options.match),
        );
      }
    }
    return { rooms, students };
  }

  function classify(name: string, again: number | undefined, taken: number | undefined, match: boolean): Identity {
    if (again !== undefined) {
      return { state: 'again', id: again, name };
    }
    if (taken !== undefined) {
      return match ? { state: 'matched', id: taken, name } : { state: 'conflicting', name };
    }
    return { state: 'new', name };
  }

  function countsOf(identities: ReadonlyMap<string, Identity>): IdentityCounts {
    const counts = { new: 0, matched: 0, conflicting: 0 };
    for (const { state } of identities.values()) {
      counts[state === 'again' ? 'matched' : state] += 1;
    }
    return counts;
  }

  const conflictsOf = (identities: ReadonlyMap<string, Identity>) =>
    [...identities.values()].filter((identity) => identity.state === 'conflicting').map((identity) => identity.name);

  /** The row a room's unavailable day becomes (a preview names and dates nothing it does not write). */
  function freshBlackout(
    { roomId, span, key }: PlannedBlackout,
    row: { resourceId: number; periodId: number | null; name?: string; now?: string },
  ): FreshBlackout {
    return {
      roomId,
      span,
      row: {
        source: key,
        name: row.name ?? '',
        period_id: row.periodId,
        resource_id: row.resourceId,
        starts_at: toInstant(span.date, clockOf(span.startMinutes), timeZone).toISOString(),
        ends_at: toInstant(span.date, clockOf(span.endMinutes), timeZone).toISOString(),
        all_day: span.startMinutes === 0 && span.endMinutes === 1440 ? 1 : 0,
        created_at: row.now ?? '',
      },
    };
  }

  /*
   * A room's unavailable times follow the overlap rules a series does (an operator's walk: a period overlapping
   * another had its series left out as clashes but its blackouts added on top of the other's). One over a reservation
   * on its room is left out, as a series that clashes is: closing a booking is the office's decision (a holiday over
   * bookings asks for it). One the room's own blackouts already cover (another period's, or the office's) is left out
   * too, as a meeting on a blackout is skipped: the room is not closed twice. Answers those to write, and the warnings
   * for those left out, summed up (`leftOutWarnings`). Imported again, the period tries those again (they have no row).
   * `hold`: the rooms' items are held until `trx` ends (the import); a preview reads without holding them.
   */
  async function leaveOutTaken<Blackout extends FreshBlackout>(
    fresh: readonly Blackout[],
    trx: Parameters<BlackoutRepository['holdItems']>[1],
    options: { hold: boolean },
  ): Promise<{ kept: Blackout[]; warnings: Message[] }> {
    if (fresh.length === 0) {
      return { kept: [], warnings: [] };
    }
    const resourceIds = [...new Set(fresh.map(({ row }) => row.resource_id))];
    if (options.hold) {
      // A booking being written on these rooms is waited for, then read (PostgreSQL), as for a blackout the office adds.
      await blackouts.holdItems(resourceIds, trx);
    }
    const from = fresh.map(({ row }) => row.starts_at).reduce((first, each) => (each < first ? each : first));
    const to = fresh.map(({ row }) => row.ends_at).reduce((last, each) => (each > last ? each : last));
    const booked = new Map<number, { name: string; start: number; end: number }[]>();
    for (const row of await imports.holdingResources(resourceIds, from, to, trx)) {
      const list = booked.get(row.resource_id) ?? [];
      list.push({ name: row.name, start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
      booked.set(row.resource_id, list);
    }
    const closed = new Map<number, { name: string; periodId: number | null; start: number; end: number }[]>();
    for (const row of await blackouts.blackoutsBetween(from, to, resourceIds, trx)) {
      if (row.resource_id === null) {
        // A holiday closes every room for a reason of its own: the room's unavailability is kept beside it.
        continue;
      }
      const list = closed.get(row.resource_id) ?? [];
      list.push({
        name: row.name,
        periodId: row.period_id,
        start: Date.parse(row.starts_at),
        end: Date.parse(row.ends_at),
      });
      closed.set(row.resource_id, list);
    }

    const kept: Blackout[] = [];
    const leftOut: LeftOut[] = [];
    for (const blackout of fresh) {
      const span = { start: Date.parse(blackout.row.starts_at), end: Date.parse(blackout.row.ends_at) };
      const bookings = (booked.get(blackout.row.resource_id) ?? []).filter((each) => intervalsOverlap(each, span));
      if (bookings.length > 0) {
        leftOut.push({ blackout, reason: 'booked', names: bookings.map((each) => each.name), periodIds: [] });
        continue;
      }
      const around = (closed.get(blackout.row.resource_id) ?? []).filter((each) => intervalsOverlap(each, span));
      if (coveredBy(span, around)) {
        leftOut.push({
          blackout,
          reason: 'closed',
          names: around.map((each) => each.name),
          periodIds: around.flatMap((each) => each.periodId ?? []),
        });
        continue;
      }
      kept.push(blackout);
    }

    const periodNames = new Map<number, string>();
    for (const id of new Set(leftOut.flatMap((each) => each.periodIds))) {
      const found = await periods.find(id, trx);
      if (found) {
        periodNames.set(id, found.name);
      }
    }
    return { kept, warnings: leftOutWarnings(leftOut, periodNames) };
  }

  /*
   * What the period holds of these files placed from another Monday of week 1 than `monday` (an operator's walk: the
   * same files imported again with another start found everything there and said nothing, so the semester stayed on
   * the first import's weeks, and anything new went on the new ones beside them). Each series' first date is set
   * against the one it gets from `monday`; each blackout's date against its week and day of the semester (one keyed by
   * date, written before keys counted weeks: its unavailability's first stored date against its first day). Answers
   * a warning naming the start that holds the most and what stands on other starts than `monday`, or none.
   */
  async function placedFromAnotherStart(
    parsed: ItcParsed,
    semester: string,
    period: { id: number; name: string },
    monday: string,
    held: readonly { source: string; starts_at: string }[],
    trx: Parameters<ImportRepository['keys']>[1],
  ): Promise<Message | undefined> {
    const { problem, solution } = parsed;
    const starts = new Map<string, { series: number; blackouts: number }>();
    const tally = (start: string, what: 'series' | 'blackouts', count = 1) => {
      const counts = starts.get(start) ?? { series: 0, blackouts: 0 };
      counts[what] += count;
      starts.set(start, counts);
    };

    const firstDates = new Map<string, string>();
    for (const placement of solution.placements) {
      const placed = placementOf(problem, placement, monday);
      if (placed.state === 'placed') {
        for (const plan of placed.plans) {
          firstDates.set(itcIdentity.seriesKey(semester, period.id, placement.classId, plan.run), plan.firstDate);
        }
      }
    }
    const known = await imports.keys([...firstDates.keys()], trx);
    const startsOn = await imports.repeaterStarts([...new Set(known.values())], trx);
    for (const [key, repeaterId] of known) {
      const storedFirst = startsOn.get(repeaterId);
      if (storedFirst !== undefined) {
        tally(shiftDate(monday, daysBetween(firstDates.get(key)!, storedFirst)), 'series');
      }
    }

    // The days of each unavailability of the files, counted from week 1's Monday.
    const daysOf = new Map<string, number[]>();
    for (const { unavailability, span } of plannedBlackouts(problem, semester, monday)) {
      daysOf.set(unavailability, [...(daysOf.get(unavailability) ?? []), 7 * span.week + span.day]);
    }
    const dated = new Map<string, string[]>();
    for (const { source, starts_at } of held) {
      const byWeek = WEEK_DAY_BLACKOUT_KEY.exec(source);
      if (byWeek) {
        const date = toLocal(Date.parse(starts_at), timeZone).date;
        tally(shiftDate(date, -(7 * Number(byWeek[1]) + Number(byWeek[2]))), 'blackouts');
        continue;
      }
      const byDate = DATED_BLACKOUT_KEY.exec(source);
      if (byDate && daysOf.has(byDate[1]!)) {
        dated.set(byDate[1]!, [...(dated.get(byDate[1]!) ?? []), byDate[2]!]);
      }
    }
    for (const [unavailability, dates] of dated) {
      tally(inferMonday(dates, daysOf.get(unavailability)!, monday), 'blackouts', dates.length);
    }

    starts.delete(monday);
    if (starts.size === 0) {
      return undefined;
    }
    const [earlier] = [...starts].sort(
      ([a, one], [b, other]) => other.series + other.blackouts - (one.series + one.blackouts) || a.localeCompare(b),
    )[0]!;
    const elsewhere = [...starts.values()];
    return message('itc.shiftedStart', {
      period: period.name,
      earlier,
      start: monday,
      series: message('itc.seriesCount', { count: elsewhere.reduce((sum, each) => sum + each.series, 0) }),
      blackouts: message('itc.blackoutsCount', { count: elsewhere.reduce((sum, each) => sum + each.blackouts, 0) }),
    });
  }

  return {
    /** Reads both files and checks them (throws ItcFormatError, ItcImportError); writes nothing. */
    parse,

    /** What `run` would find and create with these options, counted; writes nothing. */
    async preview(
      options: Pick<ItcImportOptions, 'periodName' | 'start' | 'groups' | 'source' | 'match'>,
      parsed: ItcParsed,
    ): Promise<ItcImportPreview> {
      const { problem, solution } = parsed;
      const source = options.source ?? sourceOf(problem.name);
      const found = await identities(parsed, source, { groups: options.groups, match: options.match ?? false }, db);
      const semester = itcIdentity.semester(source, problem.name);
      const withStudents = options.groups
        ? solution.placements.filter((placement) => placement.students.length > 0)
        : [];
      const groups = await imports.groupsByExternalId(
        withStudents.map((placement) => `${semester}:class:${placement.classId}`),
      );
      const roomConflicts = conflictsOf(found.rooms);
      const studentConflicts = conflictsOf(found.students);
      // What the period holds already of these files (nothing, when it is new), as `run` finds it.
      const period = await periods.findByName(options.periodName);
      const series = solution.placements.flatMap((placement) => {
        const placed = placementOf(problem, placement, options.start);
        return placed.state === 'placed'
          ? placed.plans.map((plan) => ({ classId: placement.classId, run: plan.run }))
          : [];
      });
      let seriesThere = 0;
      if (period) {
        const keyOf = ({ classId, run }: (typeof series)[number]) =>
          itcIdentity.seriesKey(semester, period.id, classId, run);
        const known = await imports.keys(series.map(keyOf));
        seriesThere = series.filter((plan) => known.has(keyOf(plan))).length;
      }
      const planned = plannedBlackouts(problem, semester, options.start);
      const stored = period ? await blackouts.importedStartingWith(`${semester}:room:`, period.id) : [];
      const held = storedBlackouts(stored.map((row) => row.source));
      const fresh = planned.filter((blackout) => !held(blackout));
      // Those on rooms Laikas has already may be left out as the import would leave them out (a new room holds nothing).
      const onRooms = fresh.flatMap((blackout) => {
        const resourceId = found.rooms.get(blackout.roomId)?.id;
        return resourceId === undefined ? [] : [freshBlackout(blackout, { resourceId, periodId: period?.id ?? null })];
      });
      const free = await leaveOutTaken(onRooms, db, { hold: false });
      const leftOut = onRooms.length - free.kept.length;
      const shifted = period
        ? await placedFromAnotherStart(parsed, semester, period, options.start, stored, db)
        : undefined;
      return {
        problem: problem.name,
        source,
        period: { name: options.periodName, exists: period !== undefined },
        rooms: countsOf(found.rooms),
        students: countsOf(found.students),
        groups: { new: withStudents.length - groups.size, matched: groups.size },
        classes: {
          total: problem.classes.size,
          placed: solution.placements.filter(
            (placement) => placement.roomId !== null && problem.classes.has(placement.classId),
          ).length,
        },
        series: { new: series.length - seriesThere, existing: seriesThere },
        blackouts: { new: fresh.length - leftOut, existing: planned.length - fresh.length, leftOut },
        conflicts: {
          rooms: roomConflicts.slice(0, CONFLICTS_LISTED),
          students: studentConflicts.slice(0, CONFLICTS_LISTED),
        },
        warnings: [...(shifted ? [shifted] : []), ...free.warnings],
      };
    },

    /** Imports the files (read by `parse` first when `parsed` is not given). */
    async run(options: ItcImportOptions, parsed: ItcParsed = parse(options)): Promise<ItcImportSummary> {
      const { problem, solution } = parsed;
      // The names it writes (rooms' descriptions and unavailabilities, students) are in the starter's language.
      const language = options.language ?? DEFAULT_LANGUAGE;
      const now = clock().toISOString();
      const source = options.source ?? sourceOf(problem.name);
      if (!ITC_SOURCE_PATTERN.test(source)) {
        throw new ItcImportError(message('itc.sourceFormat'));
      }
      const prefix = itcIdentity.semester(source, problem.name);
      const warnings: Message[] = [];
      const monday = options.start;
      const lastDay = shiftDate(monday, 7 * problem.nrWeeks - 1);
      const summary: ItcImportSummary & {
        series: Required<ItcImportSummary['series']>;
        blackoutsExisting: number;
        blackoutsLeftOut: number;
      } = {
        problem: problem.name,
        source,
        period: { id: 0, name: options.periodName, created: false },
        rooms: { total: problem.rooms.length, created: 0 },
        classes: { total: problem.classes.size, placed: 0, withoutRoom: 0 },
        series: { created: 0, existing: 0, leftOut: 0 },
        occurrences: 0,
        blackouts: 0,
        blackoutsExisting: 0,
        blackoutsLeftOut: 0,
        users: 0,
        groups: 0,
        memberships: 0,
        warnings,
      };

      // 1. Period, rooms, their unavailabilities, students and groups: one transaction, one import at a time.
      const setUp = await inImportLock(db, dialect, async (trx) => {
        let period = await periods.findByName(options.periodName, trx);
        if (!period) {
          const id = await periods.insert(
            {
              name: options.periodName,
              starts_on: monday,
              ends_on: lastDay,
              teaching_weeks: problem.nrWeeks,
              exam_weeks: null,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          period = (await periods.find(id, trx))!;
          summary.period.created = true;
        }
        summary.period.id = period.id;

        const found = await identities(parsed, source, { groups: options.groups, match: options.match ?? false }, trx);
        const roomConflicts = conflictsOf(found.rooms);
        const studentConflicts = conflictsOf(found.students);
        if (roomConflicts.length > 0 || studentConflicts.length > 0) {
          // Checked again here, under the import lock: the preview may be older than a room added since.
          throw new ItcImportError(
            message('itc.conflicts', {
              rooms: message('count.rooms', { count: roomConflicts.length }),
              students: message('count.students', { count: studentConflicts.length }),
              source,
            }),
          );
        }
        const resourceOfRoom = new Map<string, number>();
        const remembered: { key: string; record_id: number }[] = [];
        for (const room of problem.rooms) {
          const key = itcIdentity.roomKey(source, room.id);
          const identity = found.rooms.get(room.id)!;
          if (identity.state === 'again') {
            await imports.setCapacity(identity.id!, room.capacity, now, trx);
            resourceOfRoom.set(room.id, identity.id!);
            continue;
          }
          if (identity.state === 'matched') {
            // The office's own room, matched by name on its choice: used as it is, remembered for the next run.
            resourceOfRoom.set(room.id, identity.id!);
            remembered.push({ key, record_id: identity.id! });
            continue;
          }
          const { resourceId } = await imports.createRoom(
            {
              name: identity.name,
              description: render(message('itc.roomDescription', { problem: problem.name, id: room.id }), language),
              notes: null,
              contact_info: null,
              address: null,
              min_duration: null,
              max_duration: null,
              available_spaces: 1,
              day_from: null,
              day_to: null,
              available_slots: null,
              forbidden_slots: null,
              capacity: room.capacity,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          resourceOfRoom.set(room.id, resourceId);
          remembered.push({ key, record_id: resourceId });
          summary.rooms.created += 1;
        }
        await imports.remember(remembered, now, trx);

        // A room's unavailabilities are the period's, as its series are: another period gets its own, and the same
        // files imported into this one again (with any start) find theirs.
        const planned = plannedBlackouts(problem, prefix, monday);
        const stored = await blackouts.importedStartingWith(`${prefix}:room:`, period.id, trx);
        const held = storedBlackouts(stored.map((row) => row.source));
        if (!summary.period.created) {
          // First of its warnings: what stays on another start's dates is what the operator must decide on.
          const shifted = await placedFromAnotherStart(parsed, prefix, period, monday, stored, trx);
          if (shifted) {
            warnings.push(shifted);
          }
        }
        const fresh = planned
          .filter((blackout) => !held(blackout))
          .map((blackout) =>
            freshBlackout(blackout, {
              resourceId: resourceOfRoom.get(blackout.roomId)!,
              periodId: period.id,
              name: render(message('itc.roomUnavailable', { id: blackout.roomId }), language),
              now,
            }),
          );
        const free = await leaveOutTaken(fresh, trx, { hold: true });
        await blackouts.insertMany(
          free.kept.map(({ row }) => row),
          trx,
        );
        warnings.push(...free.warnings);
        summary.blackouts = free.kept.length;
        summary.blackoutsExisting = planned.length - fresh.length;
        summary.blackoutsLeftOut = fresh.length - free.kept.length;

        const groupOfClass = new Map<string, number>();
        if (options.groups) {
          const userOfStudent = new Map<string, number>();
          const missing: string[] = [];
          const studentKeys: { key: string; record_id: number }[] = [];
          for (const [id, identity] of found.students) {
            if (identity.id === undefined) {
              missing.push(id);
              continue;
            }
            userOfStudent.set(id, identity.id);
            if (identity.state === 'matched') {
              studentKeys.push({ key: itcIdentity.studentKey(source, id), record_id: identity.id });
            }
          }
          const created = await imports.createUsers(
            missing.map((id) => ({
              uid: itcIdentity.studentUid(source, id),
              name: render(message('itc.student', { id, source }), language),
              email: null,
            })),
            'student',
            now,
            trx,
          );
          summary.users = created.size;
          for (const id of missing) {
            const userId = created.get(itcIdentity.studentUid(source, id))!;
            userOfStudent.set(id, userId);
            studentKeys.push({ key: itcIdentity.studentKey(source, id), record_id: userId });
          }
          await imports.remember(studentKeys, now, trx);
          const withStudents = solution.placements.filter((placement) => placement.students.length > 0);
          const externalIds = withStudents.map((placement) => `${prefix}:class:${placement.classId}`);
          const groups = await imports.groupsByExternalId(externalIds, trx);
          const members: { group_id: number; user_id: number }[] = [];
          for (const placement of withStudents) {
            const externalId = `${prefix}:class:${placement.classId}`;
            let groupId = groups.get(externalId);
            if (groupId === undefined) {
              const course = problem.classes.get(placement.classId)?.courseId;
              const name = course ? `C${placement.classId} (course ${course})` : `C${placement.classId}`;
              groupId = await imports.createGroup(name, externalId, now, trx);
              summary.groups += 1;
            }
            groupOfClass.set(placement.classId, groupId);
            for (const student of placement.students) {
              members.push({ group_id: groupId, user_id: userOfStudent.get(student)! });
            }
          }
          summary.memberships = await imports.addMembers(members, trx);
        }
        await audit?.record(trx, {
          action: summary.period.created ? 'create' : 'update',
          entityType: 'period',
          entityId: period.id,
          label: period.name,
          after: {
            ...(summary.period.created && { name: period.name, starts_on: period.starts_on, ends_on: period.ends_on }),
            itc_import: problem.name,
            source,
            rooms_created: summary.rooms.created,
            blackouts_added: summary.blackouts,
            users_created: summary.users,
            groups_created: summary.groups,
            memberships_added: summary.memberships,
          },
        });
        return { period, resourceOfRoom, groupOfClass };
      });

      // 2. The classes, room by room: each room's series in one transaction under its item's lock.
      const byRoom = new Map<string, { placement: ItcSolution['placements'][number]; plans: SeriesPlan[] }[]>();
      for (const placement of solution.placements) {
        const placed = placementOf(problem, placement, monday);
        if (placed.state === 'withoutRoom') {
          summary.classes.withoutRoom += 1;
          continue;
        }
        if (placed.state === 'leftOut') {
          warnings.push(placed.warning);
          continue;
        }
        const { itcClass, room, plans } = placed;
        const people = Math.max(placement.students.length, options.groups ? 0 : itcClass.limit);
        if (people > room.capacity) {
          warnings.push(
            message('itc.capacityOverflow', {
              id: placement.classId,
              students: message('count.students', { count: people }),
              room: room.id,
              seats: message('count.seats', { count: room.capacity }),
            }),
          );
        }
        const list = byRoom.get(room.id) ?? [];
        list.push({ placement, plans });
        byRoom.set(room.id, list);
        summary.classes.placed += 1;
      }
      const progress: ItcImportProgress = {
        rooms: { done: 0, total: byRoom.size },
        classes: { done: 0, total: summary.classes.placed },
        occurrences: {
          done: 0,
          total: [...byRoom.values()]
            .flat()
            .reduce((sum, { plans }) => sum + plans.reduce((count, plan) => count + plan.dates.length, 0), 0),
        },
      };
      const advance = async (classes: { plans: SeriesPlan[] }[]) => {
        progress.rooms.done += 1;
        progress.classes.done += classes.length;
        progress.occurrences.done += classes.reduce(
          (sum, { plans }) => sum + plans.reduce((count, plan) => count + plan.dates.length, 0),
          0,
        );
        await options.onProgress?.(structuredClone(progress));
      };
      await options.onProgress?.(structuredClone(progress));
      const itemOfResource = await imports.firstItems([...setUp.resourceOfRoom.values()]);
      const periodFrom = toInstant(monday, MIDNIGHT, timeZone).toISOString();
      const periodTo = toInstant(shiftDate(lastDay, 1), MIDNIGHT, timeZone).toISOString();
      for (const [roomId, classes] of byRoom) {
        const resourceId = setUp.resourceOfRoom.get(roomId)!;
        const itemId = itemOfResource.get(resourceId);
        if (itemId === undefined) {
          warnings.push(message('itc.roomWithoutItem', { room: roomId, resource: resourceId }));
          summary.series.leftOut += classes.reduce((sum, { plans }) => sum + plans.length, 0);
          await advance(classes);
          continue;
        }
        await inTransaction(db, async (trx) => {
          if (dialect === 'postgres') {
            // SQLite: the transaction's first write takes the database's one write lock instead.
            await imports.lockItem(itemId, trx);
          }
          const keys = classes.flatMap(({ placement, plans }) =>
            plans.map((plan) => itcIdentity.seriesKey(prefix, setUp.period.id, placement.classId, plan.run)),
          );
          const known = await imports.keys(keys, trx);
          const held = (await imports.holdingItem(itemId, periodFrom, periodTo, trx)).map((row) => ({
            name: row.name,
            start: Date.parse(row.starts_at),
            end: Date.parse(row.ends_at),
          }));
          const closed = (await blackouts.blackoutsBetween(periodFrom, periodTo, [resourceId], trx)).map((row) => ({
            name: row.name,
            start: Date.parse(row.starts_at),
            end: Date.parse(row.ends_at),
          }));
          const reservationRows: NewReservation[] = [];
          const groupOfRow: (number | undefined)[] = [];
          const remembered: { key: string; record_id: number }[] = [];
          const exclusions: { repeater_id: number; date: string }[] = [];
          for (const { placement, plans } of classes) {
            const skippedOfClass = new Map<string, string>();
            for (const plan of plans) {
              const key = itcIdentity.seriesKey(prefix, setUp.period.id, placement.classId, plan.run);
              if (known.has(key)) {
                summary.series.existing += 1;
                continue;
              }
              const occurrences = placeOccurrences(
                plan.dates,
                clockOf(plan.startMinutes),
                clockOf(plan.endMinutes),
                timeZone,
              );
              const { kept, skipped } = skipBlackouts(occurrences, closed);
              if (kept.length === 0) {
                warnings.push(
                  message('itc.meetsBlackout', { id: placement.classId, blackout: skipped[0]!.name, room: roomId }),
                );
                summary.series.leftOut += 1;
                continue;
              }
              const candidates = kept.map((occurrence) => ({
                start: occurrence.start.getTime(),
                end: occurrence.end.getTime(),
              }));
              const clashes = findClashes(candidates, held, 1);
              if (clashes.length > 0) {
                warnings.push(
                  message('itc.clashes', {
                    id: placement.classId,
                    other: clashes[0]!.with[0]?.name ?? `C${placement.classId}`,
                    room: roomId,
                  }),
                );
                summary.series.leftOut += 1;
                continue;
              }
              held.push(...candidates.map((candidate) => ({ ...candidate, name: `C${placement.classId}` })));
              const repeaterId = await imports.createRepeater(
                {
                  type: 'weekly',
                  interval: plan.interval,
                  starts_on: plan.firstDate,
                  until: plan.until,
                  weekdays: JSON.stringify(plan.weekdays),
                  start_minutes: plan.startMinutes,
                  end_minutes: plan.endMinutes,
                  time_zone: timeZone,
                  created_at: now,
                },
                trx,
              );
              remembered.push({ key, record_id: repeaterId });
              for (const { date, name } of skipped) {
                exclusions.push({ repeater_id: repeaterId, date });
                skippedOfClass.set(date, name);
              }
              const type =
                Object.keys(checkTimes('lecture', plan.startMinutes, plan.endMinutes, DEFAULT_RESOURCE_SETTINGS))
                  .length === 0
                  ? 'lecture'
                  : 'event';
              const groupId = setUp.groupOfClass.get(placement.classId);
              for (const occurrence of kept) {
                reservationRows.push({
                  item_id: itemId,
                  resource_id: resourceId,
                  type,
                  name: `C${placement.classId}`,
                  description: null,
                  starts_at: occurrence.start.toISOString(),
                  ends_at: occurrence.end.toISOString(),
                  person_responsible_id: null,
                  creator_id: null,
                  is_remote: 0,
                  remote_address: null,
                  repeater_id: repeaterId,
                  batch_id: null,
                  status: 'approved',
                  created_at: now,
                  updated_at: now,
                });
                groupOfRow.push(groupId);
              }
              summary.series.created += 1;
            }
            if (skippedOfClass.size > 0) {
              warnings.push(skippedWarning(placement.classId, roomId, skippedOfClass));
            }
          }
          const ids = await imports.insertReservations(reservationRows, trx);
          summary.occurrences += ids.length;
          const links = ids.flatMap((id, index) => {
            const groupId = groupOfRow[index];
            return groupId === undefined ? [] : [{ reservation_id: id, group_id: groupId }];
          });
          await imports.linkGroups(links, trx);
          await imports.excludeDates(exclusions, trx);
          await imports.remember(remembered, now, trx);
        });
        await advance(classes);
      }
      return summary;
    },
  };
}
export type ItcImporter = ReturnType<typeof createItcImporter>;

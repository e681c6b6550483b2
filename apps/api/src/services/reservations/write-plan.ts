import {
  type Repeater as ApiRepeater,
  type ReservationInput,
  type ResourceSettings,
  type SkippedDate,
  toMinutes,
  type UpdateSelectionRepeater,
} from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, type Dialect, type Item, type Reservation, type Resource } from '../../db/database.js';
import { createWriteLock, type LockSet, type WriteLock } from '../../db/write-lock.js';
import { reportClashes } from '../../domain/clashes.js';
import {
  type Actor,
  canReserveResource,
  reservationPermissions,
  reservingDependsOnGroups,
} from '../../domain/permissions.js';
import { expandDates, type Occurrence, placeOccurrences, validateRepeater } from '../../domain/repeater.js';
import { dateError } from '../../domain/dateRange.js';
import { checkRemote, checkTimes } from '../../domain/resourceRules.js';
import { planSeriesChange } from '../../domain/scopes.js';
import { isCivilDate, isTeaching, todayIn, toLocal } from '@laikas/contract/time';
import { ForbiddenError, type FieldErrors, NotFoundError, ValidationFailedError } from '../../errors.js';
import { type AnnexRepository } from '../../repositories/annexes.js';
import { type BatchRepository } from '../../repositories/batches.js';
import { type ItemRepository } from '../../repositories/items.js';
import { type RepeaterRepository } from '../../repositories/repeaters.js';
import { type ReservationRepository } from '../../repositories/reservations.js';
import { type ResourceRepository } from '../../repositories/resources.js';
import { type AuditService } from '../audit.js';
import { type BlackoutRules } from '../blackout-rules.js';
import { type NotificationService } from '../notifications.js';
import { type ReservationPresenter } from '../reservation-presenter.js';
import { settingsOf } from '../resources.js';
import { type ResponsibilityRules } from '../responsibility.js';
import { type TimetableLocks } from '../timetable-locks.js';
import { type Message, message } from '../../i18n/index.js';

/*
 * The write plan every reservation write shares: where it lands (targets), what it puts there and what it replaces
 * (placements), the rows it locks, and the checks it passes under that lock. The use cases (create, update, remove)
 * say what they write; the rules they write by are here, once.
 */

export interface ReservationServiceDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  reservations: ReservationRepository;
  resources: ResourceRepository;
  items: ItemRepository;
  repeaters: RepeaterRepository;
  batches: BatchRepository;
  annexes: AnnexRepository;
  present: ReservationPresenter;
  /** Writes the notifications of each change inside its transaction (issue 14). */
  notifications?: Pick<
    NotificationService,
    'onReservationCreated' | 'snapshot' | 'onReservationEdited' | 'onReservationsDeleted'
  >;
  /** Records every create, update and delete in its transaction (issue 15); absent for the demo seed. */
  audit?: Pick<AuditService, 'recordMany'>;
  clock: () => Date;
  timeZone: string;
  /** Holidays and unavailable resources (issue 16): refused, or left out of a series that skips conflicts. */
  blackoutRules: BlackoutRules;
  /** Locked and approved group timetables: only administrators write their reservations (issue 16). */
  timetableLocks: TimetableLocks;
  /** Who may name whom as the person responsible, and attach groups. */
  naming: ResponsibilityRules;
}

/** Where a reservation is made: an item of a resource, or (remote) the resource itself. */
export type ReservationPlace = { itemId: number } | { remoteResourceId: number };
/** How an existing reservation is addressed: under its item, or as a remote reservation. */
export type RowPlace = { itemId: number } | 'remote';

/** One place a write lands on, with what its rules need. */
export interface Target {
  resource: Resource;
  /** The resource's settings over the defaults, read once per write. */
  settings: ResourceSettings;
  item: Item | null;
  spaces: number;
}

/** The occurrences a write puts on one target, and the rows it takes away there. */
export interface Placement {
  target: Target;
  occurrences: Occurrence[];
  /** Rows replaced or rewritten by this write: they do not count against it. */
  replacing: number[];
  /** Clashes here are listed under `batch_overlaps` (another resource of the batch) or `repeater_overlaps`. */
  list: 'repeater_overlaps' | 'batch_overlaps';
}

/** The 422 every failed save answers with; field keys are the spec's. */
class ReservationRejectedError extends ValidationFailedError {}

export function reject(errors: FieldErrors, extra: Record<string, unknown> = {}): never {
  throw new ReservationRejectedError(errors, undefined, extra);
}

/** Rejects the write when any field has an error. */
export function rejectErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) {
    reject(errors);
  }
}

export function addError(errors: FieldErrors, field: string, said: Message | undefined): void {
  if (said) {
    (errors[field] ??= []).push(said);
  }
}

function mergeErrors(errors: FieldErrors, found: Partial<Record<string, Message>>): void {
  for (const [field, said] of Object.entries(found)) {
    const known = errors[field]?.some((each) => JSON.stringify(each) === JSON.stringify(said));
    if (!known) {
      addError(errors, field, said);
    }
  }
}

export const unique = <T>(values: readonly T[]) => [...new Set(values)];
export const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** The rows a write on these targets locks: their items, and the resources of the remote ones. */
export function lockSetOf(targets: readonly Target[]): LockSet {
  return {
    itemIds: unique(targets.flatMap((target) => (target.item ? [target.item.id] : []))),
    resourceIds: unique(targets.flatMap((target) => (target.item ? [] : [target.resource.id]))),
  };
}

/** What every reservation use case works with: its dependencies and the write lock. */
export interface ReservationContext extends ReservationServiceDependencies {
  /** Runs a write as one transaction holding the lock of its `LockSet` (db/write-lock.ts). */
  inWriteLock: WriteLock;
}

export function reservationContext(dependencies: ReservationServiceDependencies): ReservationContext {
  const { db, dialect } = dependencies;
  return { ...dependencies, inWriteLock: createWriteLock(db, dialect) };
}

export function targetOf(resource: Resource, item: Item | null): Target {
  const settings = settingsOf(resource);
  return { resource, settings, item, spaces: item?.available_spaces ?? settings.available_spaces };
}

/** Where a stored reservation stands. */
export async function targetOfRow({ resources, items }: ReservationContext, row: Reservation): Promise<Target> {
  const resource = await resources.findById(row.resource_id);
  const item = row.item_id === null ? null : ((await items.findById(row.item_id)) ?? null);
  return targetOf(resource!, item);
}

/** The reservation, for anyone signed in (timetables are public inside the university; issue 12, item 18). */
export async function visibleRow({ reservations }: ReservationContext, id: number): Promise<Reservation> {
  const row = await reservations.findById(id);
  if (!row) {
    throw new NotFoundError('reservation');
  }
  return row;
}

/** The reservation under `place`, if `actor` may edit (or delete) it. */
export async function editableRow(
  context: ReservationContext,
  place: RowPlace,
  id: number,
  actor: Actor,
  action: 'can_edit' | 'can_delete',
) {
  const row = await visibleRow(context, id);
  const matches = place === 'remote' ? row.is_remote === 1 : row.item_id === place.itemId;
  if (!matches) {
    throw new NotFoundError('reservation');
  }
  const linked = await context.reservations.links([id]);
  const allowed = reservationPermissions(
    actor,
    {
      userId: row.creator_id,
      personResponsible: row.person_responsible_id,
      invitedUserIds: ids(linked.invitations),
      groupIds: ids(linked.groups),
      end: new Date(row.ends_at),
    },
    context.clock(),
  );
  if (!allowed[action]) {
    throw new ForbiddenError(action === 'can_edit' ? 'reservation.mayNotChange' : 'reservation.mayNotDelete');
  }
  return row;
}

/** The batch members a scoped write touches: the occurrence itself, or every member at the same instant. */
export async function scopedRows(
  { reservations }: ReservationContext,
  row: Reservation,
  batchScope: 'this' | 'all' | undefined,
): Promise<Reservation[]> {
  if (row.batch_id === null || batchScope !== 'all') {
    return [row];
  }
  return reservations.batchSiblings(row.batch_id, row.starts_at);
}

/**
 * What a scoped write does to the series of `row` (`upcoming` or `all`; nothing for `this` or a row on its own):
 * the series plan (its `keepDates` are the dates of the occurrences it keeps), the dates the rule skips, the rule,
 * the dates it loses and, for `all`, its last kept date.
 */
export async function seriesChangeOf(
  { reservations, repeaters, timeZone }: ReservationContext,
  row: Reservation,
  scope: UpdateSelectionRepeater | undefined,
  now: Date,
  trx?: Kysely<Database>,
) {
  if (row.repeater_id === null || row.detached === 1 || scope === undefined || scope === 'this') {
    return undefined;
  }
  const series = (await reservations.ofRepeater(row.repeater_id, trx)).map((occurrence) => ({
    id: occurrence.id,
    date: toLocal(new Date(occurrence.starts_at), timeZone).date,
    start: new Date(occurrence.starts_at),
    detached: occurrence.detached === 1,
  }));
  const target = series.find((occurrence) => occurrence.id === row.id);
  const [repeater] = await repeaters.findByIds([row.repeater_id], trx);
  if (!target || !repeater) {
    // Deleted or rewritten since it was read (a write outside this one's lock, or before it took the lock).
    throw new NotFoundError('reservation');
  }
  const plan = planSeriesChange(series, target, scope, now);
  const excluded = await repeaters.exclusionsOf(row.repeater_id, trx);
  const removed = series.filter((occurrence) => plan.remove.includes(occurrence.id));
  // `all` leaves the past as it was: the last date the old rule still holds an occurrence on, if any.
  const kept = series.filter((occurrence) => !occurrence.detached && !plan.remove.includes(occurrence.id));
  const lastKept = plan.newRule
    ? undefined
    : kept
        .map((occurrence) => occurrence.date)
        .sort()
        .at(-1);
  return {
    plan,
    /** Deleted dates and dates of occurrences moved on their own: an update moves them with the series. */
    excluded,
    target,
    repeater,
    removedDates: removed.map((occurrence) => occurrence.date),
    lastKept,
  };
}

/** What a scoped write does to a series (`seriesChangeOf`). */
export type SeriesChange = NonNullable<Awaited<ReturnType<typeof seriesChangeOf>>>;

/**
 * Locked group timetables: the groups (given and of `rows`) and local dates a write touches. A write checks them in
 * its transaction (`trx`, under its write lock), so that a lock committed before it is seen (timetable-locks.ts).
 */
export async function assertTimetablesEditable(
  { reservations, timetableLocks, timeZone }: ReservationContext,
  trx: Kysely<Database>,
  actor: Actor,
  rows: readonly Reservation[],
  groupIds: readonly number[],
  dates: readonly string[],
) {
  const linked = rows.length > 0 ? await reservations.links(ids(rows), trx) : { groups: [] };
  const rowDates = rows.map((row) => toLocal(new Date(row.starts_at), timeZone).date);
  await timetableLocks.assertEditable(actor, [...groupIds, ...ids(linked.groups)], [...dates, ...rowDates], trx);
}

/** The dates of a rule from `firstDate`; rule errors go under the spec's `repeater.*` keys. */
export function datesOf(
  { clock, timeZone }: ReservationContext,
  firstDate: string,
  rule: ApiRepeater | null | undefined,
  errors: FieldErrors,
): string[] {
  if (!rule) {
    return [firstDate];
  }
  mergeErrors(errors, validateRepeater(rule, firstDate, todayIn(clock(), timeZone)));
  if (errors['repeater.interval'] || errors['repeater.until'] || !isCivilDate(firstDate)) {
    return [];
  }
  return expandDates(firstDate, rule);
}

/**
 * Teaching (a repeating lecture of groups, `isTeaching`) is not held in an exam session (issue 36): its dates there
 * are left out and answered as skipped (reason `exams`), whether or not the series skips conflicts. Anything else
 * (a single booking, an event) keeps every date. The caller refuses a rule left without dates (`allInExams`).
 */
export async function withoutExamDays(
  { blackoutRules }: ReservationContext,
  reservation: { type: string; groups: readonly unknown[]; repeater?: unknown },
  dates: readonly string[],
  trx?: Kysely<Database>,
): Promise<{ dates: string[]; skipped: SkippedDate[] }> {
  if (!isTeaching(reservation)) {
    return { dates: [...dates], skipped: [] };
  }
  return blackoutRules.withoutExamDays(dates, trx);
}

/** A rule whose every date lies in an exam session: 422, nothing written. */
export function allInExams(): never {
  reject({ repeater: [message('repeat.allInExams')] }, { repeater_validation: message('repeat.allInExamsSentence') });
}

/** Skipped dates of several kinds, by date. */
export const byDate = (skipped: readonly SkippedDate[]) =>
  [...skipped].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** The body's times on `dates`, as instants. */
export function occurrencesOn(
  { timeZone }: ReservationContext,
  dates: readonly string[],
  input: ReservationInput,
): Occurrence[] {
  return placeOccurrences(dates, input.from_time, input.to_time, timeZone);
}

/**
 * An occurrence the start of summer time leaves without duration (both ends in the skipped hour, e.g. 03:00-04:00 in
 * Vilnius on the last Sunday of March) lasts nothing and overlaps nothing: refused under `to`, as the database would.
 */
export function checkDurations(occurrences: readonly Occurrence[], errors: FieldErrors): void {
  if (!errors.to && occurrences.some((occurrence) => occurrence.end.getTime() <= occurrence.start.getTime())) {
    addError(errors, 'to', message('reservation.endAfterStart'));
  }
}

/** Field checks that do not depend on other reservations; answers the person responsible it looked up. */
export async function checkInput(
  context: ReservationContext,
  input: ReservationInput,
  targets: readonly Target[],
  actor: Actor,
  errors: FieldErrors,
  trx: Kysely<Database> = context.db,
): Promise<{ id: number; name: string; email: string | null } | undefined> {
  const { reservations, resources, annexes } = context;
  checkDayAndTimes(input, errors);
  const invited = unique(input.invitations);
  const groups = unique(input.groups);
  const annexIds = unique(input.annexes);
  // Independent look-ups run together: on PostgreSQL each is a round trip.
  const [resourceGroups, responsible, invitedFound, groupsFound, annexesFound] = await Promise.all([
    // Only a resource closed to outsiders asks whose groups it belongs to.
    Promise.all(
      targets.map((target) =>
        reservingDependsOnGroups(actor, target.settings.allow_anybody)
          ? resources.groupIdsOf(target.resource.id, trx)
          : [],
      ),
    ),
    input.person_responsible != null ? reservations.usersByIds([input.person_responsible], trx) : undefined,
    reservations.usersByIds(invited, trx),
    reservations.groupIdsExisting(groups, trx),
    annexes.existingIds(annexIds, trx),
  ]);
  for (const [index, target] of targets.entries()) {
    if (!canReserveResource(actor, { allowAnybody: target.settings.allow_anybody, groupIds: resourceGroups[index]! })) {
      throw new ForbiddenError('reservation.mayNotReserve', { name: target.resource.name });
    }
    checkTarget(input, target, errors);
  }
  if (responsible !== undefined && responsible.length === 0) {
    addError(errors, 'person_responsible', message('reservation.unknownUser'));
  }
  if (invitedFound.length !== invited.length) {
    addError(errors, 'invitations', message('reservation.unknownInvitee'));
  }
  if (groupsFound.length !== groups.length) {
    addError(errors, 'groups', message('reservation.unknownGroup'));
  }
  if (annexesFound.length !== annexIds.length) {
    addError(errors, 'annexes', message('reservation.unknownAnnex'));
  }
  return responsible?.[0];
}

/** Who the author may name (person responsible, groups); `before` is what the reservation named until now. */
export async function checkNaming(
  { naming, db }: ReservationContext,
  actor: Actor,
  input: ReservationInput,
  before: { personResponsible: number | null; groupIds: number[] } | undefined,
  errors: FieldErrors,
  trx: Kysely<Database> = db,
) {
  const named = { personResponsible: input.person_responsible, groupIds: unique(input.groups) };
  Object.assign(errors, await naming.check(actor, named, before, trx));
}

/**
 * The overlap rule and blackouts, under the write's lock: reads what stands on each placement, refuses (422) an
 * occurrence on a blackout or a clash; with `skip` leaves their dates out of every placement instead and answers
 * them. No double booking, ever.
 */
export async function checkPlacements(
  { reservations, blackoutRules, timeZone }: ReservationContext,
  trx: Kysely<Database>,
  placements: readonly Placement[],
  skip = false,
): Promise<SkippedDate[]> {
  const held = [];
  for (const { target, occurrences } of placements) {
    const place = target.item ? { itemId: target.item.id } : { remoteOf: target.resource.id };
    // No occurrences (a write that leaves none): an empty span nothing intersects.
    const none = new Date(0);
    const from = (occurrences[0]?.start ?? none).toISOString();
    const to = (occurrences.at(-1)?.end ?? none).toISOString();
    held.push(await reservations.holdingPlace(place, from, to, trx));
  }
  const kept = await blackoutRules.apply(trx, placements, held, skip);
  if (skip) {
    for (const placement of placements) {
      placement.occurrences = kept.occurrences;
    }
  }
  const { lists, dates } = reportClashes(placements, held, timeZone);
  const onBlackout = kept.onBlackout ?? [];
  if (dates.length > 0 || onBlackout.length > 0) {
    // One refusal names every clash, blackouts and taken times alike, in date order (a teacher who fixed one met
    // the other on the next save).
    lists.repeater_overlaps = [...onBlackout, ...lists.repeater_overlaps].sort((a, b) => a.from.localeCompare(b.from));
    const listed = Object.entries(lists).filter(([, overlaps]) => overlaps.length > 0);
    const messages = [];
    if (onBlackout.length > 0) {
      const closed = [...new Set(onBlackout.map((overlap) => overlap.from.slice(0, 10)))];
      messages.push(message('reservation.onBlackout', { dates: closed.join(', '), name: onBlackout[0]!.name }));
    }
    if (dates.length > 0) {
      // Under the form's date: its own time taken, or only later dates of its repetition (the lists name them).
      const firstDate = placements
        .flatMap((placement) => placement.occurrences.slice(0, 1))
        .map((occurrence) => toLocal(occurrence.start, timeZone).date)
        .sort()[0];
      messages.push(
        dates[0] === firstDate
          ? message('reservation.timeTaken')
          : message('reservation.laterDatesTaken', { count: dates.length }),
      );
    }
    reject({ from: messages }, Object.fromEntries(listed));
  }
  return kept.skipped;
}

/** The body's day and times: a real date, one day, times within it. */
function checkDayAndTimes(input: ReservationInput, errors: FieldErrors) {
  addError(errors, 'from', dateError(input.from));
  if (input.to !== input.from) {
    addError(errors, 'to', message('reservation.sameDay'));
  }
  if (toMinutes(input.from_time) >= 24 * 60) {
    addError(errors, 'from', message('reservation.startBefore24'));
  }
  if (toMinutes(input.to_time) > 24 * 60) {
    addError(errors, 'to', message('reservation.endBy24'));
  }
}

/** The resource's own rules for the body: its times and slots, remote reservations. */
function checkTarget(input: ReservationInput, target: Target, errors: FieldErrors) {
  if (!errors.from && !errors.to) {
    mergeErrors(errors, checkTimes(input.type, toMinutes(input.from_time), toMinutes(input.to_time), target.settings));
  }
  mergeErrors(errors, checkRemote(input.is_remote, input.remote_address, target.settings));
  if (target.item === null && input.is_remote !== 1) {
    addError(errors, 'is_remote', message('reservation.remoteWithoutItem'));
  }
}

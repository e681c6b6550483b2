import { can, type ReservationInput, type SkippedDate, toMinutes, type WriteSummary } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, type Item, type NewReservation, type Reservation } from '../../db/database.js';
import { type LockSet } from '../../db/write-lock.js';
import { type Actor } from '../../domain/permissions.js';
import { type Occurrence } from '../../domain/repeater.js';
import { isCivilDate, toLocal } from '@laikas/contract/time';
import { writeSizeErrors } from '../../domain/write-limits.js';
import { writeAnswer } from '../../domain/writeAnswer.js';
import { type FieldErrors, NotFoundError } from '../../errors.js';
import { type AuditContext, currentAuditContext } from '../audit.js';
import { createdEntries } from '../reservation-audit.js';
import { byStart, linksOf, repeaterRow, rowValues } from './rows.js';
import * as plan from './write-plan.js';
import {
  addError,
  ids,
  type Placement,
  reject,
  rejectErrors,
  type ReservationContext,
  type ReservationPlace,
  type ReservationServiceDependencies,
  type Target,
  unique,
} from './write-plan.js';
import { message } from '../../i18n/index.js';

/** What a create checks before the overlap rule: the body, the author's rights, the dates. */
interface Checked {
  targets: Target[];
  responsible: { id: number; name: string; email: string | null } | undefined;
}

/** A create's answer; a preview's is its `occurrences` and `skipped_dates`. */
export type CreateAnswer = {
  data: Awaited<ReturnType<ReservationServiceDependencies['present']>>;
  summary?: WriteSummary | undefined;
  skipped_dates?: SkippedDate[];
  occurrences?: number;
};

/** Whether the body's day and times are real enough to place its occurrences. */
const plannable = (input: ReservationInput) =>
  isCivilDate(input.from) && toMinutes(input.from_time) < 24 * 60 && toMinutes(input.to_time) <= 24 * 60;

/*
 * Creating a reservation: once or as a series, on one resource or several at once (a batch).
 */

/**
 * Creates a reservation: one row per occurrence per target, all or nothing, in one transaction that holds the
 * lock of every place it lands on. With `preview` (the form's "skip conflicting dates", issue 16) it checks the
 * same and writes nothing: it answers how many occurrences it would keep and the dates it would skip.
 */
export async function create(
  context: ReservationContext,
  actor: Actor,
  place: ReservationPlace,
  input: ReservationInput,
  { preview = false } = {},
): Promise<CreateAnswer> {
  const now = context.clock();
  const errors: FieldErrors = {};
  const ruleDates = plan.datesOf(context, input.from, input.repeater, errors);
  const { locks, otherItems } = await locksOf(context, place, input);
  const audited = currentAuditContext();
  const done = await context.inWriteLock(locks, async (trx) => {
    // Exam sessions and locked timetables are read under the lock, so that one set or locked since the request came
    // is seen. Issue 36: teaching leaves the exam sessions' dates out, as skipped (and as the rule's exclusions).
    const { dates, skipped: inExams } = await plan.withoutExamDays(context, input, ruleDates, trx);
    await plan.assertTimetablesEditable(context, trx, actor, [], input.groups, dates);
    const occurrences = plannable(input) ? plan.occurrencesOn(context, dates, input) : [];
    const targets = await targetsOf(context, trx, place, input, otherItems, errors);
    const checked = await check(context, trx, actor, input, targets, occurrences, errors, now, inExams.length > 0);
    const placements = targets.map((target, index): Placement => ({
      target,
      occurrences: [...occurrences],
      replacing: [],
      list: index === 0 ? 'repeater_overlaps' : 'batch_overlaps',
    }));
    const conflicts = await plan.checkPlacements(context, trx, placements, input.repeater?.skip_conflicts === true);
    const skipped = plan.byDate([...inExams, ...conflicts]);
    const created = preview ? [] : await insert(context, trx, actor, input, placements, skipped, audited, now);
    return { ...checked, kept: placements[0]!.occurrences.length, skipped, created };
  });
  const skippedDates = done.skipped.length > 0 ? { skipped_dates: done.skipped } : {};
  if (preview) {
    return { data: [], occurrences: done.kept, ...skippedDates };
  }
  return { ...(await answerOf(context, actor, input, done, now)), ...skippedDates };
}

/** What a create would keep and skip (`POST …/reservations/preview`): the same checks, nothing written. */
export async function preview(
  context: ReservationContext,
  actor: Actor,
  place: ReservationPlace,
  input: ReservationInput,
) {
  const { occurrences, skipped_dates } = await create(context, actor, place, input, { preview: true });
  return { occurrences: occurrences ?? 0, skipped_dates: skipped_dates ?? [] };
}

/**
 * What a create locks: the path's item with the items of the other resources the body lists (one batch), found
 * first so that all are locked in one order; or, remote, the resources themselves.
 */
async function locksOf({ items }: ReservationContext, place: ReservationPlace, input: ReservationInput) {
  const otherIds = unique(input.reservable ?? []);
  if (!('itemId' in place)) {
    const locks: LockSet = { itemIds: [], resourceIds: unique([place.remoteResourceId, ...otherIds]) };
    return { locks, otherItems: [] };
  }
  const otherItems = otherIds.length === 0 ? [] : await items.listByResources(otherIds);
  const locks: LockSet = { itemIds: unique([place.itemId, ...ids(otherItems)]), resourceIds: [] };
  return { locks, otherItems };
}

/** The path's place (looked up under the lock), then every other resource the body lists (one batch). */
async function targetsOf(
  context: ReservationContext,
  trx: Kysely<Database>,
  place: ReservationPlace,
  input: ReservationInput,
  otherItems: readonly Item[],
  errors: FieldErrors,
): Promise<Target[]> {
  const primary = await primaryOf(context, trx, place);
  const otherIds = unique(input.reservable ?? []).filter((id) => id !== primary.resource.id);
  const others = await context.resources.findByIds(otherIds, trx);
  const missing = otherIds.filter((id) => !others.some((resource) => resource.id === id));
  if (missing.length > 0) {
    addError(errors, 'reservable', message('reservation.unknownResources', { ids: missing.join(', ') }));
    return [primary];
  }
  const targets = [primary];
  for (const id of otherIds) {
    const resource = others.find((candidate) => candidate.id === id)!;
    const item = otherItems.find((candidate) => candidate.resource_id === id);
    if ('itemId' in place && !item) {
      addError(errors, 'reservable', message('reservation.noItem', { name: resource.name }));
      continue;
    }
    targets.push(plan.targetOf(resource, item ?? null));
  }
  return targets;
}

/** The item the path names with its resource, or the remote reservation's resource; 404 when there is none. */
async function primaryOf(
  { items, resources }: ReservationContext,
  trx: Kysely<Database>,
  place: ReservationPlace,
): Promise<Target> {
  if ('itemId' in place) {
    const found = await items.findWithResource(place.itemId, trx);
    if (!found) {
      throw new NotFoundError('item');
    }
    return plan.targetOf(found.resource, found.item);
  }
  const resource = await resources.findById(place.remoteResourceId, trx);
  if (!resource) {
    throw new NotFoundError('resource');
  }
  return plan.targetOf(resource, null);
}

/** Every check but the overlap rule, in the order the answer reports them: 403s, field errors, then the dates. */
async function check(
  context: ReservationContext,
  trx: Kysely<Database>,
  actor: Actor,
  input: ReservationInput,
  targets: Target[],
  occurrences: readonly Occurrence[],
  errors: FieldErrors,
  now: Date,
  /** Whether the rule's dates lie in an exam session (teaching): with none left, that is what the 422 says. */
  examsTookDates = false,
): Promise<Checked> {
  Object.assign(errors, writeSizeErrors(occurrences.length, targets.length));
  const responsible = await plan.checkInput(context, input, targets, actor, errors, trx);
  await plan.checkNaming(context, actor, input, undefined, errors, trx);
  plan.checkDurations(occurrences, errors);
  rejectErrors(errors);
  if (occurrences.length === 0 && examsTookDates) {
    plan.allInExams();
  }
  if (occurrences.length === 0) {
    reject({ repeater: [message('repeat.noDates')] }, { repeater_validation: message('repeat.noDatesUntilEnd') });
  }
  if (!can(actor, 'reservations.manage') && occurrences[0]!.start.getTime() < now.getTime()) {
    reject({ from: [message('reservation.inPast')] });
  }
  return { targets, responsible };
}

/** Writes the rows (one series per target, one batch over the targets), their links, notices and audit entries. */
async function insert(
  { reservations, repeaters, batches, notifications, audit, timeZone }: ReservationContext,
  trx: Kysely<Database>,
  actor: Actor,
  input: ReservationInput,
  placements: readonly Placement[],
  skipped: readonly SkippedDate[],
  audited: AuditContext,
  now: Date,
): Promise<Reservation[]> {
  const createdAt = now.toISOString();
  const batchId = placements.length > 1 ? await batches.create(actor.id, createdAt, trx) : null;
  const rows: NewReservation[] = [];
  for (const { target, occurrences } of placements) {
    const repeaterId = input.repeater
      ? await repeaters.create(repeaterRow(input.repeater, input, createdAt, timeZone), trx)
      : null;
    for (const { date } of repeaterId === null ? [] : skipped) {
      // The rule must not refill a skipped date when the series is later edited as a whole.
      await repeaters.exclude(repeaterId!, date, trx);
    }
    for (const occurrence of occurrences) {
      const values = rowValues(input, target, occurrence, actor, createdAt);
      rows.push({ ...values, creator_id: actor.id, repeater_id: repeaterId, batch_id: batchId, created_at: createdAt });
    }
  }
  const created = await reservations.insertNew(rows, trx);
  const links = linksOf(input);
  if (links.groupIds.length + links.userIds.length + links.annexIds.length > 0) {
    await reservations.setPeopleAndAnnexes(ids(created), links, createdAt, trx, { fresh: true });
  }
  await notifications?.onReservationCreated(trx, created, actor, links);
  await audit?.recordMany(trx, createdEntries(created, audited));
  return created;
}

/**
 * The answer: the rows as inserted (they are the rows as stored), past 200 the earliest 200 and a summary of all.
 * Without groups, invitations and annexes the write knows every name they show (its author's, the person
 * responsible's): nothing is read back.
 */
async function answerOf(
  { present, timeZone }: ReservationContext,
  actor: Actor,
  input: ReservationInput,
  { created, targets, responsible }: Checked & { created: Reservation[] },
  now: Date,
) {
  const { shown, summary } = writeAnswer(byStart(created), (row) => toLocal(new Date(row.starts_at), timeZone).date);
  const links = linksOf(input);
  const names =
    links.groupIds.length + links.userIds.length + links.annexIds.length > 0
      ? undefined
      : {
          groups: [],
          invitations: [],
          annexes: [],
          users: [{ id: actor.id, name: actor.name, email: actor.email }, ...(responsible ? [responsible] : [])],
          batchSizes: new Map(
            created.flatMap((row) => (row.batch_id === null ? [] : [[row.batch_id, created.length] as const])),
          ),
        };
  const known = { resources: targets.map((target) => target.resource), names };
  return { data: await present(shown, actor, now, known), summary };
}

import {
  can,
  type InvitationStatus,
  type Overlap,
  type PreviewOccurrence,
  type Repeater,
  type ReservationInput,
  type SeriesChangePreview,
  type SkippedDate,
} from '@laikas/contract';
import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { type Actor } from '../../domain/permissions.js';
import { type Occurrence } from '../../domain/repeater.js';
import { moveSkippedDates } from '../../domain/scopes.js';
import { daysBetween, formatTimeOfDay, moveWeekdays, shiftDate, toLocal, toLocalEnd } from '@laikas/contract/time';
import { writeSizeErrors } from '../../domain/write-limits.js';
import { writeAnswer } from '../../domain/writeAnswer.js';
import { type FieldErrors, NotFoundError, ValidationFailedError } from '../../errors.js';
import { type AuditContext, type AuditRecord, currentAuditContext } from '../audit.js';
import { repeaterOf } from '../reservation-presenter.js';
import { annexesChangedEntry, type AuditedLinks, seriesUpdatedEntry, updatedEntry } from '../reservation-audit.js';
import { linksOf, repeaterRow, rowValues } from './rows.js';
import * as plan from './write-plan.js';
import {
  addError,
  ids,
  lockSetOf,
  type Placement,
  reject,
  rejectErrors,
  type ReservationContext,
  type RowPlace,
  type SeriesChange,
  type Target,
  unique,
} from './write-plan.js';
import { message } from '../../i18n/index.js';

/** What an update writes for one batch member: the occurrence alone, its series from an anchor, or a new series. */
interface MemberWrite {
  row: Reservation;
  target: Target;
  series: SeriesChange | undefined;
  /** The first day of the rule written (the body's day unless `all` keeps the series' own). */
  anchor: string;
  /** The rule a series scope writes: the body's, its weekdays moved with the series when the body kept them. */
  rule?: Repeater;
  occurrences: Occurrence[];
  /** A reservation without a rule that gets one: it is replaced by the rule's occurrences. */
  startsSeries?: boolean;
  /** Dates the rule gives that teaching leaves out, in an exam session (issue 36); the rule excludes them. */
  inExams: SkippedDate[];
  /** The dates the series skipped, moved as far as its occurrences move (a deleted week stays deleted). */
  skipped: string[];
}

/** What every member's write shares: the body, who writes, when, and the edited occurrence's links for the audit. */
interface Edit {
  context: ReservationContext;
  trx: Kysely<Database>;
  actor: Actor;
  input: ReservationInput;
  /** The occurrence the request names, and the batch members it edits with it. */
  row: Reservation;
  rows: readonly Reservation[];
  links: { before: AuditedLinks; after: AuditedLinks };
  audited: AuditContext;
  updatedAt: string;
}

/** What one member's write leaves: the rows written (the answer's) and its audit entry. */
interface Written {
  ids: number[];
  audited: AuditRecord;
  /** The ids of occurrences the write deleted without giving them again (no pair on the new dates). */
  removed?: number[];
}

/** Of the occurrences `oldIds` a write deleted, those whose ids no new occurrence keeps. */
const withoutPair = (oldIds: readonly number[], keptIds: ReadonlyMap<string, KeptAddress>) => {
  const kept = new Set([...keptIds.values()].map((address) => address.id));
  return oldIds.filter((id) => !kept.has(id));
};

/** An old occurrence's id given to its rewritten one, with the revision it had. */
interface KeptAddress {
  id: number;
  sequence: number;
}

const noDates = () =>
  reject({ repeater: [message('repeat.noDates')] }, { repeater_validation: message('repeat.noDatesUntilEnd') });

/*
 * Editing a reservation: the occurrence, its series (`upcoming`, `all`) and its batch; and its annexes.
 */

/** Updates an occurrence, its series (`update_selection_repeater`) and its batch (`update_selection_batch`). */
export async function update(
  context: ReservationContext,
  actor: Actor,
  place: RowPlace,
  id: number,
  input: ReservationInput,
) {
  const { reservations, notifications, audit, present } = context;
  const now = context.clock();
  // Refusals that need no lock come first; what the write does is planned again under it.
  const planned = await planUpdate(context, actor, place, id, input, now);
  const { row, targets, linkedBefore, namedBefore } = planned;
  const links = {
    before: {
      groups: namedBefore.groupIds,
      invitations: ids(linkedBefore.invitations),
      annexes: ids(linkedBefore.annexes),
    },
    after: { groups: unique(input.groups), invitations: unique(input.invitations), annexes: unique(input.annexes) },
  };
  const audited = currentAuditContext();
  const written = await context.inWriteLock(lockSetOf(targets), async (trx) => {
    const { rows, writes, placements } = await replanUnderLock(context, trx, actor, planned.rows, targets, input, now);
    await assertWritesEditable(context, trx, actor, rows, input, writes);
    const current = rows.find((member) => member.id === row.id) ?? row;
    if (input.preview_digest !== undefined) {
      // Issue 36: the save does what the preview showed, or says that the series changed since. Compared under the
      // lock, so that no write can land between the comparison and this one.
      const change = await changeOf(context, current, writes, input, trx);
      if (digestOf(change) !== input.preview_digest) {
        reject({ preview_digest: [message('reservation.changedSincePreview')] });
      }
    }
    await plan.checkPlacements(context, trx, placements);
    // Who is tied to the edited occurrence before the edit: the notifications compare with it (issue 14).
    const before = await notifications?.snapshot(trx, current);
    const edit: Edit = { context, trx, actor, input, row: current, rows, links, audited, updatedAt: now.toISOString() };
    const results: Written[] = [];
    for (const write of writes) {
      results.push(await writeMember(edit, write));
    }
    const written = results.flatMap((result) => result.ids);
    if (before) {
      // The edited occurrence alone left its series or its batch: a DetachedNotification, else "changed".
      const own = writes.find((write) => write.row.id === row.id);
      const alone = own !== undefined && !own.series && !own.startsSeries;
      const leftBatch = current.batch_id !== null && rows.length === 1 && input.update_selection_batch !== 'all';
      await notifications!.onReservationEdited(trx, await reservations.findByIds(written, trx), actor, before, {
        detached: alone && (before.wasInSeries || leftBatch),
        removed: results.flatMap((result) => result.removed ?? []),
      });
    }
    await audit?.recordMany(
      trx,
      results.map((result) => result.audited),
    );
    return written;
  });
  const answer = writeAnswer(await reservations.findByIds(written), (stored) => localDate(context, stored.starts_at));
  return { data: await present(answer.shown, actor, now), summary: answer.summary };
}

/** What an update and its preview share: the rows it edits, their targets and writes, every check before the lock. */
async function planUpdate(
  context: ReservationContext,
  actor: Actor,
  place: RowPlace,
  id: number,
  input: ReservationInput,
  now: Date,
) {
  const row = await plan.editableRow(context, place, id, actor, 'can_edit');
  const errors: FieldErrors = {};
  const rows = await plan.scopedRows(context, row, input.update_selection_batch);
  const targets = await Promise.all(rows.map((member) => plan.targetOfRow(context, member)));
  await plan.checkInput(context, input, targets, actor, errors);
  const linkedBefore = await context.reservations.links([row.id]);
  const namedBefore = { personResponsible: row.person_responsible_id, groupIds: ids(linkedBefore.groups) };
  await plan.checkNaming(context, actor, input, namedBefore, errors);
  rejectErrors(errors);
  const writes = await planWrites(context, rows, targets, input, errors, now);
  checkWrites(actor, writes, errors, now);
  const placements = writes.map(placementOf);
  return { row, rows, targets, linkedBefore, namedBefore, writes, placements };
}

/**
 * Locked group timetables: the edited rows' groups and dates, the body's, and every date the writes reach (a series
 * scope or a new rule reaches beyond the edited occurrence). The save checks under its lock (`trx`).
 */
function assertWritesEditable(
  context: ReservationContext,
  trx: Kysely<Database>,
  actor: Actor,
  rows: readonly Reservation[],
  input: ReservationInput,
  writes: readonly MemberWrite[],
) {
  const reached = writes.flatMap((write) => [
    ...(write.series?.removedDates ?? []),
    ...write.occurrences.map((occurrence) => occurrence.date),
  ]);
  return plan.assertTimetablesEditable(context, trx, actor, rows, input.groups, [input.from, ...reached]);
}

/**
 * The write planned again from the rows as they stand under the lock: a write that landed since the first plan (an
 * occurrence moved, the series rewritten) is seen, not overwritten; a row deleted meanwhile is not found.
 */
async function replanUnderLock(
  context: ReservationContext,
  trx: Kysely<Database>,
  actor: Actor,
  planned: readonly Reservation[],
  targets: readonly Target[],
  input: ReservationInput,
  now: Date,
) {
  const found = new Map((await context.reservations.findByIds(ids(planned), trx)).map((row) => [row.id, row]));
  const rows = planned.map((row) => found.get(row.id));
  if (rows.some((row) => row === undefined)) {
    throw new NotFoundError('reservation');
  }
  const errors: FieldErrors = {};
  const writes = await planWrites(context, rows as Reservation[], targets, input, errors, now, trx);
  checkWrites(actor, writes, errors, now);
  return { rows: rows as Reservation[], writes, placements: writes.map(placementOf) };
}

/**
 * What saving an edit would do to the edited occurrence's series (`POST …/reservations/{id}/preview`, issue 36):
 * the same plan and checks as `update`, nothing written. An old occurrence and a new one pair up when the new one
 * is on the old one's day shifted as far as the edited occurrence moves (`all` and `upcoming` move every date
 * alike); a pair whose day or times differ moved, an old one without a pair is removed, a new one without is added.
 * The clashes are the lines the save's 422 would list; any other refusal is the save's own 422.
 */
export async function previewUpdate(
  context: ReservationContext,
  actor: Actor,
  place: RowPlace,
  id: number,
  input: ReservationInput,
): Promise<SeriesChangePreview> {
  const now = context.clock();
  const { row, rows, writes, placements } = await planUpdate(context, actor, place, id, input, now);
  await assertWritesEditable(context, context.db, actor, rows, input, writes);
  let clashes: Overlap[] = [];
  try {
    await plan.checkPlacements(context, context.db, placements);
  } catch (error) {
    const extra = error instanceof ValidationFailedError ? error.extra : undefined;
    const listed = [...asOverlaps(extra?.repeater_overlaps), ...asOverlaps(extra?.batch_overlaps)];
    if (listed.length === 0) {
      throw error;
    }
    clashes = listed;
  }
  const change = await changeOf(context, row, writes, input);
  const own = writes.find((write) => write.row.id === row.id) ?? writes[0]!;
  const skipped = own.inExams.length > 0 ? { skipped_dates: own.inExams } : {};
  return { ...change, clashes, ...skipped, digest: digestOf(change) };
}

/** What the edited occurrence's write does to its series: the occurrences moved, added and removed. */
async function changeOf(
  context: ReservationContext,
  row: Reservation,
  writes: readonly MemberWrite[],
  input: ReservationInput,
  trx: Kysely<Database> = context.db,
) {
  const own = writes.find((write) => write.row.id === row.id) ?? writes[0]!;
  const oldIds = own.series ? own.series.plan.remove : [own.row.id];
  const before = (await context.reservations.findByIds(oldIds, trx)).map((stored) =>
    occurrenceOf(context, new Date(stored.starts_at), new Date(stored.ends_at)),
  );
  const after = own.occurrences.map((occurrence) => occurrenceOf(context, occurrence.start, occurrence.end));
  const shift = daysBetween(localDate(context, row.starts_at), input.from);
  return pairUp(before, after, shift);
}

/** A short name of a change: equal changes, equal digests. */
const digestOf = (change: ReturnType<typeof pairUp>) =>
  createHash('sha256').update(JSON.stringify(change)).digest('hex').slice(0, 32);

const asOverlaps = (value: unknown): Overlap[] => (Array.isArray(value) ? (value as Overlap[]) : []);

function occurrenceOf(context: ReservationContext, start: Date, end: Date): PreviewOccurrence {
  const from = toLocal(start, context.timeZone);
  const to = toLocalEnd(end, context.timeZone);
  return { date: from.date, from: formatTimeOfDay(from.time), to: formatTimeOfDay(to.time) };
}

/** Old and new occurrences paired by day (the old day `shift` days on); unchanged pairs are left out. */
export function pairUp(before: readonly PreviewOccurrence[], after: readonly PreviewOccurrence[], shift: number) {
  const byDate = new Map(after.map((occurrence) => [occurrence.date, occurrence]));
  const paired = new Set<string>();
  const moved: SeriesChangePreview['moved'] = [];
  const removed: PreviewOccurrence[] = [];
  for (const old of [...before].sort(byDay)) {
    const next = byDate.get(shiftDate(old.date, shift));
    if (!next || paired.has(next.date)) {
      removed.push(old);
      continue;
    }
    paired.add(next.date);
    if (next.date !== old.date || next.from !== old.from || next.to !== old.to) {
      moved.push({ before: old, after: next });
    }
  }
  const added = [...after].sort(byDay).filter((occurrence) => !paired.has(occurrence.date));
  return { moved, added, removed };
}

const byDay = (a: PreviewOccurrence, b: PreviewOccurrence) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** Replaces the annexes of a reservation (`POST /api/reservations/{id}/attach`). */
export async function attachAnnexes(
  context: ReservationContext,
  actor: Actor,
  id: number,
  annexIds: readonly number[],
) {
  const { reservations, annexes, audit, present, db, clock } = context;
  const row = await plan.visibleRow(context, id);
  await plan.editableRow(context, row.item_id === null ? 'remote' : { itemId: row.item_id }, id, actor, 'can_edit');
  const wanted = unique(annexIds);
  if ((await annexes.existingIds(wanted)).length !== wanted.length) {
    reject({ annexes: [message('reservation.unknownAnnex')] });
  }
  const audited = currentAuditContext();
  await inTransaction(db, async (trx) => {
    const before = ids((await reservations.links([id], trx)).annexes);
    await reservations.setPeopleAndAnnexes([id], { annexIds: wanted }, clock().toISOString(), trx);
    await audit?.recordMany(trx, [annexesChangedEntry(row, before, wanted, audited)]);
  });
  const [presented] = await present([row], actor, clock());
  return presented!;
}

const localDate = ({ timeZone }: ReservationContext, instant: string | Date) =>
  toLocal(new Date(instant), timeZone).date;

/** Where a member's write lands, what it puts there and the rows it replaces; the first member's clashes lead. */
const placementOf = (write: MemberWrite, index: number): Placement => ({
  target: write.target,
  occurrences: write.occurrences,
  replacing: write.series ? write.series.plan.remove : [write.row.id],
  list: index === 0 ? 'repeater_overlaps' : 'batch_overlaps',
});

/** Each batch member's write: its occurrence alone, its series' dates from the anchor on, or a new series. */
async function planWrites(
  context: ReservationContext,
  rows: readonly Reservation[],
  targets: readonly Target[],
  input: ReservationInput,
  errors: FieldErrors,
  now: Date,
  trx: Kysely<Database> = context.db,
): Promise<MemberWrite[]> {
  const writes: MemberWrite[] = [];
  for (const [index, row] of rows.entries()) {
    const target = targets[index]!;
    const series = await plan.seriesChangeOf(context, row, input.update_selection_repeater, now, trx);
    if (!series && row.repeater_id === null && input.repeater) {
      const ruleDates = plan.datesOf(context, input.from, input.repeater, errors);
      if (ruleDates.length === 0 && !errors['repeater.interval'] && !errors['repeater.until']) {
        noDates();
      }
      // Issue 36: teaching leaves the exam sessions' dates out.
      const { dates, skipped: inExams } = await plan.withoutExamDays(context, input, ruleDates, trx);
      if (ruleDates.length > 0 && dates.length === 0) {
        plan.allInExams();
      }
      const occurrences = plan.occurrencesOn(context, dates, input);
      writes.push({ row, target, series, anchor: input.from, occurrences, startsSeries: true, inExams, skipped: [] });
      continue;
    }
    if (!series) {
      // One occurrence on its own is a single booking: an exam session keeps it (issue 36).
      const occurrences = plan.occurrencesOn(context, [input.from], input);
      writes.push({ row, target, series, anchor: input.from, occurrences, inExams: [], skipped: [] });
      continue;
    }
    // Every date of the series moves as far as this occurrence moves (as the preview pairs them), its skipped
    // dates too: moved to Tuesdays, a deleted Monday's week keeps no Tuesday.
    const shift = daysBetween(series.target.date, input.from);
    const rule = movedRule(input.repeater, repeaterOf(series.repeater), shift);
    const skipped = moveSkippedDates(series.excluded, shift);
    // `all` keeps the rule's first day, moved as far; `upcoming` starts here.
    const anchor = series.plan.newRule ? input.from : shiftDate(series.repeater.starts_on, shift);
    const keep = new Set([...series.plan.keepDates, ...skipped]);
    // `upcoming` may move this occurrence earlier: its rule starts where the occurrence now is.
    const dates = plan.datesOf(context, anchor, rule, errors).filter((date) => !keep.has(date));
    // What is to come, and the edited occurrence itself (it is replaced, even under way): never dropped.
    const future = plan
      .occurrencesOn(context, dates, input)
      .filter((occurrence) => occurrence.start.getTime() >= now.getTime() || occurrence.date === input.from);
    // Issue 36: teaching leaves the exam sessions' dates out (of what is still to come).
    const teaching = { type: input.type, groups: input.groups, repeater: rule };
    const { dates: held, skipped: inExams } = await plan.withoutExamDays(
      context,
      teaching,
      future.map((occurrence) => occurrence.date),
      trx,
    );
    if (future.length > 0 && held.length === 0) {
      plan.allInExams();
    }
    const kept = new Set(held);
    const occurrences = future.filter((occurrence) => kept.has(occurrence.date));
    writes.push({ row, target, series, anchor, rule, occurrences, inExams, skipped });
  }
  return writes;
}

/**
 * The rule a series edit writes. A weekly rule whose weekdays the body left as they were follows the edited
 * occurrence's move (docs/decisions/series-edits-move-their-weekdays.md): "Mondays" with an occurrence moved to
 * Tuesday is "Tuesdays", or the edited occurrence would fall off its own rule. Weekdays the body changed are the
 * teacher's choice and stay.
 */
function movedRule(sent: Repeater | null | undefined, stored: Repeater, shift: number): Repeater {
  const rule = sent ?? stored;
  const kept =
    rule.type === 'weekly' &&
    stored.type === 'weekly' &&
    sameWeekdays(rule.weekdays, stored.weekdays) &&
    stored.weekdays.length > 0;
  return kept ? { ...rule, weekdays: moveWeekdays(rule.weekdays, shift) } : rule;
}

const sameWeekdays = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((key) => b.includes(key));

/** Only managers move an occurrence into the past; a write stays within the size any one request may write. */
function checkWrites(actor: Actor, writes: readonly MemberWrite[], errors: FieldErrors, now: Date) {
  const startsInPast = (write: MemberWrite) =>
    write.occurrences.some((occurrence) => occurrence.start.getTime() < now.getTime());
  if (!can(actor, 'reservations.manage') && writes.some(startsInPast)) {
    addError(errors, 'from', message('reservation.inPast'));
  }
  plan.checkDurations(
    writes.flatMap((write) => write.occurrences),
    errors,
  );
  const mostDates = Math.max(0, ...writes.map((write) => write.occurrences.length));
  Object.assign(errors, writeSizeErrors(mostDates, writes.length));
  rejectErrors(errors);
}

function writeMember(edit: Edit, write: MemberWrite): Promise<Written> {
  if (write.startsSeries) {
    return startSeries(edit, write);
  }
  if (!write.series) {
    return rewriteOccurrence(edit, write);
  }
  return rewriteSeries(edit, write, write.series);
}

/** The occurrence alone: rewritten in place; out of its series (which must not refill its date) or its batch. */
async function rewriteOccurrence(edit: Edit, write: MemberWrite): Promise<Written> {
  const { context, trx, input, row, updatedAt } = edit;
  const { reservations, repeaters } = context;
  const member = write.row;
  const values = rowValues(input, write.target, write.occurrences[0]!, edit.actor, updatedAt);
  if (member.repeater_id !== null && member.detached === 0) {
    await repeaters.exclude(member.repeater_id, localDate(context, member.starts_at), trx);
  }
  await reservations.update(
    member.id,
    {
      ...values,
      detached: member.repeater_id === null ? member.detached : 1,
      batch_id: batchOf(edit, member),
    },
    trx,
  );
  await reservations.setPeopleAndAnnexes([member.id], linksOf(input), updatedAt, trx);
  const links = member.id === row.id ? edit.links : undefined;
  return { ids: [member.id], audited: updatedEntry(member, { ...member, ...values }, edit.audited, links) };
}

/** A reservation without a rule that gets one: replaced by the rule's occurrences, its invitees' answers kept. */
async function startSeries(edit: Edit, write: MemberWrite): Promise<Written> {
  const { context, trx, input, updatedAt } = edit;
  const { reservations, repeaters, timeZone } = context;
  const member = write.row;
  const answers = await reservations.invitationAnswers(member.id, trx);
  const keptIds = await addressesKept(edit, write, [member.id]);
  await reservations.deleteByIds([member.id], trx);
  const repeaterId = await repeaters.create(repeaterRow(input.repeater!, input, updatedAt, timeZone), trx);
  await repeaters.excludeMany(repeaterId, datesOf(write.inExams), trx);
  const inserted = await insertOccurrences(edit, write, {
    repeaterId,
    createdAt: member.created_at,
    answers,
    keptIds,
  });
  return {
    ids: ids(inserted),
    audited: seriesUpdatedEntry(member, 1, inserted, repeaterId, edit.audited),
    removed: withoutPair([member.id], keptIds),
  };
}

/**
 * The batch a member's rewritten rows stay in: batch scope `this` takes the member out (docs/decisions/batches.md),
 * its occurrence alone or its series' rewritten part, or a later batch edit would still reach them; the past stays.
 */
const batchOf = ({ input, rows }: Edit, member: Reservation) =>
  input.update_selection_batch === 'all' || rows.length > 1 ? member.batch_id : null;

/**
 * The ids a series write gives its occurrences again: each old occurrence's (of `oldIds`) to the new one on its day
 * moved as far as the edited occurrence moves, as the preview pairs them (`pairUp`). Links already sent (an
 * invitation's e-mail, a notification, a bookmark) keep opening the occurrence; an old one without a pair is gone.
 */
async function addressesKept(
  { context, trx, input }: Edit,
  write: MemberWrite,
  oldIds: readonly number[],
): Promise<Map<string, KeptAddress>> {
  const shift = daysBetween(localDate(context, write.row.starts_at), input.from);
  const newDates = new Set(write.occurrences.map((occurrence) => occurrence.date));
  const kept = new Map<string, KeptAddress>();
  for (const old of await context.reservations.findByIds(oldIds, trx)) {
    const date = shiftDate(localDate(context, old.starts_at), shift);
    if (newDates.has(date) && !kept.has(date)) {
      kept.set(date, { id: old.id, sequence: Number(old.sequence) });
    }
  }
  return kept;
}

/** Inserts the write's occurrences under a rule, as the member's creator and in its batch, keeping invitees' answers. */
async function insertOccurrences(
  edit: Edit,
  write: MemberWrite,
  rows: {
    repeaterId: number;
    createdAt: string;
    answers: ReadonlyMap<number, InvitationStatus>;
    /** The id an occurrence keeps, by its date (`addressesKept`); others get new ones. */
    keptIds?: ReadonlyMap<string, KeptAddress>;
  },
) {
  const { context, trx, input, updatedAt, actor } = edit;
  const { reservations } = context;
  const inserted = await reservations.insertMany(
    write.occurrences.map((occurrence) => ({
      ...rowValues(input, write.target, occurrence, actor, updatedAt),
      // A kept address is the same calendar event (its UID) rewritten: one revision above the old one's, or a
      // calendar holding it ignores the change (SEQUENCE).
      ...(rows.keptIds?.has(occurrence.date) && {
        id: rows.keptIds.get(occurrence.date)!.id,
        sequence: rows.keptIds.get(occurrence.date)!.sequence + 1,
      }),
      creator_id: write.row.creator_id,
      repeater_id: rows.repeaterId,
      batch_id: batchOf(edit, write.row),
      created_at: rows.createdAt,
    })),
    trx,
  );
  const links = linksOf(input);
  await reservations.setPeopleAndAnnexes(ids(inserted), links, updatedAt, trx, { fresh: true, answers: rows.answers });
  return inserted;
}

/** The series from the anchor on: what is to come rewritten under its rule, the past and detached kept. */
async function rewriteSeries(edit: Edit, write: MemberWrite, series: SeriesChange): Promise<Written> {
  const { context, trx, updatedAt } = edit;
  const { reservations } = context;
  const member = write.row;
  // Rewritten occurrences keep their invitees' answers.
  const answers = await reservations.invitationAnswers(member.id, trx);
  const keptIds = await addressesKept(edit, write, series.plan.remove);
  await reservations.deleteByIds(series.plan.remove, trx);
  const repeaterId = await rewriteRule(edit, write, series);
  const inserted = await insertOccurrences(edit, write, { repeaterId, createdAt: updatedAt, answers, keptIds });
  const removed = series.plan.remove.length;
  return {
    ids: ids(inserted),
    audited: seriesUpdatedEntry(member, removed, inserted, repeaterId, edit.audited),
    removed: withoutPair(series.plan.remove, keptIds),
  };
}

/** The rule the rewritten occurrences follow; answers its id. */
async function rewriteRule(
  { context, trx, input, updatedAt }: Edit,
  write: MemberWrite,
  { plan: seriesPlan, repeater, lastKept }: SeriesChange,
): Promise<number> {
  const { repeaters, timeZone } = context;
  const rule = write.rule ?? input.repeater ?? repeaterOf(repeater);
  const ruleFrom = (from: string) => repeaterRow(rule, { ...input, from }, updatedAt, timeZone);
  if (seriesPlan.newRule) {
    // `upcoming`: the old rule ends the day before, a new one starts here, skipping what the old one kept apart
    // from here on, its skipped dates moved with the series (calendar export: EXDATE, issue 12).
    await repeaters.update(repeater.id, { until: seriesPlan.endOldRuleOn! }, trx);
    const repeaterId = await repeaters.create(ruleFrom(write.anchor), trx);
    await repeaters.excludeMany(
      repeaterId,
      [
        ...[...seriesPlan.keepDates, ...write.skipped].filter((date) => date >= write.anchor),
        ...datesOf(write.inExams),
      ],
      trx,
    );
    return repeaterId;
  }
  if (lastKept === undefined) {
    // Nothing of it has passed: the rule is rewritten, its skipped dates moved with its first day.
    const { created_at: _createdAt, ...values } = ruleFrom(write.anchor);
    await repeaters.update(repeater.id, values, trx);
    await repeaters.replaceExclusions(repeater.id, [...write.skipped, ...datesOf(write.inExams)], trx);
    return repeater.id;
  }
  // `all` rewrites only what is still to come; the past keeps its times and names. One rule cannot say both (a
  // calendar export of it put past occurrences at the new time), so the old rule keeps the past, ending on its last
  // occurrence, and what is to come is a rule of its own from its first date on.
  await repeaters.update(repeater.id, { until: lastKept }, trx);
  const first = write.occurrences
    .map((occurrence) => localDate(context, occurrence.start))
    .sort()
    .at(0);
  if (first === undefined) {
    return repeater.id;
  }
  const repeaterId = await repeaters.create(ruleFrom(first), trx);
  await repeaters.excludeMany(
    repeaterId,
    [
      ...[...seriesPlan.keepDates, ...write.skipped].filter((date) => date >= first),
      ...datesOf(write.inExams).filter((date) => date >= first),
    ],
    trx,
  );
  return repeaterId;
}

const datesOf = (skipped: readonly SkippedDate[]) => skipped.map((each) => each.date);

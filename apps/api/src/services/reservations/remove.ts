import { type ReservationScopeQuery } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../../db/database.js';
import { type Actor } from '../../domain/permissions.js';
import { toLocal } from '@laikas/contract/time';
import { currentAuditContext } from '../audit.js';
import { NotFoundError } from '../../errors.js';
import { deletedEntry } from '../reservation-audit.js';
import * as plan from './write-plan.js';
import { lockSetOf, type ReservationContext, type RowPlace, type SeriesChange } from './write-plan.js';

/** One batch member a delete takes away: the occurrence alone, or its series' part the scope names. */
interface MemberRemoval {
  row: Reservation;
  series: SeriesChange | undefined;
}

/** The rows a member's removal deletes. */
const doomedIds = ({ row, series }: MemberRemoval) => (series ? series.plan.remove : [row.id]);

/*
 * Deleting a reservation: the occurrence, its upcoming or future series, its batch. The past stays.
 */

/** Deletes an occurrence, or with the scopes its upcoming or future series and its batch. Past stays. */
export async function remove(
  context: ReservationContext,
  actor: Actor,
  place: RowPlace,
  id: number,
  scope: ReservationScopeQuery,
) {
  const { reservations, notifications, audit } = context;
  const now = context.clock();
  const row = await plan.editableRow(context, place, id, actor, 'can_delete');
  const rows = await plan.scopedRows(context, row, scope.update_selection_batch);
  const targets = await Promise.all(rows.map((member) => plan.targetOfRow(context, member)));
  const audited = currentAuditContext();
  await context.inWriteLock(lockSetOf(targets), async (trx) => {
    const removals = await removalsUnderLock(context, trx, rows, scope, now);
    // A locked timetable, read under the lock: the rows' dates and those a series scope deletes beyond them.
    const reached = removals.flatMap((removal) => removal.series?.removedDates ?? []);
    await plan.assertTimetablesEditable(
      context,
      trx,
      actor,
      removals.map((removal) => removal.row),
      [],
      reached,
    );
    // Who is told, and about which occurrences: read before they go (issue 14).
    const before = await notifications?.snapshot(trx, removals.find((removal) => removal.row.id === row.id)!.row);
    const doomed = before ? await reservations.findByIds(removals.flatMap(doomedIds), trx) : [];
    for (const removal of removals) {
      await removeMember(context, trx, removal);
    }
    if (before) {
      // One occurrence deleted on its own out of its series or batch: a DetachedNotification, else cancelled.
      const alone = removals.every((removal) => !removal.series);
      const leftBatch = row.batch_id !== null && rows.length === 1;
      await notifications!.onReservationsDeleted(trx, doomed, actor, before, {
        detached: alone && (before.wasInSeries || leftBatch),
      });
    }
    await audit?.recordMany(
      trx,
      removals.map(({ row: member, series }) =>
        deletedEntry(member, series ? series.plan.remove.length : null, audited),
      ),
    );
  });
}

/**
 * What the delete takes away, planned from the rows as they stand under the lock (issue 36): a series rewritten since
 * the first reading (new occurrences in place of the old) is seen, not left standing behind a 204; a row deleted
 * meanwhile is not found.
 */
async function removalsUnderLock(
  context: ReservationContext,
  trx: Kysely<Database>,
  planned: readonly Reservation[],
  scope: ReservationScopeQuery,
  now: Date,
): Promise<MemberRemoval[]> {
  const found = new Map(
    (
      await context.reservations.findByIds(
        planned.map(({ id }) => id),
        trx,
      )
    ).map((row) => [row.id, row]),
  );
  const removals: MemberRemoval[] = [];
  for (const { id } of planned) {
    const row = found.get(id);
    if (!row) {
      throw new NotFoundError('reservation');
    }
    removals.push({ row, series: await plan.seriesChangeOf(context, row, scope.update_selection_repeater, now, trx) });
  }
  return removals;
}

/** Deletes a member's rows; its series' rule no longer yields the dates it lost (calendar export, issue 12). */
async function removeMember(
  { reservations, repeaters, timeZone }: ReservationContext,
  trx: Kysely<Database>,
  removal: MemberRemoval,
) {
  const { row, series } = removal;
  const repeaterId = row.repeater_id;
  if (series && !series.plan.endOldRuleOn && repeaterId !== null) {
    // `all` keeps the series' past.
    await repeaters.excludeMany(repeaterId, series.removedDates, trx);
  }
  if (!series && repeaterId !== null && row.detached === 0) {
    await repeaters.exclude(repeaterId, toLocal(new Date(row.starts_at), timeZone).date, trx);
  }
  await reservations.deleteByIds(doomedIds(removal), trx);
  if (series?.plan.endOldRuleOn && repeaterId !== null) {
    await repeaters.update(repeaterId, { until: series.plan.endOldRuleOn }, trx);
  }
}

import {
  can,
  type GroupTimetable,
  type PublishTimetableBody,
  type Reservation as ApiReservation,
  type TimetableChanges,
  type TimetableConflict,
  type TimetableVersion,
} from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { inTransaction, isUniqueViolation } from '../db/unit-of-work.js';
import { type Actor } from '../domain/permissions.js';
import { findTimetableConflicts } from '../domain/timetableConflicts.js';
import { formatLocal, isCivilDate, shiftDate, toInstant } from '@laikas/contract/time';
import { type FieldErrors, ConflictError, NotFoundError, ValidationFailedError } from '../errors.js';
import { type GroupTimetableRepository } from '../repositories/group-timetables.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type AuditService } from './audit.js';
import { type Author, type NotificationService } from './notifications.js';
import { createReservationCancellation } from './reservation-cancellation.js';
import { createTimetablePublishing, presentVersion } from './timetable-publishing.js';
import { type ReservationPresenter } from './reservation-presenter.js';
import { message } from '../i18n/index.js';

const MIDNIGHT = { hours: 0, minutes: 0 };

/** A timetable that cannot take the step asked (approve a draft, lock an approved one): 409. */
class TimetableStateError extends ConflictError {}

/*
 * Group timetables per period (issue 16): draft → locked → approved. The timetable is the group's reservations
 * within the period's dates; it is made with the reservation form (the group among the reservation's groups).
 * Before approval a conflict report lists the same teacher, room or group in two places at once and rooms too
 * small for the group; approving with conflicts needs them accepted.
 */
export function createGroupTimetableService(deps: {
  db: Kysely<Database>;
  timetables: GroupTimetableRepository;
  present: ReservationPresenter;
  audit: AuditService;
  notifications: Pick<NotificationService, 'insert' | 'snapshot' | 'onReservationsDeleted'>;
  reservations: Pick<ReservationRepository, 'deleteByIds'>;
  repeaters: Pick<RepeaterRepository, 'excludeMany'>;
  clock: () => Date;
  timeZone: string;
}) {
  const { db, timetables, present, audit, notifications, clock, timeZone } = deps;
  const publishing = createTimetablePublishing({ timetables, timeZone });
  const cancel = createReservationCancellation(deps);

  /** A lifecycle step (draft → locked → approved), audited in its transaction. */
  async function setStatus(row: Row, status: 'locked' | 'approved', refused: TimetableStateError) {
    await inTransaction(db, async (trx) => {
      // Only from the status read: of two steps at once, the second finds it taken and is refused as if it came later.
      if (!(await timetables.setStatus(row.id, status, clock().toISOString(), trx, row.status))) {
        // Deleted meanwhile: gone (404), not a step out of order.
        throw (await timetables.find(row.id, trx)) ? refused : new NotFoundError('groupTimetable');
      }
      await audit.record(trx, {
        action: status === 'approved' ? 'approve' : 'update',
        entityType: 'group_timetable',
        entityId: row.id,
        label: labelOf(row),
        before: { status: row.status },
        after: { status },
      });
    });
  }
  const labelOf = (row: Row) => `${row.group_name} · ${row.period_name}`;

  type Row = NonNullable<Awaited<ReturnType<GroupTimetableRepository['find']>>>;

  const periodSpan = (row: Row, range: { from?: string | undefined; to?: string | undefined } = {}) => {
    const fromDate = range.from && range.from > row.starts_on ? range.from : row.starts_on;
    const toDate = range.to && range.to < row.ends_on ? range.to : row.ends_on;
    return {
      from: toInstant(fromDate, MIDNIGHT, timeZone).toISOString(),
      to: toInstant(shiftDate(toDate, 1), MIDNIGHT, timeZone).toISOString(),
    };
  };

  async function load(id: number): Promise<Row> {
    const row = await timetables.find(id);
    if (!row) {
      throw new NotFoundError('groupTimetable');
    }
    return row;
  }

  /**
   * The timetables as the API shows them, in a few queries whatever their number: the reservations counted per
   * period (one count per period, not every reservation of every group read to count them).
   */
  async function presentTimetables(rows: readonly Row[]): Promise<GroupTimetable[]> {
    const byPeriod = new Map<number, Row[]>();
    for (const row of rows) {
      byPeriod.set(row.period_id, [...(byPeriod.get(row.period_id) ?? []), row]);
    }
    const counted = await Promise.all(
      [...byPeriod.values()].map(async (ofPeriod) => {
        const { from, to } = periodSpan(ofPeriod[0]!);
        const counts = await timetables.reservationCounts(
          ofPeriod.map((row) => row.group_id),
          from,
          to,
        );
        return [ofPeriod[0]!.period_id, counts] as const;
      }),
    );
    const countsOf = new Map(counted);
    const [sizes, versions] = await Promise.all([
      timetables.groupSizes(rows.map((row) => row.group_id)),
      timetables.lastVersions(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      group: { id: row.group_id, name: row.group_name, users_count: sizes.get(row.group_id) ?? 0 },
      period: { id: row.period_id, name: row.period_name, starts_on: row.starts_on, ends_on: row.ends_on },
      reservations_count: countsOf.get(row.period_id)?.get(row.group_id) ?? 0,
      published_version: versions.get(row.id) ?? null,
    }));
  }

  async function presentTimetable(row: Row): Promise<GroupTimetable> {
    return (await presentTimetables([row]))[0]!;
  }

  async function conflictsOf(row: Row): Promise<TimetableConflict[]> {
    const { from, to } = periodSpan(row);
    const own = await timetables.reservationsOf(row.group_id, from, to);
    const teacherIds = [...new Set(own.flatMap((reservation) => reservation.person_responsible_id ?? []))];
    const resourceIds = [...new Set(own.map((reservation) => reservation.resource_id))];
    const [others, resources, size] = await Promise.all([
      timetables.around(teacherIds, resourceIds, from, to),
      timetables.resourcesByIds(resourceIds),
      timetables.groupSize(row.group_id),
    ]);
    const capacity = new Map(resources.map((resource) => [resource.id, resource.capacity]));
    const roomName = new Map(resources.map((resource) => [resource.id, resource.name]));
    const byId = new Map([...own, ...others].map((reservation) => [reservation.id, reservation]));
    const describe = (id: number) => {
      const reservation = byId.get(id)!;
      return {
        id,
        name: reservation.name,
        from: formatLocal(new Date(reservation.starts_at), timeZone),
        to: formatLocal(new Date(reservation.ends_at), timeZone),
        room: roomName.get(reservation.resource_id) ?? String(reservation.resource_id),
      };
    };
    return findTimetableConflicts(own, [...own, ...others], { groupSize: size, capacity }).map((conflict) => ({
      kind: conflict.kind,
      reservation: describe(conflict.reservation_id),
      ...(conflict.other_id !== undefined && { other: describe(conflict.other_id) }),
      ...(conflict.kind === 'capacity' && {
        seats: capacity.get(byId.get(conflict.reservation_id)!.resource_id) ?? 0,
        members: size,
      }),
    }));
  }

  return {
    async list(periodId: number | undefined): Promise<GroupTimetable[]> {
      return presentTimetables(await timetables.list(periodId));
    },

    async create(body: { group_id: number; period_id: number }): Promise<GroupTimetable> {
      const exists = () => new ValidationFailedError({ group_id: [message('timetable.exists')] });
      const id = await inTransaction(db, async (trx) => {
        const [group, period] = await Promise.all([
          timetables.groupExists(body.group_id, trx),
          timetables.periodExists(body.period_id, trx),
        ]);
        const errors: FieldErrors = {};
        if (!group) {
          errors.group_id = [message('reservation.unknownGroup')];
        }
        if (!period) {
          errors.period_id = [message('period.unknown')];
        }
        if (Object.keys(errors).length > 0) {
          throw new ValidationFailedError(errors);
        }
        if (await timetables.exists(body.group_id, body.period_id, trx)) {
          throw exists();
        }
        const created = await timetables.insert(body.group_id, body.period_id, clock().toISOString(), trx);
        const row = (await timetables.find(created, trx))!;
        await audit.record(trx, {
          action: 'create',
          entityType: 'group_timetable',
          entityId: created,
          label: labelOf(row),
          after: { group_id: row.group_id, period_id: row.period_id, status: row.status },
        });
        return created;
        // A create that lost a race to another of the same group and period gets the check's answer.
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? exists() : error;
      });
      return presentTimetable(await load(id));
    },

    async show(id: number): Promise<GroupTimetable> {
      return presentTimetable(await load(id));
    },

    async reservations(actor: Actor, id: number, range: { from?: string | undefined; to?: string | undefined }) {
      const row = await load(id);
      for (const [field, date] of Object.entries(range)) {
        if (date !== undefined && !isCivilDate(date)) {
          throw new ValidationFailedError({ [field]: [message('range.dateDoesNotExist')] });
        }
      }
      // A reversed range is a mistake to name (as every list call does), not a timetable without lectures.
      if (range.from !== undefined && range.to !== undefined && range.to < range.from) {
        throw new ValidationFailedError({ to: [message('range.endBeforeStart')] });
      }
      const { from, to } = periodSpan(row, range);
      if (to <= from) {
        return [];
      }
      return present(await timetables.reservationsOf(row.group_id, from, to), actor, clock());
    },

    /** group.timetable.reservations: a member of the group sees its approved timetable; a manager any. */
    async reservationsForMember(
      actor: Actor,
      id: number,
      range: { from?: string | undefined; to?: string | undefined },
    ): Promise<ApiReservation[]> {
      const row = await load(id);
      const manager = can(actor, 'groups.manage');
      if (!manager && (row.status !== 'approved' || !(await timetables.isMember(row.group_id, actor.id)))) {
        throw new NotFoundError('groupTimetable');
      }
      return this.reservations(actor, id, range);
    },

    /** The approved timetables of the actor's groups (their home page). */
    async mine(actor: Actor): Promise<GroupTimetable[]> {
      return presentTimetables(await timetables.approvedOfUser(actor.id));
    },

    async conflicts(id: number): Promise<TimetableConflict[]> {
      return conflictsOf(await load(id));
    },

    async lock(id: number): Promise<GroupTimetable> {
      const row = await load(id);
      const refused = new TimetableStateError('timetable.lockDraftOnly');
      if (row.status !== 'draft') {
        throw refused;
      }
      await setStatus(row, 'locked', refused);
      return presentTimetable(await load(id));
    },

    async approve(id: number, acceptConflicts: boolean): Promise<GroupTimetable> {
      const row = await load(id);
      const refused = new TimetableStateError('timetable.lockBeforeApprove');
      if (row.status !== 'locked') {
        throw refused;
      }
      const conflicts = await conflictsOf(row);
      if (conflicts.length > 0 && !acceptConflicts) {
        throw new ValidationFailedError(
          { conflicts: [message('timetable.conflicts', { count: conflicts.length })] },
          undefined,
          { conflicts },
        );
      }
      await setStatus(row, 'approved', refused);
      return presentTimetable(await load(id));
    },

    /**
     * Publishes the timetable (issue 36): a locked or approved timetable is approved and frozen as its next version
     * (who, when, a note); everyone concerned is told what changed for them in one notification (and its e-mail,
     * by their settings). Conflicts must be accepted as for an approval.
     */
    async publish(
      actor: Actor,
      id: number,
      body: PublishTimetableBody,
    ): Promise<{ version: TimetableVersion; notified: number; timetable: GroupTimetable }> {
      const read = await load(id);
      if (read.status === 'draft') {
        throw new TimetableStateError('timetable.publishLockFirst');
      }
      const conflicts = await conflictsOf(read);
      if (conflicts.length > 0 && !body.accept_conflicts) {
        throw new ValidationFailedError(
          { conflicts: [message('timetable.publishConflicts', { count: conflicts.length })] },
          undefined,
          { conflicts },
        );
      }
      const published = await inTransaction(db, async (trx) => {
        const now = clock().toISOString();
        // Written first: two publishes of one timetable queue here instead of both taking the same number, and one
        // that queued behind a delete finds the timetable gone (404, nothing written).
        if (!(await timetables.touch(id, now, trx))) {
          throw new NotFoundError('groupTimetable');
        }
        // Read again behind the lock: another publish may have approved it meanwhile (its step is not this one's).
        const row = (await timetables.find(id, trx))!;
        const { from, to } = periodSpan(row);
        const draft = await publishing.entriesOf(await timetables.reservationsOf(row.group_id, from, to, trx), trx);
        const frozen = await publishing.freeze(trx, row, draft, {
          note: body.note,
          by: { id: actor.id, name: actor.name },
          at: now,
        });
        if (row.status !== 'approved') {
          await timetables.setStatus(id, 'approved', now, trx);
        }
        await audit.record(trx, {
          action: 'approve',
          entityType: 'group_timetable',
          entityId: id,
          label: labelOf(row),
          before: { status: row.status },
          after: { status: 'approved', version: frozen.version.number, note: body.note },
        });
        await notifications.insert(trx, frozen.notifications);
        return frozen;
      });
      return {
        version: published.version,
        notified: published.told.length,
        timetable: await presentTimetable(await load(id)),
      };
    },

    /** The published versions, newest first. */
    async versions(id: number): Promise<TimetableVersion[]> {
      await load(id);
      return (await timetables.versions(id)).map(presentVersion);
    },

    /** The draft against the last published version: for the group, or what concerns one person (`userId`). */
    async changes(id: number, userId: number | undefined): Promise<TimetableChanges> {
      const row = await load(id);
      const { from, to } = periodSpan(row);
      const draft = await publishing.entriesOf(await timetables.reservationsOf(row.group_id, from, to));
      return publishing.changes(row, draft, userId);
    },

    /**
     * Deletes the timetable and the group's reservations in its period as deleting them does (their series no longer
     * yield the dates, their people are told, each is audited); a lecture shared with other groups stays theirs and
     * only loses this group. Answers how many were deleted.
     */
    async remove(author: Author, id: number): Promise<{ deleted_reservations: number }> {
      await load(id);
      return inTransaction(db, async (trx) => {
        const row = await timetables.find(id, trx);
        // Deleted first (its row locked on PostgreSQL; SQLite's one writer): of two deletes at once the second finds
        // it gone and answers 404, instead of cancelling, telling and auditing a second time.
        if (!row || !(await timetables.remove(id, trx))) {
          throw new NotFoundError('groupTimetable');
        }
        const { from, to } = periodSpan(row);
        const reservations = await timetables.reservationsOf(row.group_id, from, to, trx);
        const shared = await timetables.sharedWithOtherGroups(
          reservations.map((reservation) => reservation.id),
          row.group_id,
          trx,
        );
        const own = reservations.filter((reservation) => !shared.has(reservation.id));
        await timetables.unlinkGroup([...shared], row.group_id, trx);
        await cancel(trx, own, author);
        await audit.record(trx, {
          action: 'delete',
          entityType: 'group_timetable',
          entityId: id,
          label: labelOf(row),
          before: {
            group_id: row.group_id,
            period_id: row.period_id,
            status: row.status,
            deleted_reservations: own.map((reservation) => reservation.id),
            unlinked_reservations: [...shared].sort((a, b) => a - b),
          },
        });
        return { deleted_reservations: own.length };
      });
    },
  };
}
export type GroupTimetableService = ReturnType<typeof createGroupTimetableService>;

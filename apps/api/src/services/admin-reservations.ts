import { type AdminReservationRow, type PageMeta } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { assertDateFilter } from '../domain/dateRange.js';
import { type Database, type Reservation, type ReservationStatus } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { formatLocal, shiftDate, toInstant } from '@laikas/contract/time';
import { NotFoundError, ValidationFailedError } from '../errors.js';
import { type AdminReservationRepository } from '../repositories/admin-reservations.js';
import { type BlackoutRepository, type BlackoutRow } from '../repositories/blackouts.js';
import { type AuditService } from './audit.js';
import { type Author, type NotificationService } from './notifications.js';
import { message } from '../i18n/index.js';

export interface AdminReservationServiceDependencies {
  db: Kysely<Database>;
  adminReservations: AdminReservationRepository;
  blackouts: Pick<BlackoutRepository, 'blackoutsBetween'>;
  notifications: NotificationService;
  audit: AuditService;
  clock: () => Date;
  timeZone: string;
}

export interface AdminReservationQuery {
  page: number;
  per_page: number;
  direction: 'asc' | 'desc';
  search?: string | undefined;
  status?: ReservationStatus | undefined;
  resource_id?: number | undefined;
  user_id?: number | undefined;
  group_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The reservation administration (reservations.manage): every reservation, filtered; approve or reject. */
export function createAdminReservationService({
  db,
  adminReservations,
  blackouts,
  notifications,
  audit,
  clock,
  timeZone,
}: AdminReservationServiceDependencies) {
  const midnight = { hours: 0, minutes: 0 };

  /**
   * The closure (a holiday or a closed time of its resource) each pending reservation of `rows` falls in, by id: one
   * added after the booking was requested, its administrator choosing to keep what was booked there
   * (docs/decisions/closures-over-what-is-booked.md). Approving such a one lets it take place despite the closure, so
   * the list names the closure and approving asks first (`despiteClosures`).
   */
  const closuresOf = async (
    rows: readonly { id: number; status: string; resource_id: number; starts_at: string; ends_at: string }[],
    trx?: Parameters<BlackoutRepository['blackoutsBetween']>[3],
  ): Promise<Map<number, BlackoutRow>> => {
    const pending = rows.filter((row) => row.status === 'pending');
    const found = new Map<number, BlackoutRow>();
    if (pending.length === 0) {
      return found;
    }
    const from = pending.reduce((least, row) => (row.starts_at < least ? row.starts_at : least), pending[0]!.starts_at);
    const to = pending.reduce((most, row) => (row.ends_at > most ? row.ends_at : most), pending[0]!.ends_at);
    const resourceIds = [...new Set(pending.map((row) => row.resource_id))];
    const closures = await blackouts.blackoutsBetween(from, to, resourceIds, trx);
    for (const row of pending) {
      const closure = closures.find(
        (candidate) =>
          (candidate.resource_id === null || candidate.resource_id === row.resource_id) &&
          Date.parse(candidate.starts_at) < Date.parse(row.ends_at) &&
          Date.parse(candidate.ends_at) > Date.parse(row.starts_at),
      );
      if (closure) {
        found.set(row.id, closure);
      }
    }
    return found;
  };

  return {
    async list(query: AdminReservationQuery): Promise<{ data: AdminReservationRow[]; meta: PageMeta }> {
      assertDateFilter(query);
      const { rows, total } = await adminReservations.page(
        {
          status: query.status,
          resourceId: query.resource_id,
          userId: query.user_id,
          groupId: query.group_id,
          from: query.from ? toInstant(query.from, midnight, timeZone).toISOString() : undefined,
          to: query.to ? toInstant(shiftDate(query.to, 1), midnight, timeZone).toISOString() : undefined,
          search: query.search,
        },
        query.page,
        query.per_page,
        query.direction,
      );
      const closures = await closuresOf(rows);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          type: row.type,
          status: row.status,
          starts_at: row.starts_at,
          ends_at: row.ends_at,
          resource: { id: row.resource_id, name: row.resource_name },
          creator: row.creator_id !== null ? { id: row.creator_id, name: row.creator_name ?? '' } : null,
          person_responsible:
            row.responsible_id !== null ? { id: row.responsible_id, name: row.responsible_name ?? '' } : null,
          repeater_id: row.repeater_id,
          batch_id: row.batch_id,
          closure: closures.has(row.id) ? { name: closures.get(row.id)!.name } : null,
        })),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },

    /**
     * Approves or rejects pending reservations, all or none: an unknown id is 404, one that is not pending 422.
     * The creator and the person responsible are told, once per series or batch, in the same transaction.
     */
    async decide(
      decider: Author,
      ids: readonly number[],
      decision: 'approved' | 'rejected',
      /** Why it was rejected (optional): the author reads it in the notification and the e-mail. */
      reason: string | null = null,
      /** Approve those in a closure too (the administrator confirmed); without it they are 422, naming the closure. */
      despiteClosures = false,
    ) {
      const unique = [...new Set(ids)];
      return inTransaction(db, async (trx) => {
        const rows = await adminReservations.byIdsLocked(unique, trx);
        if (rows.length !== unique.length) {
          throw new NotFoundError('reservation');
        }
        if (rows.some((row) => row.status !== 'pending')) {
          throw new ValidationFailedError({ ids: [message('reservation.onlyPendingDecided')] });
        }
        if (decision === 'approved' && !despiteClosures) {
          const closures = await closuresOf(rows, trx);
          const closed = rows.filter((row) => closures.has(row.id));
          if (closed.length > 0) {
            throw new ValidationFailedError({
              ids: closed.map((row) =>
                message('reservation.approveOnBlackout', {
                  reservation: row.name,
                  date: formatLocal(new Date(row.starts_at), timeZone).slice(0, 10),
                  name: closures.get(row.id)!.name,
                }),
              ),
            });
          }
        }
        await adminReservations.setStatus(unique, decision, clock().toISOString(), trx, reason || null);
        await audit.recordMany(
          trx,
          rows.map((row) => ({
            action: decision === 'approved' ? 'approve' : 'reject',
            entityType: 'reservation',
            entityId: row.id,
            label: row.name,
            before: { status: row.status },
            // Why it was rejected, when told: the log shows it beside the status.
            after: reason ? { status: decision, reason } : { status: decision },
          })),
        );
        // Read again: the decision is a new revision of each (its SEQUENCE, which the e-mailed .ics carries); the
        // news names the room.
        const decided = await adminReservations.byIdsWithResource(unique, trx);
        const groups = new Map<string, (Reservation & { resource_name: string })[]>();
        for (const row of decided) {
          // A batch (a series in two rooms is one batch of two rules) is one thing to its people: one notice.
          const key =
            row.batch_id !== null
              ? `b${row.batch_id}`
              : row.repeater_id !== null
                ? `r${row.repeater_id}`
                : `i${row.id}`;
          groups.set(key, [...(groups.get(key) ?? []), row]);
        }
        for (const group of groups.values()) {
          await notifications.notifyApprovalDecision(trx, group, decision, decider, reason);
        }
        return rows.map((row) => ({ id: row.id, status: decision }));
      });
    },
  };
}
export type AdminReservationService = ReturnType<typeof createAdminReservationService>;

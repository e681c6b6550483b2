import { toLocal } from '@laikas/contract/time';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type AuditService, currentAuditContext } from './audit.js';
import { type Author, type NotificationService } from './notifications.js';
import { deletedEntry } from './reservation-audit.js';

export interface ReservationCancellationDependencies {
  reservations: Pick<ReservationRepository, 'deleteByIds'>;
  repeaters: Pick<RepeaterRepository, 'excludeMany'>;
  notifications: Pick<NotificationService, 'snapshot' | 'onReservationsDeleted'>;
  audit: AuditService;
  timeZone: string;
}

/*
 * Cancels reservations as deleting them does, for writes that take many at once (a holiday that cancels what it
 * covers, issue 27; a deleted group timetable): each series loses the dates (its rule no longer yields them, so a
 * later edit of the whole series does not bring them back), everyone tied to each reservation hears of it once (one
 * cancellation per series or reservation), and each deletion is audited.
 */
export function createReservationCancellation(deps: ReservationCancellationDependencies) {
  const { reservations, repeaters, notifications, audit, timeZone } = deps;
  return async function cancel(trx: Kysely<Database>, rows: readonly Reservation[], author: Author): Promise<void> {
    const byOrigin = Map.groupBy(rows, (row) =>
      row.repeater_id !== null ? `series:${row.repeater_id}` : `reservation:${row.id}`,
    );
    const audited = currentAuditContext();
    for (const group of byOrigin.values()) {
      const first = group[0]!;
      const before = await notifications.snapshot(trx, first);
      // A series' dates skipped in one statement (a week's holiday covers a hundred series, a thousand dates).
      if (first.repeater_id !== null) {
        const dates = group
          .filter((row) => row.detached === 0)
          .map((row) => toLocal(new Date(row.starts_at), timeZone).date);
        await repeaters.excludeMany(first.repeater_id, dates, trx);
      }
      await reservations.deleteByIds(
        group.map((row) => row.id),
        trx,
      );
      await notifications.onReservationsDeleted(trx, group, author, before, { detached: false });
      await audit.recordMany(
        trx,
        group.map((row) => deletedEntry(row, null, audited)),
      );
    }
  };
}
export type ReservationCancellation = ReturnType<typeof createReservationCancellation>;

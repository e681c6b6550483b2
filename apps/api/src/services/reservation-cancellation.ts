import { toLocal } from '@laikas/contract/time';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { type CancellationCause } from '../domain/notificationMessages.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type AuditService, currentAuditContext } from './audit.js';
import { type Author, type NotificationService, type ReservationSnapshot } from './notifications.js';
import { deletedEntry } from './reservation-audit.js';

export type { CancellationCause } from '../domain/notificationMessages.js';

export interface ReservationCancellationDependencies {
  reservations: Pick<ReservationRepository, 'deleteByIds'>;
  repeaters: Pick<RepeaterRepository, 'excludeMany'>;
  notifications: Pick<NotificationService, 'snapshot' | 'onReservationsDeleted'> &
    Partial<Pick<NotificationService, 'onReservationsCancelledFor'>>;
  audit: AuditService;
  timeZone: string;
}

/** A cancelled reservation, with its resource's name when read with it (a cause's notification lists it). */
export type CancelledRow = Reservation & { resource_name?: string };

/*
 * Cancels reservations as deleting them does, for writes that take many at once (a holiday that cancels what it
 * covers, issue 27; a room's closed time; an exam session taking the lectures of groups out; a deleted group
 * timetable): each series loses the dates (its rule no longer yields them, so a later edit of the whole series does not
 * bring them back, and a calendar feed writes them as EXDATE), and each deletion is audited. Everyone tied to them is
 * told: with a `cause`, once for the whole write, naming the cause and listing their occurrences (a week's holiday
 * cancels a hundred series; one message each was 528 e-mails); without one, once per series or reservation.
 */
export function createReservationCancellation(deps: ReservationCancellationDependencies) {
  const { reservations, repeaters, notifications, audit, timeZone } = deps;
  return async function cancel(
    trx: Kysely<Database>,
    rows: readonly CancelledRow[],
    author: Author,
    cause?: CancellationCause,
  ): Promise<void> {
    const byOrigin = Map.groupBy(rows, (row) =>
      row.repeater_id !== null ? `series:${row.repeater_id}` : `reservation:${row.id}`,
    );
    const audited = currentAuditContext();
    const together = cause ? notifications.onReservationsCancelledFor : undefined;
    const told: { rows: readonly CancelledRow[]; before: ReservationSnapshot }[] = [];
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
      if (together) {
        told.push({ rows: group, before });
      } else {
        await notifications.onReservationsDeleted(trx, group, author, before, { detached: false });
      }
      await audit.recordMany(
        trx,
        group.map((row) => deletedEntry(row, null, audited)),
      );
    }
    if (together && cause && told.length > 0) {
      await together(trx, told, author, cause);
    }
  };
}
export type ReservationCancellation = ReturnType<typeof createReservationCancellation>;

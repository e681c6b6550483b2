/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Why a reservation was rejected, as the administrator wrote it (null: no reason given, or not rejected): its page
 * shows it to whoever may read the reservation. It was kept only in the notification and the audit log. A change by
 * its author, which asks for a decision again, clears it.
 *
 * Reservations rejected already get the reason of their newest rejection in the audit log (none when that one gave
 * none), if they are still rejected.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('rejection_reason', 'text').execute();
  const entries: { entity_id: string; changes: string }[] = await db
    .selectFrom('audit_entries')
    .select(['entity_id', 'changes'])
    .where('entity_type', '=', 'reservation')
    .where('action', '=', 'reject')
    .orderBy('id')
    .execute();
  const newest = new Map<number, string | null>();
  for (const entry of entries) {
    const changes = JSON.parse(entry.changes) as { reason?: { after?: unknown } };
    const reason = changes.reason?.after;
    newest.set(Number(entry.entity_id), typeof reason === 'string' && reason !== '' ? reason : null);
  }
  for (const [id, reason] of newest) {
    if (reason !== null && Number.isInteger(id)) {
      await db
        .updateTable('reservations')
        .set({ rejection_reason: reason })
        .where('id', '=', id)
        .where('status', '=', 'rejected')
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('rejection_reason').execute();
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Reports (issue 17): every figure is a GROUP BY over the bookings that start within the counted days. With the
 * columns the report filters and groups on after `starts_at`, each query reads this index alone, in the range, and
 * never the table (names, descriptions): a semester's report over ~20,000 bookings reads a fraction of the pages
 * (`./laikas bench rooms`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('reservations_report_index')
    .on('reservations')
    .columns(['starts_at', 'status', 'type', 'resource_id', 'person_responsible_id', 'ends_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reservations_report_index').execute();
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';

/*
 * Most reservations belong to no series and no batch, and every look-up by repeater or batch asks for one id
 * (`= id` implies `is not null`, which both databases use). Indexing only the rows that have one spares every
 * plain insert two index entries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['repeater_id', 'batch_id']) {
    await db.schema.dropIndex(`reservations_${column}_index`).execute();
    await db.schema
      .createIndex(`reservations_${column}_index`)
      .on('reservations')
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['repeater_id', 'batch_id']) {
    await db.schema.dropIndex(`reservations_${column}_index`).execute();
    await db.schema.createIndex(`reservations_${column}_index`).on('reservations').column(column).execute();
  }
}

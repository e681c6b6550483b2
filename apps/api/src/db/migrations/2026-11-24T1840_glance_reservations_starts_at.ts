/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Rooms at a glance reads every room's reservations of a day or a week: one range scan of this index, in the
 * order the answer lists them, instead of a scan of the `(resource_id, starts_at)` index per room and a sort
 * (a quarter of the time on mary-fal18, `./laikas bench screens`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('reservations_starts_at_index').on('reservations').column('starts_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reservations_starts_at_index').execute();
}

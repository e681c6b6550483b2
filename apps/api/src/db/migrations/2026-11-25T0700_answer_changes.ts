/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.js';

/*
 * Change counters for the answer cache (dropped by 2026-11-29T0900, docs/decisions/answer-caches-removed.md). The
 * database keeps them itself, by triggers, in the transaction of every write, whichever code wrote (the API, an
 * import, an administrator's bulk change, a cascaded delete, raw SQL in a later migration): a cached answer is
 * served only while the counters it was built under are unchanged, read again on every request.
 *
 * - `reservation_changes`: one counter per (UTC day of a reservation's start, resource, item; 0 for none), bumped
 *   for the old and the new row of every insert, update and delete. Counters only grow and are never deleted, so
 *   the sum over the days a range can touch grows with every committed write there.
 * - `table_changes`: one counter per rarely written table an answer reads (`resources`, `resource_tags`), and
 *   `reservations` for what has no row to key by (a TRUNCATE on PostgreSQL).
 *
 * PostgreSQL bumps once per statement from its transition tables, the keys sorted: a statement locks counters in
 * one global order, so two bulk statements never deadlock on them. A reservation write through the write lock
 * holds its items' (or its resource's) row lock already, and its counters are keyed by that item, so it waits on
 * no writer it did not wait on before. SQLite has one writer at a time: no deadlock, and row triggers.
 *
 * A migration that rebuilds `reservations`, `resources` or `resource_tags` (SQLite's copy-and-rename) drops their
 * triggers with them and must create them again: `migrations.test.ts` checks that they exist after every migration.
 */
const COUNTED_TABLES = ['resources', 'resource_tags'] as const;

const keyOf = (row: 'new' | 'old') =>
  `substr(${row}.starts_at, 1, 10), ${row}.resource_id, coalesce(${row}.item_id, 0)`;
const BUMP = 'on conflict (day, resource_id, item_id) do update set version = reservation_changes.version + 1';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('reservation_changes')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('resource_id', 'integer', (column) => column.notNull())
    .addColumn('item_id', 'integer', (column) => column.notNull())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('reservation_changes_pkey', ['day', 'resource_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('table_changes')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await db
    .insertInto('table_changes')
    .values([...COUNTED_TABLES, 'reservations'].map((name) => ({ name, version: 0 })))
    .execute();

  if (!postgres) {
    await sql
      .raw(
        `create trigger reservations_changes_insert after insert on reservations begin
           insert into reservation_changes (day, resource_id, item_id, version) values (${keyOf('new')}, 1) ${BUMP};
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger reservations_changes_delete after delete on reservations begin
           insert into reservation_changes (day, resource_id, item_id, version) values (${keyOf('old')}, 1) ${BUMP};
         end`,
      )
      .execute(db);
    // The new row's key, and the old row's when it differs (a move to another day, room or item).
    await sql
      .raw(
        `create trigger reservations_changes_update after update on reservations begin
           insert into reservation_changes (day, resource_id, item_id, version) values (${keyOf('new')}, 1) ${BUMP};
           insert into reservation_changes (day, resource_id, item_id, version)
             select ${keyOf('old')}, 1
             where substr(old.starts_at, 1, 10) <> substr(new.starts_at, 1, 10) or old.resource_id <> new.resource_id
               or coalesce(old.item_id, 0) <> coalesce(new.item_id, 0)
             ${BUMP};
         end`,
      )
      .execute(db);
    for (const table of COUNTED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_changes_${event} after ${event} on ${table} begin
               update table_changes set version = version + 1 where name = '${table}';
             end`,
          )
          .execute(db);
      }
    }
    return;
  }

  const keysOf = (rows: string) =>
    `select substr(starts_at, 1, 10) as day, resource_id, coalesce(item_id, 0) as item_id from ${rows}`;
  const upsert = (keys: string) =>
    `insert into reservation_changes (day, resource_id, item_id, version)
       select day, resource_id, item_id, count(*) from (${keys}) as keys
       group by day, resource_id, item_id order by day, resource_id, item_id
       on conflict (day, resource_id, item_id) do update set version = reservation_changes.version + excluded.version;`;
  await sql
    .raw(
      `create function reservation_changes_bump() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           ${upsert(keysOf('new_rows'))}
         elsif tg_op = 'DELETE' then
           ${upsert(keysOf('old_rows'))}
         else
           ${upsert(`${keysOf('old_rows')} union ${keysOf('new_rows')}`)}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reservations_changes_insert after insert on reservations
         referencing new table as new_rows for each statement execute function reservation_changes_bump()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reservations_changes_update after update on reservations
         referencing old table as old_rows new table as new_rows for each statement
         execute function reservation_changes_bump()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reservations_changes_delete after delete on reservations
         referencing old table as old_rows for each statement execute function reservation_changes_bump()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function table_changes_bump() returns trigger language plpgsql as $$
       begin
         update table_changes set version = version + 1 where name = tg_table_name;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reservations_changes_truncate after truncate on reservations
         for each statement execute function table_changes_bump()`,
    )
    .execute(db);
  for (const table of COUNTED_TABLES) {
    await sql
      .raw(
        `create trigger ${table}_changes after insert or update or delete or truncate on ${table}
           for each statement execute function table_changes_bump()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`drop trigger reservations_changes_${event} on reservations`).execute(db);
    }
    for (const table of COUNTED_TABLES) {
      await sql.raw(`drop trigger ${table}_changes on ${table}`).execute(db);
    }
    await sql.raw('drop function reservation_changes_bump()').execute(db);
    await sql.raw('drop function table_changes_bump()').execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger reservations_changes_${event}`).execute(db);
      for (const table of COUNTED_TABLES) {
        await sql.raw(`drop trigger ${table}_changes_${event}`).execute(db);
      }
    }
  }
  await db.schema.dropTable('table_changes').execute();
  await db.schema.dropTable('reservation_changes').execute();
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.js';

/*
 * The answer cache's table counters (migration 2026-11-25T0700_answer_changes) were bumped with an UPDATE of a row
 * that migration inserted: where that row was missing (deleted by hand, or a database emptied and reused as the API
 * tests do), a write to `resources` or `resource_tags` counted nowhere and rooms at a glance kept serving the old
 * rooms. The counters are now upserted, as the reservations' counters already were: a write counts whether or not
 * its row is there.
 */
const COUNTED_TABLES = ['resources', 'resource_tags'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

async function sqliteTriggers(db: Kysely<any>, bump: (table: string) => string): Promise<void> {
  for (const table of COUNTED_TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger ${table}_changes_${event}`).execute(db);
      await sql
        .raw(`create trigger ${table}_changes_${event} after ${event} on ${table} begin ${bump(table)}; end`)
        .execute(db);
    }
  }
}

async function postgresFunction(db: Kysely<any>, bump: string): Promise<void> {
  await sql
    .raw(
      `create or replace function table_changes_bump() returns trigger language plpgsql as $$
       begin
         ${bump};
         return null;
       end $$`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await postgresFunction(
      db,
      `insert into table_changes (name, version) values (tg_table_name, 1)
         on conflict (name) do update set version = table_changes.version + 1`,
    );
    return;
  }
  await sqliteTriggers(
    db,
    (table) =>
      `insert into table_changes (name, version) values ('${table}', 1)
         on conflict (name) do update set version = table_changes.version + 1`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await postgresFunction(db, 'update table_changes set version = version + 1 where name = tg_table_name');
    return;
  }
  await sqliteTriggers(db, (table) => `update table_changes set version = version + 1 where name = '${table}'`);
}

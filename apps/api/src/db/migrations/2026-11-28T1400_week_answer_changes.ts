/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.js';

/*
 * Change counters for the room week's cached answers (dropped by 2026-11-29T0900,
 * docs/decisions/answer-caches-removed.md), beside those of 2026-11-25T0700_answer_changes. The week reads,
 * besides the room's reservations and the room: its items and images, the series its reservations follow and
 * their excluded dates, the names of their groups, invitees, annexes and people, the invitees' answers, people's
 * e-mails, and how many reservations each batch holds (in any room, on any day). The database bumps a counter for
 * each, in the writing transaction, whichever code writes:
 *
 * - The links of a reservation (`reservation_groups`, `reservation_invitations` with their answers,
 *   `reservation_annexes`) bump the reservation's own counter in `reservation_changes` (its UTC day, room, item):
 *   a week is validated by its room's counters, so a link written elsewhere does not touch it. A link whose
 *   reservation is gone (a cascaded delete) needs nothing: the reservation's delete counted.
 * - `table_changes` rows for the rarely written tables read whole: `items`, `resource_images`, `repeaters` (only
 *   the columns a week shows: not the `sequence` every series write raises), `repeater_exclusions`, `groups`
 *   and `annexes` (their names), `users` (their names and e-mails, not the settings and sign-in stamps written
 *   often), and `reservation_batches`, bumped only by reservations written with a batch id (an insert, a delete,
 *   a change of batch id): a batch's size counts its reservations in other rooms and on other days.
 *
 * Every counter is upserted (as since 2026-11-28T1300_table_changes_upsert): a write counts even where its row is
 * missing.
 *
 * PostgreSQL bumps once per statement, the keys sorted (as the first counters). A link is written in its
 * reservation's transaction, which holds the counter of the reservation's key already (its insert counted it).
 *
 * A migration that rebuilds one of these tables (SQLite's copy-and-rename) drops their triggers with it and must
 * create them again: `migrations.test.ts` checks that they exist after every migration.
 */

/** The tables counted whole, the columns whose updates count (none named: every update). */
const COUNTED: Record<string, readonly string[]> = {
  items: [],
  resource_images: [],
  repeaters: ['type', 'interval', 'until', 'weekdays', 'starts_on'],
  repeater_exclusions: [],
  groups: ['name'],
  annexes: ['name'],
  users: ['name', 'email'],
};
const LINKS = ['reservation_groups', 'reservation_invitations', 'reservation_annexes'] as const;
const BATCHES = 'reservation_batches';

const columnList = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');
const BUMP = 'on conflict (day, resource_id, item_id) do update set version = reservation_changes.version + 1';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db
    .insertInto('table_changes')
    .values([...Object.keys(COUNTED), BATCHES].map((name) => ({ name, version: 0 })))
    .execute();
  // A week's counters are one room's over a few days.
  await db.schema
    .createIndex('reservation_changes_resource_day')
    .on('reservation_changes')
    .columns(['resource_id', 'day'])
    .execute();

  if (!postgres) {
    for (const [table, columns] of Object.entries(COUNTED)) {
      for (const event of ['insert', 'update', 'delete']) {
        const on = event === 'update' && columns.length > 0 ? `update of ${columnList(columns)}` : event;
        await sql
          .raw(
            `create trigger ${table}_changes_${event} after ${on} on ${table} begin
               insert into table_changes (name, version) values ('${table}', 1)
                 on conflict (name) do update set version = table_changes.version + 1;
             end`,
          )
          .execute(db);
      }
    }
    const reservationKey = (row: 'new' | 'old') =>
      `insert into reservation_changes (day, resource_id, item_id, version)
         select substr(starts_at, 1, 10), resource_id, coalesce(item_id, 0), 1 from reservations
         where id = ${row}.reservation_id ${BUMP};`;
    for (const table of LINKS) {
      await sql
        .raw(`create trigger ${table}_changes_insert after insert on ${table} begin ${reservationKey('new')} end`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_changes_delete after delete on ${table} begin ${reservationKey('old')} end`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_changes_update after update on ${table} begin
             ${reservationKey('new')}
             ${reservationKey('old')}
           end`,
        )
        .execute(db);
    }
    const bumpBatches = `insert into table_changes (name, version) values ('${BATCHES}', 1)
      on conflict (name) do update set version = table_changes.version + 1;`;
    await sql
      .raw(
        `create trigger reservations_batch_changes_insert after insert on reservations
           when new.batch_id is not null begin ${bumpBatches} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger reservations_batch_changes_delete after delete on reservations
           when old.batch_id is not null begin ${bumpBatches} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger reservations_batch_changes_update after update of batch_id on reservations
           when old.batch_id is not new.batch_id begin ${bumpBatches} end`,
      )
      .execute(db);
    return;
  }

  for (const [table, columns] of Object.entries(COUNTED)) {
    const update = columns.length > 0 ? `update of ${columnList(columns)}` : 'update';
    // table_changes_bump(): the function of 2026-11-28T1300_table_changes_upsert, which bumps the trigger's table.
    await sql
      .raw(
        `create trigger ${table}_changes after insert or ${update} or delete or truncate on ${table}
           for each statement execute function table_changes_bump()`,
      )
      .execute(db);
  }
  const keysOf = (rows: string) =>
    `select substr(r.starts_at, 1, 10) as day, r.resource_id, coalesce(r.item_id, 0) as item_id
       from ${rows} as l join reservations as r on r.id = l.reservation_id`;
  const upsert = (keys: string) =>
    `insert into reservation_changes (day, resource_id, item_id, version)
       select day, resource_id, item_id, 1 from (${keys}) as keys
       group by day, resource_id, item_id order by day, resource_id, item_id
       on conflict (day, resource_id, item_id) do update set version = reservation_changes.version + 1;`;
  await sql
    .raw(
      `create function reservation_link_changes_bump() returns trigger language plpgsql as $$
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
      `create function reservation_links_truncated() returns trigger language plpgsql as $$
       begin
         insert into table_changes (name, version) values ('reservations', 1)
           on conflict (name) do update set version = table_changes.version + 1;
         return null;
       end $$`,
    )
    .execute(db);
  // Only when a statement wrote a reservation with a batch id, or changed one: other writes leave batches alone.
  await sql
    .raw(
      `create function reservation_batch_changes_bump() returns trigger language plpgsql as $$
       declare
         counted boolean;
       begin
         -- Each branch names only the transition tables its event has (a statement is planned when it runs).
         if tg_op = 'INSERT' then
           counted := exists (select 1 from new_rows where batch_id is not null);
         elsif tg_op = 'DELETE' then
           counted := exists (select 1 from old_rows where batch_id is not null);
         else
           counted := exists (
             select 1 from old_rows as o join new_rows as n on n.id = o.id where o.batch_id is distinct from n.batch_id);
         end if;
         if counted then
           insert into table_changes (name, version) values ('${BATCHES}', 1)
             on conflict (name) do update set version = table_changes.version + 1;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  for (const table of LINKS) {
    await sql
      .raw(
        `create trigger ${table}_changes_insert after insert on ${table}
           referencing new table as new_rows for each statement execute function reservation_link_changes_bump()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_changes_update after update on ${table}
           referencing old table as old_rows new table as new_rows for each statement
           execute function reservation_link_changes_bump()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_changes_delete after delete on ${table}
           referencing old table as old_rows for each statement execute function reservation_link_changes_bump()`,
      )
      .execute(db);
    // No rows to key by: what a TRUNCATE of reservations bumps, which every week reads.
    await sql
      .raw(
        `create trigger ${table}_changes_truncate after truncate on ${table}
           for each statement execute function reservation_links_truncated()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger reservations_batch_changes_insert after insert on reservations
         referencing new table as new_rows for each statement execute function reservation_batch_changes_bump()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reservations_batch_changes_update after update on reservations
         referencing old table as old_rows new table as new_rows for each statement
         execute function reservation_batch_changes_bump()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reservations_batch_changes_delete after delete on reservations
         referencing old table as old_rows for each statement execute function reservation_batch_changes_bump()`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger reservations_batch_changes_${event} on reservations`).execute(db);
    }
    for (const table of LINKS) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await sql.raw(`drop trigger ${table}_changes_${event} on ${table}`).execute(db);
      }
    }
    for (const table of Object.keys(COUNTED)) {
      await sql.raw(`drop trigger ${table}_changes on ${table}`).execute(db);
    }
    await sql.raw('drop function reservation_batch_changes_bump()').execute(db);
    await sql.raw('drop function reservation_links_truncated()').execute(db);
    await sql.raw('drop function reservation_link_changes_bump()').execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger reservations_batch_changes_${event}`).execute(db);
      for (const table of [...LINKS, ...Object.keys(COUNTED)]) {
        await sql.raw(`drop trigger ${table}_changes_${event}`).execute(db);
      }
    }
  }
  await db.schema.dropIndex('reservation_changes_resource_day').execute();
  await db
    .deleteFrom('table_changes')
    .where('name', 'in', [...Object.keys(COUNTED), BATCHES])
    .execute();
}

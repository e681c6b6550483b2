/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import * as answerChanges from './2026-11-25T0700_answer_changes.js';
import * as tableChangesUpsert from './2026-11-28T1300_table_changes_upsert.js';
import * as weekAnswerChanges from './2026-11-28T1400_week_answer_changes.js';
import { isPostgres } from './portable.js';

/*
 * The answer caches are gone (docs/decisions/answer-caches-removed.md): nothing reads the change counters any more,
 * so their triggers stop costing every write, and on PostgreSQL writers in different rooms stop meeting on the
 * shared `table_changes` rows. Drops what 2026-11-25T0700_answer_changes, 2026-11-28T1300_table_changes_upsert and
 * 2026-11-28T1400_week_answer_changes created; `down` runs their `up` again.
 */
const RESERVATIONS = 'reservations';
/** Tables with one `<table>_changes_<event>` trigger per event on SQLite (one `<table>_changes` on PostgreSQL). */
const COUNTED = [
  'resources',
  'resource_tags',
  'items',
  'resource_images',
  'repeaters',
  'repeater_exclusions',
  'groups',
  'annexes',
  'users',
];
/** A reservation's links: one trigger per event on both dialects (and TRUNCATE on PostgreSQL). */
const LINKS = ['reservation_groups', 'reservation_invitations', 'reservation_annexes'];
const FUNCTIONS = [
  'reservation_changes_bump',
  'table_changes_bump',
  'reservation_link_changes_bump',
  'reservation_links_truncated',
  'reservation_batch_changes_bump',
];

export async function up(db: Kysely<any>): Promise<void> {
  const drop = (trigger: string, table: string) =>
    sql.raw(`drop trigger if exists ${trigger}${isPostgres(db) ? ` on ${table}` : ''}`).execute(db);
  const rowEvents = ['insert', 'update', 'delete'];
  if (isPostgres(db)) {
    for (const event of [...rowEvents, 'truncate']) {
      await drop(`reservations_changes_${event}`, RESERVATIONS);
    }
    for (const table of COUNTED) {
      await drop(`${table}_changes`, table);
    }
    for (const table of LINKS) {
      for (const event of [...rowEvents, 'truncate']) {
        await drop(`${table}_changes_${event}`, table);
      }
    }
    for (const event of rowEvents) {
      await drop(`reservations_batch_changes_${event}`, RESERVATIONS);
    }
    for (const name of FUNCTIONS) {
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    }
  } else {
    for (const event of rowEvents) {
      for (const table of [RESERVATIONS, ...COUNTED, ...LINKS]) {
        await drop(`${table}_changes_${event}`, table);
      }
      await drop(`reservations_batch_changes_${event}`, RESERVATIONS);
    }
  }
  await db.schema.dropTable('table_changes').ifExists().execute();
  await db.schema.dropTable('reservation_changes').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await answerChanges.up(db);
  await tableChangesUpsert.up(db);
  await weekAnswerChanges.up(db);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.js';

/*
 * Resource and annex names are unique ignoring case (issue 27), checked by the services before a write. On
 * PostgreSQL two requests could both pass the check and both write the name (two of six racing creates of one annex
 * answered 201); a unique index on `lower(name)`, the check's own expression, now refuses the second (the service
 * answers 422 as the check does). Names that repeat already keep the oldest row's name and each later one gets its id
 * added, as the 2026-11-29 migration did. SQLite needs no index: the server's writes there run one at a time, so the
 * check sees every earlier name, and an index on the server's own lower() would break any tool that opens the file.
 */
const TABLES = ['resources', 'annexes'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  for (const table of TABLES) {
    const rows: { id: number; name: string; key: string }[] = await db
      .selectFrom(table)
      .select(['id', 'name', sql<string>`lower(name)`.as('key')])
      .orderBy('id')
      .execute();
    const used = new Set(rows.map((row) => row.key));
    const seen = new Set<string>();
    for (const row of rows) {
      if (!seen.has(row.key)) {
        seen.add(row.key);
        continue;
      }
      // lower() leaves digits, spaces and brackets as they are: the key of `name (id)` is `key (id)`.
      let suffix = ` (${row.id})`;
      for (let attempt = 2; used.has(row.key + suffix); attempt += 1) {
        suffix = ` (${row.id}-${attempt})`;
      }
      used.add(row.key + suffix);
      seen.add(row.key + suffix);
      await db
        .updateTable(table)
        .set({ name: row.name + suffix })
        .where('id', '=', row.id)
        .execute();
    }
    await sql`create unique index ${sql.id(`${table}_lower_name_unique`)} on ${sql.table(table)} (lower(name))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  for (const table of TABLES) {
    await sql`drop index ${sql.id(`${table}_lower_name_unique`)}`.execute(db);
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/*
 * The one place where migrations branch on the dialect. Migrations are frozen: never edit one that has
 * shipped; add a new file instead. They import nothing from the app.
 */

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key `id`. */
export function withId(db: Kysely<any>) {
  return <T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> =>
    isPostgres(db)
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Adds `created_at` and `updated_at` instants (ISO text, written by the app). */
export function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull());
}

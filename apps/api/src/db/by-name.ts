import { type RawBuilder, sql } from 'kysely';
import { type Dialect } from './database.js';

/**
 * What a list orders by to show names (people, rooms, groups, annexes, tags) in Lithuanian alphabet order, the same
 * on both databases (domain/lithuanianOrder.ts): PostgreSQL's ICU collation, and on SQLite, which has none, the sort
 * key sqlite-setup.ts registers on every connection. Debian's PostgreSQL (15 on) is built with ICU: initdb creates
 * "lt-x-icu" in every database.
 */
export function byName(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`${sql.ref(column)} collate "lt-x-icu"`
    : sql<string>`lt_sort_key(${sql.ref(column)})`;
}

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { sendTogether } from '../src/db/postgres-statements.js';
import { StatementCache } from '../src/db/statement-cache.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';

// Issue 13, findings 1 and 6: a list of a new length was a new statement text, prepared and kept for ever.
describe('the statement cache', () => {
  it('should push out the least recently used statement beyond its count', () => {
    const pushed: string[] = [];
    const cache = new StatementCache<number>({ maxEntries: 2, maxTextLength: 1000, maxEntryTextLength: 100 }, (text) =>
      pushed.push(text),
    );
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(pushed).toEqual(['b']);
    expect([...cache.keys()]).toEqual(['a', 'c']);
  });

  it('should push out statements beyond its text budget and never keep an oversized one', () => {
    const pushed: string[] = [];
    const cache = new StatementCache<number>({ maxEntries: 100, maxTextLength: 10, maxEntryTextLength: 6 }, (text) =>
      pushed.push(text),
    );
    cache.set('aaaa', 1);
    cache.set('bbbb', 2);
    cache.set('cccccc', 3);
    expect(pushed).toEqual(['aaaa']);
    expect(cache.length).toBe(10);
    cache.set('ddddddd', 4);
    expect(cache.has('ddddddd')).toBe(false);
    expect(cache.size).toBe(2);
  });
});

describe.each(DIALECTS)('id lists on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    if (!database.migrated) {
      const { migrateToLatest } = await import('../src/db/migrate.js');
      await migrateToLatest(database.db);
    }
    const now = toInstant(new Date());
    await database.db
      .insertInto('annexes')
      .values([1, 2, 3].map((id) => ({ name: `Annex ${id}`, description: null, created_at: now, updated_at: now })))
      .execute();
  });
  afterEach(async () => {
    await database.drop();
  });

  const ids = (length: number) => Array.from({ length }, (_, index) => index + 1);

  it('should send a list of any length with the same SQL text', () => {
    const texts = new Set(
      [1, 2, 3, 50, 499].map(
        (length) => database.db.selectFrom('annexes').select('id').where('id', 'in', ids(length)).compile().sql,
      ),
    );
    expect(texts.size).toBe(1);
  });

  it('should find the rows of a list longer than the database takes parameters', async () => {
    // 70,000 ids: beyond SQLite's 32,766 and PostgreSQL's 65,535 parameters.
    const rows = await database.db
      .selectFrom('annexes')
      .select('id')
      .where('id', 'in', ids(70_000))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    const others = await database.db.selectFrom('annexes').select('id').where('id', 'not in', [1, 3]).execute();
    expect(others.map((row) => row.id)).toEqual([2]);
    const named = await database.db
      .selectFrom('annexes')
      .select('id')
      .where('name', 'in', ['Annex 2', 'Nėra "tokio"', "O'Brien\\"])
      .execute();
    expect(named.map((row) => row.id)).toEqual([2]);
  });

  it.skipIf(dialect !== 'postgres')('should send a list in a message of several statements', async () => {
    await database.db.connection().execute(async (connection) => {
      const [rows] = await sendTogether(connection, [
        connection.selectFrom('annexes').select('id').where('id', 'in', [2, 3, 9]).orderBy('id').compile(),
      ]);
      expect(rows).toEqual([{ id: 2 }, { id: 3 }]);
    });
  });

  it.skipIf(dialect !== 'postgres')('should not keep a statement prepared whose text is very long', async () => {
    await database.db.connection().execute(async (connection) => {
      const prepared = sql<{ count: number }>`select count(*)::int as count from pg_prepared_statements`;
      const before = (await prepared.execute(connection)).rows[0]!.count;
      const long = await sql<{ one: number }>`select 1 as one where ${sql.lit('x'.repeat(30_000))} <> ${'y'}`.execute(
        connection,
      );
      expect(long.rows).toEqual([{ one: 1 }]);
      const [viaMessage] = await sendTogether(connection, [
        sql<{ one: number }>`select 1 as one where ${sql.lit('x'.repeat(30_000))} <> ${'y'}`.compile(connection),
      ]);
      expect(viaMessage).toEqual([{ one: 1 }]);
      expect((await prepared.execute(connection)).rows[0]!.count).toBe(before);
    });
  });
});

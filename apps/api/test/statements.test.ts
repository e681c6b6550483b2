import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';

// Every value reaches the database as a bound parameter, never spliced into the SQL text (issue 26).
describe.each(DIALECTS)('values on %s', (dialect) => {
  let database: TestDatabase;
  interface Notes {
    notes: { id: number; text: string | null };
  }
  let notes: Kysely<Notes>;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    notes = database.db as unknown as Kysely<Notes>;
    await sql`create table notes (id integer primary key, text text)`.execute(notes);
  });
  afterEach(async () => {
    await sql`drop table if exists notes`.execute(notes);
    await database.drop();
  });

  it('should store every value exactly as sent, whatever quotes, backslashes or letters it holds', async () => {
    const texts = [
      `O'Brien`,
      `a\\b \\' c`,
      `''; drop table notes; --`,
      'Žemaitė ąčęėįšųūž 🎓',
      '$1 $$ $tag$ ? :name',
      '',
      null,
    ];
    const inserted = await notes
      .insertInto('notes')
      .values(texts.map((text, id) => ({ id, text })))
      .returningAll()
      .execute();
    expect(inserted.map((row) => row.text)).toEqual(texts);
    const found = await notes.selectFrom('notes').select('id').where('text', '=', `''; drop table notes; --`).execute();
    expect(found).toEqual([{ id: 2 }]);
    const stored = await notes.selectFrom('notes').select('text').orderBy('id').execute();
    expect(stored.map((row) => row.text)).toEqual(texts);
  });
});

// Issue 13, findings 1 and 6: a list of a new length was a new statement text; one longer than the database takes
// parameters failed.
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
});

// Issue 27: a SQLite connection keeps its statements prepared (db/sqlite-setup.ts); one kept from before another
// process changed the table still reads what the table holds now.
describe.skipIf(!DIALECTS.includes('sqlite'))('a table changed by another process on SQLite', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);
    await sql`insert into notes (id, text) values (1, 'first')`.execute(database.db);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('should read the columns a table has now with a statement kept from before', async () => {
    const read = async () =>
      (await sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(database.db)).rows;
    expect(await read()).toEqual([{ id: 1, text: 'first' }]);
    const otherProcess = new SqliteDatabase(database.url);
    otherProcess.exec(`alter table notes add column author text not null default 'Ona'`);
    otherProcess.close();
    expect(await read()).toEqual([{ id: 1, text: 'first', author: 'Ona' }]);
    await sql`update notes set author = ${'Jonas'} where id = ${1}`.execute(database.db);
    expect(await read()).toEqual([{ id: 1, text: 'first', author: 'Jonas' }]);
  });
});

// A rolling deploy: a newer server process migrates the schema while this one runs.
describe.skipIf(!DIALECTS.includes('postgres'))('a table changed by another process on PostgreSQL', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);
    await sql`insert into notes (id, text) values (1, 'first')`.execute(database.db);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('should keep reading a table whose columns changed since the connection last read it', async () => {
    await database.db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, text: 'first' }]);
      const otherProcess = new pg.Client({ connectionString: database.url });
      await otherProcess.connect();
      await otherProcess.query(`alter table notes add column author text not null default 'Ona'`);
      await otherProcess.end();
      expect((await read()).rows).toEqual([{ id: 1, text: 'first', author: 'Ona' }]);
    });
  });
});

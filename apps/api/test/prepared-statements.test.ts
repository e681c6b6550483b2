import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db/database.js';
import { sendTogether } from '../src/db/postgres-statements.js';
import pg from 'pg';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { POSTGRES_ADMIN_URL } from './postgres.js';

// PostgreSQL connections prepare what they run (see preparingStatements in db/database.ts): each statement text
// is parsed and planned once per connection, and a connection keeps at most 300 of them (least recently used are deallocated).
describe.skipIf(!DIALECTS.includes('postgres'))('prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeEach(() => {
    handle = createDatabase(POSTGRES_ADMIN_URL);
  });
  afterEach(async () => {
    await handle.db.destroy();
  });

  const preparedCount = sql<{ count: number }>`select count(*)::int as count from pg_prepared_statements`;

  it('should prepare a statement once per connection and run it again with new values', async () => {
    await handle.db.connection().execute(async (connection) => {
      const answers: number[] = [];
      for (const value of [1, 2, 3]) {
        const { rows } = await sql<{ answer: number }>`select ${value}::int + 1 as answer`.execute(connection);
        answers.push(rows[0]!.answer);
      }
      expect(answers).toEqual([2, 3, 4]);
      const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like '%+ 1 as answer'`.execute(connection);
      expect(rows).toHaveLength(1);
    });
  });

  it('should keep at most 300 statements on a connection, deallocating the least recently used', async () => {
    await handle.db.connection().execute(async (connection) => {
      for (let index = 0; index < 520; index += 1) {
        const { rows } = await sql<{ value: number }>`select ${sql.lit(index)}::int as value`.execute(connection);
        expect(rows[0]!.value).toBe(index);
      }
      const { rows } = await preparedCount.execute(connection);
      expect(rows[0]!.count).toBe(300);
    });
  });

  it('should leave statements that change the schema unprepared', async () => {
    await handle.db.connection().execute(async (connection) => {
      await sql`create temporary table notes (text text)`.execute(connection);
      await sql`drop table notes`.execute(connection);
      const { rows } = await preparedCount.execute(connection);
      expect(rows[0]!.count).toBe(1);
    });
  });
});

// A rolling deploy: a newer server process migrates the schema while this one runs with prepared statements.
describe.skipIf(!DIALECTS.includes('postgres'))('prepared statements when another process migrates', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);
    await sql`insert into notes (id, text) values (1, 'first')`.execute(database.db);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('should keep reading a table whose columns changed after its statement was prepared', async () => {
    await database.db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, text: 'first' }]);
      const otherProcess = new pg.Client({ connectionString: database.url });
      await otherProcess.connect();
      await otherProcess.query(`alter table notes add column author text not null default 'Ona'`);
      await otherProcess.end();
      expect((await read()).rows).toEqual([{ id: 1, text: 'first', author: 'Ona' }]);
      expect((await read()).rows).toEqual([{ id: 1, text: 'first', author: 'Ona' }]);
    });
  });
});

// Statements sent together (sendTogether in db/postgres-statements.ts): one round trip, each query prepared once.
describe.skipIf(!DIALECTS.includes('postgres'))('statements sent together on PostgreSQL', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    await sql`create table notes (id integer primary key, text text, done boolean, score numeric)`.execute(database.db);
  });
  afterEach(async () => {
    await database.drop();
  });

  interface Notes {
    notes: { id: number; text: string | null; done: boolean; score: number };
  }
  const notes = (connection: Kysely<Database>) => connection as unknown as Kysely<Notes>;
  const insert = (connection: Kysely<Database>, id: number, text: string | null, done = false, score = 0) =>
    notes(connection).insertInto('notes').values({ id, text, done, score }).returningAll().compile();
  const count = (connection: Kysely<Database>) =>
    notes(connection)
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .compile();
  const preparedNames = sql<{ name: string }>`select name from pg_prepared_statements order by name`;

  it('should answer the rows of each query in order and nothing for plain statements', async () => {
    await database.db.connection().execute(async (connection) => {
      const answer = await sendTogether(connection, [
        'begin',
        insert(connection, 1, 'first'),
        count(connection),
        'commit',
      ]);
      expect(answer).toEqual([[], [{ id: 1, text: 'first', done: false, score: 0 }], [{ count: 1 }], []]);
    });
    expect(
      (
        await database.db
          .selectFrom('notes' as never)
          .selectAll()
          .execute()
      ).length,
    ).toBe(1);
  });

  it('should store every value exactly as sent, whatever quotes, backslashes or letters it holds', async () => {
    const texts = [
      `O'Brien`,
      `a\\b \\' c`,
      `''; drop table notes; --`,
      'Žemaitė ąčęėįšųūž 🎓',
      '$1 $$ $tag$',
      '',
      null,
    ];
    await database.db.connection().execute(async (connection) => {
      const answer = await sendTogether(
        connection,
        texts.map((text, index) => insert(connection, index, text, index % 2 === 0, index + 0.25)),
      );
      expect(answer.map((rows) => rows[0])).toEqual(
        texts.map((text, index) => ({ id: index, text, done: index % 2 === 0, score: index + 0.25 })),
      );
    });
    const stored = await database.db
      .selectFrom('notes' as never)
      .selectAll()
      .orderBy('id' as never)
      .execute();
    expect(stored.map((row) => (row as { text: string | null }).text)).toEqual(texts);
  });

  it('should refuse a NUL character rather than send a message cut short by it', async () => {
    await database.db.connection().execute(async (connection) => {
      await expect(sendTogether(connection, [insert(connection, 1, 'a\u0000b')])).rejects.toThrow(/NUL/);
      const [rows] = await sendTogether(connection, [count(connection)]);
      expect(rows).toEqual([{ count: 0 }]);
    });
  });

  it('should prepare each query once per connection', async () => {
    await database.db.connection().execute(async (connection) => {
      for (let id = 0; id < 3; id += 1) {
        await sendTogether(connection, [insert(connection, id, 'note'), count(connection)]);
      }
      const { rows } = await preparedNames.execute(connection);
      expect(rows.filter((row) => row.name.startsWith('s'))).toHaveLength(2);
    });
  });

  it('should stop at the first failing statement and leave the connection usable', async () => {
    await database.db.connection().execute(async (connection) => {
      await expect(
        sendTogether(connection, ['begin', insert(connection, 1, 'kept?'), insert(connection, 1, 'twice'), 'commit']),
      ).rejects.toThrow(/duplicate key/);
      await sql`rollback`.execute(connection);
      const [rows] = await sendTogether(connection, [count(connection)]);
      expect(rows).toEqual([{ count: 0 }]);
    });
  });

  it('should keep at most 300 queries prepared on a connection, dropping the least recently used', async () => {
    await database.db.connection().execute(async (connection) => {
      const query = (index: number) =>
        notes(connection)
          .selectFrom('notes')
          .select(sql<number>`${sql.lit(index)}::int`.as('value'))
          .where('id', '=', index)
          .compile();
      await sendTogether(connection, [insert(connection, 7, 'seven')]);
      for (let index = 0; index < 510; index += 1) {
        await sendTogether(connection, [query(index)]);
      }
      const [rows] = await sendTogether(connection, [query(7)]);
      expect(rows).toEqual([{ value: 7 }]);
      const { rows: names } = await preparedNames.execute(connection);
      expect(names.filter((row) => row.name.startsWith('s'))).toHaveLength(300);
    });
  });

  it('should fail once and then work when another process changed a table under a prepared query', async () => {
    await database.db.connection().execute(async (connection) => {
      const read = () => sendTogether(connection, [notes(connection).selectFrom('notes').selectAll().compile()]);
      await sendTogether(connection, [insert(connection, 1, 'first')]);
      expect((await read())[0]).toEqual([{ id: 1, text: 'first', done: false, score: 0 }]);
      const otherProcess = new pg.Client({ connectionString: database.url });
      await otherProcess.connect();
      await otherProcess.query(`alter table notes add column author text not null default 'Ona'`);
      await otherProcess.end();
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect((await read())[0]).toEqual([{ id: 1, text: 'first', done: false, score: 0, author: 'Ona' }]);
    });
  });
});

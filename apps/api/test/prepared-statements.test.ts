import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import pg from 'pg';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { POSTGRES_ADMIN_URL } from './postgres.js';

// PostgreSQL connections prepare what they run (see preparingStatements in db/database.ts): each statement text
// is parsed and planned once per connection, and a connection keeps at most 500 of them.
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

  it('should keep at most 500 statements on a connection and run the others unprepared', async () => {
    await handle.db.connection().execute(async (connection) => {
      for (let index = 0; index < 520; index += 1) {
        const { rows } = await sql<{ value: number }>`select ${sql.lit(index)}::int as value`.execute(connection);
        expect(rows[0]!.value).toBe(index);
      }
      const { rows } = await preparedCount.execute(connection);
      expect(rows[0]!.count).toBe(500);
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

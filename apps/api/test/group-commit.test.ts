import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/database.js';
import { createGroupCommitWriter } from '../src/db/write-lock.js';

// The SQLite writer of every reservation write: writes that arrive together share one transaction (one durable
// commit), each in its own savepoint so that a failing write rolls back alone.
describe('SQLite group commit', () => {
  let db: Kysely<Database>;
  let transactions: number;

  beforeEach(async () => {
    transactions = 0;
    db = createDatabase(':memory:').db.withPlugin({
      transformQuery(args) {
        if (args.node.kind === 'RawNode' && args.node.sqlFragments.join('').startsWith('begin immediate')) {
          transactions += 1;
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    await sql`create table notes (text text not null)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const note = (text: string) => async (trx: Kysely<Database>) => {
    await sql`insert into notes (text) values (${text})`.execute(trx);
    return text;
  };
  const stored = async () =>
    (await sql<{ text: string }>`select text from notes order by rowid`.execute(db)).rows.map((row) => row.text);

  it('should commit writes that arrive together in one transaction', async () => {
    const write = createGroupCommitWriter(db);
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((text) => write(note(text))));
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(await stored()).toEqual(['a', 'b', 'c', 'd']);
    expect(transactions).toBe(1);
  });

  it('should roll back a failing write alone and keep the others of its transaction', async () => {
    const write = createGroupCommitWriter(db);
    const failing = async (trx: Kysely<Database>) => {
      await note('lost')(trx);
      throw new Error('the time is already taken');
    };
    const outcomes = await Promise.allSettled([write(note('first')), write(failing), write(note('last'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored()).toEqual(['first', 'last']);
    expect(transactions).toBe(1);
  });

  it('should run a write that arrives later in a transaction of its own', async () => {
    const write = createGroupCommitWriter(db);
    await write(note('morning'));
    await write(note('evening'));
    expect(await stored()).toEqual(['morning', 'evening']);
    expect(transactions).toBe(2);
  });
});

import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { type Database } from './database.js';
import { idListsAsOneParameter } from './id-lists.js';

// Compiling needs no connection: the pool is never used.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool() }) });

const query = ({ until, resourceId }: { until: string; resourceId: number }) =>
  db
    .selectFrom('reservations')
    .select(['id', 'name'])
    .where('status', '!=', 'rejected')
    .where('resource_id', '=', resourceId)
    .where('starts_at', '<', until)
    .limit(5);

describe('compiledOnce', () => {
  it('should answer what building the query anew answers, each value in its place', () => {
    const compiled = compiledOnce<{ until: string; resourceId: number }, unknown>(['until', 'resourceId'], query);
    for (const values of [
      { until: '2026-11-23T10:00:00.000Z', resourceId: 7 },
      { until: '2027-01-01T00:00:00.000Z', resourceId: 12 },
    ]) {
      const fresh = query(values).compile();
      expect(compiled(values).sql).toBe(fresh.sql);
      expect(compiled(values).parameters).toEqual(fresh.parameters);
    }
  });

  it('should refuse a name the query does not use', () => {
    expect(() =>
      compiledOnce<{ until: string; resourceId: number; itemId: number }, unknown>(
        ['until', 'resourceId', 'itemId'],
        query,
      ),
    ).toThrow(/does not use itemId/);
  });

  describe('with lists of ids', () => {
    // As the application's databases compile them: each list one parameter (db/id-lists.ts).
    const dialects = {
      postgres: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool() }),
        plugins: [idListsAsOneParameter('postgres')],
      }),
      sqlite: new Kysely<Database>({
        dialect: new SqliteDialect({ database: () => Promise.reject(new Error('never connected')) }),
        plugins: [idListsAsOneParameter('sqlite')],
      }),
    };
    type Values = { ids: readonly number[]; until: string };
    for (const [dialect, listDb] of Object.entries(dialects)) {
      const listQuery = ({ ids, until }: Values) =>
        listDb.selectFrom('reservations').select('id').where('resource_id', 'in', ids).where('starts_at', '<', until);

      it(`should send each list whole, whatever its length (${dialect})`, () => {
        const compiled = compiledOnce<Values, unknown>(['ids', 'until'], listQuery, ['ids']);
        for (const values of [
          { ids: [3], until: '2026-11-23T10:00:00.000Z' },
          { ids: [1, 2, 40, 7], until: '2027-01-01T00:00:00.000Z' },
          { ids: [], until: '2027-01-01T00:00:00.000Z' },
        ]) {
          const fresh = listQuery(values).compile();
          expect(compiled(values).sql).toBe(fresh.sql);
          expect(compiled(values).parameters).toEqual(fresh.parameters);
        }
      });
    }

    it('should refuse a list the query sends as one value (without the id-lists plugin)', () => {
      expect(() =>
        compiledOnce<{ ids: readonly number[] }, unknown>(
          ['ids'],
          ({ ids }) => db.selectFrom('reservations').select('id').where('resource_id', 'in', ids),
          ['ids'],
        ),
      ).toThrow(/sends the list ids as one value/);
    });
  });
});

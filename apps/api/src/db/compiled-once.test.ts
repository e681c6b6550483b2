import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { type Database } from './database.js';

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
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { HttpClient, type ServerProcess, startServer } from './processes.js';

const DAY = 86_400_000;
const date = (offset: number) => new Date(Date.UTC(2026, 11, 1) + offset * DAY).toISOString().slice(0, 10);

/** Occurrences per series of this test (named `Crash …`), by series id, as stored. */
async function seriesSizes(dialect: string, url: string): Promise<Map<number, number>> {
  const query =
    "select repeater_id as id, count(*) as count from reservations where name like 'Crash %' group by repeater_id";
  if (dialect === 'sqlite') {
    const database = new SqliteDatabase(url, { readonly: true });
    try {
      const rows = database.prepare(query).all() as { id: number; count: number }[];
      return new Map(rows.map((row) => [row.id, Number(row.count)]));
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; count: string }>(query);
    return new Map(rows.map((row) => [row.id, Number(row.count)]));
  } finally {
    await client.end();
  }
}

/*
 * Issue 13, "racing and crashes": the server is killed with SIGKILL while four clients create five-day series as
 * fast as it answers. After a restart every series it acknowledged (201) is there with all five occurrences, and no
 * series is there in part.
 */
describe.each(DIALECTS)('a kill -9 under write load on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('should keep every acknowledged series whole and no series in part', async () => {
    let databaseUrl = join(mkdtempSync(join(tmpdir(), 'laikas-crash-')), 'laikas.sqlite');
    if (dialect === 'postgres') {
      database = await createTestDatabase('postgres');
      databaseUrl = database.url;
    }
    server = await startServer(databaseUrl);
    const resources = await (async () => {
      const client = new HttpClient(server.url);
      await client.login('admin', 'laikas2026');
      return (await (await client.request('GET', '/api/resources')).json()) as { data: { items: { id: number }[] }[] };
    })();
    const acknowledged: { id: number; occurrences: number }[] = [];
    let stop = false;
    const worker = async (index: number) => {
      const client = new HttpClient(server!.url);
      await client.login('admin', 'laikas2026');
      const itemId = resources.data[index]!.items[0]!.id;
      for (let step = 0; !stop && step < 120; step += 1) {
        const from = date(step * 5);
        try {
          const response = await client.request('POST', `/api/items/${itemId}/reservations`, {
            name: `Crash ${index}-${step}`,
            type: 'event',
            from,
            to: from,
            from_time: { hours: 10, minutes: 0 },
            to_time: { hours: 10, minutes: 30 },
            repeater: { type: 'daily', interval: 1, until: date(step * 5 + 4), weekdays: [] },
          });
          if (response.status === 201) {
            const body = (await response.json()) as { data: { repeater_id: number | null }[] };
            acknowledged.push({ id: body.data[0]!.repeater_id!, occurrences: body.data.length });
          } else {
            await response.arrayBuffer();
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await server.stop('SIGKILL');
    stop = true;
    await load;
    expect(acknowledged.length).toBeGreaterThan(4);

    server = await startServer(databaseUrl);
    const sizes = await seriesSizes(dialect, databaseUrl);
    for (const series of acknowledged) {
      expect(series.occurrences).toBe(5);
      expect(sizes.get(series.id), `acknowledged series ${series.id}`).toBe(5);
    }
    // Every series of the test that reached the database, acknowledged or cut off by the kill, is whole.
    expect([...sizes.entries()].filter(([, count]) => count !== 5)).toEqual([]);
    expect(sizes.size).toBeGreaterThanOrEqual(acknowledged.length);
    console.log(`${dialect}: ${acknowledged.length} series acknowledged before the kill, all whole after the restart`);
  }, 300_000);
});

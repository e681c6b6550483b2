/*
 * Memory under requests with id lists of every length (issue 13, finding 1; issue 34 moved it out of the api suite).
 * Prints the server's resident memory (and, on PostgreSQL, its backends') before and after; fails only above the
 * bound that tells the old leak from garbage.
 *
 *   npx tsx bench/memory.ts [sqlite|postgres]      # or: ./laikas bench memory
 *
 * The leak: every request whose id lists had a new length was a new SQL text, prepared and kept; 200 requests took a
 * SQLite server from 139 MB to 1,333 MB, 100 grew one PostgreSQL backend by 396 MB. Here the real server
 * (`apps/api/src/server.ts` with the demo data, as the api suites start it) on a fresh SQLite file or PostgreSQL
 * database takes 1,000 reservation requests from the demo student, each with lists of a length no earlier request had
 * (up to the caps, then far beyond them as the attacker did); every one must be refused (422). What remains after the
 * fix is request garbage V8 has not collected yet: 80-130 MB depending on when the collector last ran (more on a busy
 * machine), so the bound (250 MB for the server, 40 MB for its backends) sits well above that and well below the leak.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { HttpClient, onPostgresServer, postgresUrl, rssOf, startServer, uniqueName } from './support/apps.js';
import { loadAverage } from './support/server.js';

const MB = 1024 * 1024;
const REQUESTS = 1000;
const BOUND = { server: 250 * MB, backends: 40 * MB };
const dialects = process.argv[2] ? [process.argv[2]] : ['sqlite', 'postgres'];

/** Resident memory of the PostgreSQL server processes serving the database, in bytes. */
async function backendsRss(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.reduce((sum, row) => {
      try {
        return sum + rssOf(row.pid);
      } catch {
        return sum; // ended meanwhile
      }
    }, 0);
  } finally {
    await client.end();
  }
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const change = (bytes: number) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;

/** Runs the requests against a server on a fresh database of the dialect; answers whether it stayed within bounds. */
async function measure(dialect: string): Promise<boolean> {
  let databaseUrl = join(mkdtempSync(join(tmpdir(), 'laikas-memory-')), 'laikas.sqlite');
  const name = uniqueName('laikas_bench_memory');
  if (dialect === 'postgres') {
    await onPostgresServer(`create database ${name}`);
    databaseUrl = postgresUrl(name);
  }
  const server = await startServer(databaseUrl);
  try {
    const client = new HttpClient(server.url);
    await client.login('studentas', 'laikas2026');
    const resources = (await (await client.request('GET', '/api/resources')).json()) as {
      data: { items: { id: number }[] }[];
    };
    const itemId = resources.data[0]!.items[0]!.id;
    const ids = (length: number, from = 100_000) => Array.from({ length }, (_, index) => from + index);
    const send = (index: number) => {
      // Lengths 1–500 within the caps (each list reaches the database), then 501–9,982 beyond them.
      const length = index < 500 ? index + 1 : 501 + (index - 500) * 19;
      return client.request('POST', `/api/items/${itemId}/reservations`, {
        name: 'Lists',
        from: '2030-01-07',
        to: '2030-01-07',
        from_time: { hours: 10, minutes: 0 },
        to_time: { hours: 11, minutes: 30 },
        invitations: ids(length),
        groups: ids(Math.min(50, (index % 50) + 1)),
        annexes: ids(Math.min(20, (index % 20) + 1)),
        reservable: ids(Math.min(100, (index % 100) + 1)),
      });
    };

    // Warm up (first requests load code and fill the caches of fixed statements).
    for (let index = 0; index < 20; index += 1) {
      await (await send(index)).arrayBuffer();
    }
    const backends = async () => (dialect === 'postgres' ? await backendsRss(databaseUrl) : 0);
    const before = { server: server.rss(), backends: await backends() };
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let index = 0; index < REQUESTS; index += 1) {
      const response = await send(index);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = { server: server.rss(), backends: await backends() };
    const answers = [...statuses].map(([status, count]) => `${status} ×${count}`).join(', ');
    console.log(
      `${dialect}: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${answers}); server ${mb(before.server)} → ` +
        `${mb(after.server)} (${change(after.server - before.server)}, bound ${mb(BOUND.server)})` +
        (dialect === 'postgres'
          ? `; its PostgreSQL processes ${mb(before.backends)} → ${mb(after.backends)} ` +
            `(${change(after.backends - before.backends)}, bound ${mb(BOUND.backends)})`
          : '') +
        `; load average ${loadAverage()}`,
    );
    const refusedAll = statuses.size === 1 && statuses.has(422);
    const within = after.server - before.server < BOUND.server && after.backends - before.backends < BOUND.backends;
    if (!refusedAll) {
      console.log(`${dialect}: FAILED: every request should have been refused with 422`);
    }
    if (!within) {
      console.log(`${dialect}: FAILED: memory grew past the bound (the leak of issue 13, finding 1?)`);
    }
    return refusedAll && within;
  } finally {
    await server.stop('SIGKILL');
    if (dialect === 'postgres') {
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    }
  }
}

let ok = true;
for (const dialect of dialects) {
  ok = (await measure(dialect)) && ok;
}
process.exit(ok ? 0 : 1);

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { buildTestApp, createTestDatabase, DIALECTS, testConfig, type TestApp, type TestDatabase } from './helper.js';
import { POSTGRES_ADMIN_URL } from './postgres.js';
import { freePort } from './processes.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 37: the probes for operators, and what a request answers while the database is away or the loop busy. */
describe.each(DIALECTS)('health on %s', (dialect) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  describe('GET /api/health/live', () => {
    it('should answer 200 without a session', async () => {
      test = await buildTestApp(dialect);
      const response = await test.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'live' });
      expect(response.headers['set-cookie'] ?? []).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/session/)]),
      );
    });
  });

  describe('GET /api/health/ready', () => {
    it('should answer 200 with every check passed on a migrated database', async () => {
      test = await buildTestApp(dialect);
      const response = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        checks: { database: true, migrations: true, jobs: true, shutting_down: false },
      });
    });

    it('should answer 503 while the jobs start and while shutting down', async () => {
      test = await buildTestApp(dialect);
      test.app.readiness.jobs = 'starting';
      const starting = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: 'not ready', checks: { jobs: false } });
      test.app.readiness.jobs = 'running';
      test.app.readiness.closing = true;
      const closing = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(closing.statusCode).toBe(503);
      expect(closing.headers['retry-after']).toMatch(/^\d+$/);
      expect(closing.json()).toMatchObject({ checks: { shutting_down: true } });
    });
  });

  it('should answer 503 with Retry-After and a translated message when the event loop is saturated', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'laikas-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Laikas</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'screen-abc123.js'), 'export const screen = 1;');
    test = await buildTestApp(dialect, { maxEventLoopDelayMs: 40, webDist });
    // Saturated for two and a half seconds (every task holds the loop 100 ms): more than one of under-pressure's
    // one-second samples of the delay.
    const until = Date.now() + 2_500;
    while (Date.now() < until) {
      const task = Date.now() + 100;
      while (Date.now() < task) {
        // holding the loop, as a runaway request would
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const busy = await test.app.inject({ method: 'GET', url: '/api/settings', headers: { 'accept-language': 'lt' } });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy.json()).toEqual({
      message: 'Serveris šiuo metu per daug apkrautas. Bandykite dar kartą po kelių sekundžių.',
    });
    // A walk under load: a page opened in the browser showed the raw JSON. A page asked for is a small page in the
    // person's language that tries again by itself after Retry-After, with a link to try now; /api keeps its JSON.
    for (const [language, said, again] of [
      ['lt', 'Serveris šiuo metu per daug apkrautas', 'Bandyti dabar'],
      ['en', 'The server is too busy right now', 'Try now'],
    ] as const) {
      const page = await test.app.inject({
        method: 'GET',
        url: '/resources/25?view=week',
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': language },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['retry-after']).toMatch(/^\d+$/);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(said);
      expect(page.body).toContain(`<meta http-equiv="refresh" content="${page.headers['retry-after']}">`);
      expect(page.body).toMatch(new RegExp(`<a href="/resources/25\\?view=week">${again}</a>`));
    }
    const api = await test.app.inject({ method: 'GET', url: '/api/settings', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(503);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const live = await test.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    // A page already loaded still gets its screens' code (a file read from disk): refused, it stayed broken until
    // the person reloaded it.
    const script = await test.app.inject({ method: 'GET', url: '/assets/screen-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('export const screen = 1;');
  });
});

describe.skipIf(!DIALECTS.includes('postgres'))('a database away, on postgres', () => {
  let app: FastifyInstance | undefined;
  let handle: DatabaseHandle | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await handle?.db.destroy();
    handle = undefined;
    await database?.drop();
    database = undefined;
  });

  it('should answer 503 with Retry-After and a translated message, never a 500, when no connection can be opened', async () => {
    handle = createDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/laikas`);
    app = await buildApp(testConfig({ appSecret: 'a secret of this test' }), {
      database: handle,
      logger: false,
      migrate: false,
    });
    for (const [language, message] of [
      ['en', 'The database cannot be reached at the moment; nothing was changed. Please try again in a few seconds.'],
      ['lt', 'Duomenų bazė šiuo metu nepasiekiama; nieko nepakeista. Bandykite dar kartą po kelių sekundžių.'],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual({ message });
    }
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: false, migrations: false } });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('should drop pooled connections the server ended and answer from new ones (no unhandled error event)', async () => {
    database = await createTestDatabase('postgres', { migrated: true });
    // The pool tells of each idle connection it lost (server.ts logs it): the test waits for those, not for a time.
    let lost = 0;
    const url = new URL(database.url);
    url.searchParams.set('application_name', 'laikas-pool-under-test');
    handle = createDatabase(url.href, { onConnectionError: () => (lost += 1) });
    app = await buildApp(testConfig(), { database: handle, logger: false, migrate: !database.migrated });
    // Connections in the pool, idle.
    await Promise.all([1, 2, 3].map(() => app!.inject({ method: 'GET', url: '/api/health/ready' })));
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    const { rowCount: ended } = await admin
      .query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'laikas-pool-under-test'`)
      .finally(() => admin.end());
    expect(ended).toBeGreaterThan(0);
    for (const deadline = Date.now() + 60_000; lost < ended! && Date.now() < deadline;) {
      await sleep(20);
    }
    expect(lost).toBe(ended);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { type ServerProcess, startServer } from './processes.js';

describe.each(DIALECTS)('the server process on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('should migrate, seed, print the URL and demo logins, serve, and stop cleanly on SIGTERM', async () => {
    let databaseUrl = join(mkdtempSync(join(tmpdir(), 'laikas-server-')), 'laikas.sqlite');
    if (dialect === 'postgres') {
      database = await createTestDatabase('postgres');
      // The server opens its own connections; the test's handle is only used to drop the database.
      databaseUrl = database.url;
    }
    server = await startServer(databaseUrl);
    expect(server.output()).toMatch(/studentas\s+laikas2026/);
    expect(server.output()).toMatch(/superadmin\s+laikas2026/);

    const response = await fetch(`${server.url}/api/settings`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { version: string } }).data.version).toBe('1.0.3');

    const { child } = server;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 150_000);
});

describe('the server process started with a setting it cannot run with', () => {
  it('should exit with 1 and the setting named, no stack trace', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'development', DELIVERY_INTERVAL_SECONDS: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe('laikas: DELIVERY_INTERVAL_SECONDS must be at least 1, got "0"');
    expect(started.stdout).toBe('');
  }, 90_000);
});

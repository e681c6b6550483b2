import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

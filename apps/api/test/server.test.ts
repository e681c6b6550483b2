import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitFor(output: () => string, text: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (output().includes(text)) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`"${text}" never appeared:\n${output()}`));
      }
    }, 100);
  });
}

describe.each(DIALECTS)('the server process on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
    }
    await database?.drop();
  });

  it('should migrate, seed, print the URL and demo logins, serve, and stop cleanly on SIGTERM', async () => {
    let databaseUrl = join(mkdtempSync(join(tmpdir(), 'laikas-server-')), 'laikas.sqlite');
    if (dialect === 'postgres') {
      database = await createTestDatabase('postgres');
      // The server opens its own connections; the test's handle is only used to drop the database.
      databaseUrl = database.url;
    }
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/server.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'laikas-server-uploads-')),
        WEB_DIST: join(tmpdir(), 'laikas-no-web-dist'),
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    await waitFor(() => output, `Laikas is running at http://127.0.0.1:${port}/`, child, 90_000);
    expect(output).toMatch(/studentas\s+laikas2026/);
    expect(output).toMatch(/superadmin\s+laikas2026/);

    const response = await fetch(`http://127.0.0.1:${port}/api/settings`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { version: string } }).data.version).toBe('1.0.3');

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 120_000);
});

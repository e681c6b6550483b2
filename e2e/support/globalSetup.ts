import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/web-build.mjs';

const root = join(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer at ${url}:\n${output()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's SQLite database (support/demoUsers.ts resets the demo users' languages between tests). */
    databaseFile: string;
    /** Where the server writes each e-mail as an .eml file (no SMTP server in e2e). */
    mailDir: string;
  }
}

/**
 * Builds the web app for production into a folder of its own (apps/web/dist-e2e, rebuilt only when its sources
 * changed; never apps/web/dist, which `./laikas start` serves to users), then starts the real server (API + built app) on a free port with
 * a fresh SQLite database seeded with the demo university. Every e2e file talks to it.
 */
export default async function setup(project: TestProject) {
  const webDist = join(root, 'apps/web/dist-e2e');
  if (!ensureWebBuild(webDist).ok) {
    throw new Error('The web app did not build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'laikas-e2e-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      DATABASE_URL: `sqlite:${join(dataDir, 'laikas.sqlite')}`,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/api/settings`, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', join(dataDir, 'mail'));
  project.provide('databaseFile', join(dataDir, 'laikas.sqlite'));

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

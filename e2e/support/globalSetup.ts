import { spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import type { E2eServer } from './server';
import { E2E_WORKERS } from './workers';

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
  // A fresh database is migrated at start: minutes on a 2-core machine at load average 25.
  const deadline = Date.now() + 300_000;
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

/** Starts the real server on a free port with the e2e data folder and waits until it answers. */
async function startServer(
  webDist: string,
  dataDir: string,
  logStream: WriteStream,
): Promise<{ child: ChildProcess; baseUrl: string }> {
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
      // info: every request and every security event (sign-ins, refusals…) is in the log the teardown scans.
      LOG_LEVEL: 'info',
      // One server for every file at once (an ITC import among them): its "too busy" 503 (apps/api health.test.ts
      // covers it) is not what these journeys are about, and it failed one at load average 3.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Migrating a fresh database and loading the server's modules took over Fastify's 10 s (and 120 s) at load
      // average 23-29.
      STARTUP_TIMEOUT_MS: '300000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    logStream.write(chunk);
    if (log.length < 200_000) {
      log += chunk.toString(); // the start-up's output, for an error message
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/api/settings`, child, () => log);
  return { child, baseUrl };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (support/server.ts picks a file's). */
    servers: E2eServer[];
    /** Where the browser notes every secret it sends or is given (support/browser.ts; see leakedSecrets below). */
    secretsFile: string;
  }
}

/** Starts one server with a fresh SQLite database seeded with the demo university, in a data folder of its own. */
async function startOne(
  webDist: string,
): Promise<{ server: E2eServer; child: ChildProcess; dataDir: string; logFile: string; logStream: WriteStream }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'laikas-e2e-'));
  // The server's whole log goes to a file, scanned for secrets when the run ends (issue 13).
  const logFile = join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);
  // The free port is free when asked, not necessarily when the server binds it (another process may have been
  // given it meanwhile): a server that could not listen is started again on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { child, baseUrl } = await startServer(webDist, dataDir, logStream);
      const server = { baseUrl, databaseFile: join(dataDir, 'laikas.sqlite'), mailDir: join(dataDir, 'mail') };
      return { server, child, dataDir, logFile, logStream };
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) {
        throw error;
      }
    }
  }
}

/**
 * Builds the web app for production into a folder of its own (apps/web/dist-e2e, rebuilt only when its sources
 * changed; never apps/web/dist, which `./laikas start` serves to users), then starts one real server (API + built app)
 * per worker (E2E_WORKERS), each on a fresh SQLite database seeded with the demo university. A worker's files talk to
 * its own server, one after the other.
 */
export default async function setup(project: TestProject) {
  const webDist = join(root, 'apps/web/dist-e2e');
  if (!ensureWebBuild(webDist).ok) {
    throw new Error('The web app did not build');
  }
  const secretsDir = mkdtempSync(join(tmpdir(), 'laikas-e2e-secrets-'));
  const secretsFile = join(secretsDir, 'secrets.txt');
  appendFileSync(secretsFile, '');
  const started = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startOne(webDist)));
  project.provide(
    'servers',
    started.map(({ server }) => server),
  );
  project.provide('secretsFile', secretsFile);

  return async () => {
    const leaks: string[] = [];
    for (const { child, dataDir, logFile, logStream } of started) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await new Promise((resolve) => logStream.end(resolve));
      const found = leakedSecrets(readFileSync(logFile, 'utf8'), readFileSync(secretsFile, 'utf8'));
      if (found.length > 0) {
        const kept = join(root, 'e2e', `server-log-with-secrets-${leaks.length}.log`);
        copyFileSync(logFile, kept);
        leaks.push(`${kept}:`, ...found);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(secretsDir, { recursive: true, force: true });
    if (leaks.length > 0) {
      throw new Error(`The server's log of this e2e run holds secrets:\n${leaks.join('\n')}`);
    }
  };
}

/**
 * Issue 13, the security log: no password, session cookie or XSRF token may ever be written to the server's log.
 * Checked over the structured log of the whole e2e run against the demo password and every secret the browser sent or was
 * given during it (support/browser.ts notes passwords typed into sign-in and password forms, and every cookie the
 * server set: session tokens and XSRF tokens). Names where each leaked, never the secret itself.
 */
export function leakedSecrets(logText: string, notedSecrets: string): string[] {
  // The demo university's password (DEMO_PASSWORD in apps/api/src/seed/demo.ts) and the ones the tests may be given.
  const demoPasswords = [
    'laikas2026',
    process.env.E2E_STUDENT_PASSWORD,
    process.env.E2E_TEACHER_PASSWORD,
    process.env.E2E_ADMIN_PASSWORD,
  ];
  const secrets = new Map<string, string>(
    demoPasswords.filter((value): value is string => !!value).map((value) => [value, 'a demo password']),
  );
  for (const line of notedSecrets.split('\n')) {
    const tab = line.indexOf('\t');
    const [kind, value] = tab < 0 ? ['', ''] : [line.slice(0, tab), line.slice(tab + 1)];
    // Short values (a one-letter password a validation test typed) would match any log by chance.
    if (value.length >= 8 && !secrets.has(value)) {
      secrets.set(value, kind);
    }
  }
  // The structured log (pino's JSON lines). The development server's start-up banner is not a log line: it prints
  // the demo logins on purpose, for a person starting the app.
  const lines = logText.split('\n').map((line) => (line.startsWith('{') ? line : ''));
  const leaks: string[] = [];
  for (const [secret, kind] of secrets) {
    const at = lines.findIndex((line) => line.includes(secret));
    if (at >= 0) {
      leaks.push(`- ${kind} (${secret.slice(0, 3)}…) on line ${at + 1} of the log`);
    }
  }
  return leaks;
}

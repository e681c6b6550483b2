/*
 * What every HTTP benchmark shares: the real server started as its own process (`apps/api/src/server.ts`,
 * `NODE_ENV=production`), signing in over HTTP as the web app does (session cookie + echoed XSRF token), CPU read
 * from /proc, percentiles, and the machine's load average printed beside the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const TIME_ZONE = 'Europe/Vilnius';
/** The password of every user a benchmark creates. */
export const BENCH_PASSWORD = 'bench-password';

export interface RunningServer {
  child: ChildProcess;
  address: string;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The server as production runs it, on `databaseUrl`: its own process, its own connections, no demo data. It
 * serves the web app from `webDist` (a folder without a build by default: the API only). `checkout`: the server of
 * another checkout (with its node_modules), for a before/after in one run.
 */
export async function startServer(
  databaseUrl: string,
  webDist = join(tmpdir(), 'laikas-no-web-dist'),
  checkout = root,
  /** More environment for the server: a switch of db/ or the HTTP layer that `compare --switch` measures. */
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(checkout, 'apps/api/src/server.ts')], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      TIME_ZONE,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  // Two minutes: on a loaded machine (load average 20 on two cores) a start on PostgreSQL has taken 45 s. The server
  // listens before it is built and answers 503 ("starting") until then: wait for another answer.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      const response = await fetch(`${address}/api/csrf-cookie`);
      await response.arrayBuffer();
      if (response.status === 503) {
        throw new Error('starting');
      }
      return { child, address };
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** Stops a server started by `startServer` and waits for its process to end. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) {
    return;
  }
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await exited;
}

/** A signed-in HTTP session of `uid`: the headers the web app sends (cookies, XSRF token, JSON). */
export async function signIn(base: string, uid = 'bench', password = BENCH_PASSWORD): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const headers = () => ({
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
  });
  remember(await fetch(`${base}/api/csrf-cookie`));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ uid, password }),
  });
  if (login.status !== 200) {
    throw new Error(`login failed: ${login.status} ${await login.text()}`);
  }
  remember(login);
  return headers();
}

/**
 * The cookies of a signed-in session (`signIn`'s headers) as a browser context takes them, for the server on
 * 127.0.0.1. A production server names its session cookie `__Host-…`: secure, for the whole host (Chromium takes
 * secure cookies from http://127.0.0.1, a secure context).
 */
export function browserCookies(headers: Record<string, string>) {
  return headers
    .cookie!.split('; ')
    .map((pair) => pair.split('='))
    .map(([name, ...value]) => ({
      name: name!,
      value: value.join('='),
      domain: '127.0.0.1',
      path: '/',
      secure: name!.startsWith('__Host-') || name!.startsWith('__Secure-'),
    }));
}

/** CPU milliseconds (user + system) process `pid` has used so far, from /proc (Linux). */
export function cpuMs(pid: number, options: { withEndedChildren?: boolean } = {}): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const childTicks = options.withEndedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return ((ticks + childTicks) * 1000) / 100;
}

/** CPU milliseconds every PostgreSQL process on the machine has used so far (0 where there is none). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        // A backend whose connection closed during the run (a pool's idle timeout) takes its CPU with it; the
        // postmaster's ended children's CPU gives it back.
        total += cpuMs(Number(entry), { withEndedChildren: true });
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** CPU milliseconds of each PostgreSQL process serving `database` now (its command line names it), by pid. */
export function postgresBackendsCpuMs(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      if (
        readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres' &&
        readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)
      ) {
        found.set(Number(entry), cpuMs(Number(entry)));
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** What a bench reads of an autocannon run. */
export interface LoadRun {
  '2xx': number;
  non2xx: number;
  errors: number;
  requests: { average: number };
  latency: { p50: number; p99: number };
}

/** The value below which `share` of `values` lie (0 for none). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** This machine's load average (1, 5, 15 minutes), printed beside the figures. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until `child` (named `name` in errors) accepts connections on `port` of loopback: 20 s at most. */
export async function listening(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not listen`);
}

/** A real server process (`apps/api/src/server.ts`) on a free port. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resident memory of the process, in bytes (Linux). */
  rss(): number;
  /** Ends it with the signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/**
 * Starts `server.ts` and waits until it is running (`until: 'running'`, its banner: migrated, seeded, jobs started)
 * or only until it answers /api/health/live (`'live'`: it listens, whether or not its database is there).
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  { until = 'running' }: { until?: 'running' | 'live' } = {},
): Promise<ServerProcess> {
  // The free port is free when asked, not necessarily when the server binds it (another test may have been given
  // it meanwhile): a server that could not listen is started again on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(databaseUrl, env, until);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) {
        throw error;
      }
    }
  }
}

async function startServerOnce(
  databaseUrl: string,
  env: Record<string, string>,
  until: 'running' | 'live',
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'laikas-server-uploads-')),
      WEB_DIST: join(tmpdir(), 'laikas-no-web-dist'),
      // No "too busy" 503 (health.test.ts covers it): on a loaded machine it answered a slow-client case's other
      // requests (issue 34), and no case that starts a process is about it; a case may still set its own.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    let live = false;
    const timer = setInterval(() => {
      if (until === 'live' && !live) {
        fetch(`${url}/api/health/live`).then(
          (response) => (live = response.status === 200),
          () => {},
        );
      }
      if (output.includes(`Laikas is running at ${url}/`) || live) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || Date.now() - started > 120_000) {
        clearInterval(timer);
        reject(new Error(`the server did not start:\n${output}`));
      }
    }, 100);
  });
  return {
    child,
    url,
    output: () => output,
    rss: () => rssOf(child.pid!),
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      await exited;
    },
  };
}

/** A fetch client that keeps cookies and echoes the XSRF token, as the web app does. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) {
      await this.askAgainWhileBusy('the CSRF cookie', () => this.request('GET', '/api/csrf-cookie'));
    }
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) {
      all['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    if (body !== undefined) {
      all['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie)) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    return response;
  }

  /** Signs in (asked again while the server answers 503). */
  async login(uid: string, password: string) {
    await this.askAgainWhileBusy(`login of ${uid}`, () => this.request('POST', '/api/login', { uid, password }));
  }

  /**
   * A 503 (a server just started, or on a busy machine its event loop over the limit) is asked again after its
   * Retry-After, at most 2 s and ten times, as the app's client does; any other answer but 200 fails. The CSRF cookie
   * too: without it the next write would be refused as a stale page (403), not for anything the test is about.
   */
  private async askAgainWhileBusy(what: string, ask: () => Promise<Response>): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const response = await ask();
      if (response.status === 200 || response.status === 204) {
        await response.arrayBuffer();
        return;
      }
      if (response.status !== 503 || attempt >= 10) {
        throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
      }
      await response.arrayBuffer();
      const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, 2);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}

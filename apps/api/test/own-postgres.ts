import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './processes.js';

const run = promisify(execFile);

/** Debian's server binaries of the newest PostgreSQL installed (/usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (majors.length === 0) {
    throw new Error(`no PostgreSQL server binaries under ${root}`);
  }
  return join(root, majors.at(-1)!, 'bin');
}

/**
 * A PostgreSQL instance of a test's own (issue 37), to stop and start as an operator would: initdb in a temporary
 * folder, a free loopback port, trust authentication. PostgreSQL refuses to run as root, so as root (CI) its
 * commands run as the `postgres` user.
 */
export interface OwnPostgres {
  port: number;
  /** The URL of database `name` on it. */
  url(name: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m <mode>`: `immediate` is a crash (no checkpoint, clients cut), `fast` a clean restart. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  /** `pg_ctl start`, answering when it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
  /** Its server log (for a failing test's message). */
  log(): string;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'laikas-own-postgres-'));
  const data = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const command = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  // --no-sync and fsync=off: speed. What this test crashes is the server process, never the machine, so a commit in
  // the operating system's cache survives as it would on disk.
  await command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  let port = 0;
  const start = async () => {
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c max_connections=100`;
    await command('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  };
  // The free port is free when asked, not necessarily when PostgreSQL binds it (another test may have been given it
  // meanwhile): a server that could not bind is started again on another.
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await start();
      break;
    } catch (error) {
      if (attempt === 3 || !readFileSync(logFile, 'utf8').includes('Address already in use')) {
        throw error;
      }
    }
  }
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let running = true;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop(mode) {
      await command('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) {
        await command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      }
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { postgresUrl, uniqueName } from './postgres.js';
import { type ServerProcess, startServer } from './processes.js';

/*
 * What an operator installing Laikas sees when a setting is wrong (docs/operations.md, "Configuration"): the server
 * and the command-line tools stop with one line, `laikas: …`, naming what to fix, and exit code 1: never a stack
 * trace, never a password, never a start on something else than what was meant.
 */

/** A server process started with `env`, run until it exits (or 60 s). */
function serverWith(env: Record<string, string>) {
  const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'laikas-operator-uploads-')),
      WEB_DIST: join(tmpdir(), 'laikas-no-web-dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: started.status, stderr: started.stderr.trim(), stdout: started.stdout };
}

/** A command-line tool (`apps/api/src/cli/<script>`) with `env`, as `./laikas <command>` runs it. */
function cli(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/cli', script), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout };
}

/** One line that starts with `laikas: ` and no stack frame. */
function expectOneLine(stderr: string) {
  expect(stderr.split('\n')).toHaveLength(1);
  expect(stderr).toMatch(/^laikas: /);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('a DATABASE_URL with a mistyped scheme', () => {
  it('should stop the server with one line naming DATABASE_URL, and create no SQLite file named like the URL', () => {
    const work = mkdtempSync(join(tmpdir(), 'laikas-operator-'));
    const started = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/server.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_URL: `postgress://laikas:${'secret-5f2c'}@127.0.0.1:5432/laikas`,
        UPLOAD_DIR: join(work, 'uploads'),
        WEB_DIST: join(tmpdir(), 'laikas-no-web-dist'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    const stderr = started.stderr.trim();
    expectOneLine(stderr);
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).toContain('postgress://');
    expect(stderr).not.toContain('secret-5f2c');
    expect(existsSync(join(REPO_ROOT, 'postgress:'))).toBe(false);
  }, 90_000);
});

describe('the server started where it cannot run', () => {
  let blocker: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    blocker = undefined;
  });

  it('should say in one line that its PORT is in use', async () => {
    blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker!.listen(0, '127.0.0.1', () => resolve((blocker!.address() as { port: number }).port)),
    );
    const work = mkdtempSync(join(tmpdir(), 'laikas-operator-'));
    const started = serverWith({ PORT: String(port), DATABASE_URL: join(work, 'laikas.sqlite') });
    expect(started.status).toBe(1);
    expectOneLine(started.stderr);
    expect(started.stderr).toContain(`PORT ${port}`);
    expect(started.stderr).toContain('in use');
  }, 90_000);

  it('should say in one line that UPLOAD_DIR is not a folder it can write', () => {
    const work = mkdtempSync(join(tmpdir(), 'laikas-operator-'));
    const file = join(work, 'not-a-folder');
    writeFileSync(file, '');
    for (const uploadDir of [file, join(file, 'uploads')]) {
      const started = serverWith({ UPLOAD_DIR: uploadDir, DATABASE_URL: join(work, 'laikas.sqlite') });
      expect(started.status).toBe(1);
      expectOneLine(started.stderr);
      expect(started.stderr).toContain(`UPLOAD_DIR ${uploadDir}`);
    }
  }, 120_000);
});

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'a PostgreSQL database that is not there on %s',
  () => {
    const PASSWORD = 'not-for-the-log-5f2c';
    const missing = () => {
      const url = new URL(postgresUrl(uniqueName('laikas_missing')));
      url.username ||= 'postgres';
      url.password = PASSWORD;
      return url.toString();
    };

    it('should stop the server with one line naming DATABASE_URL and what PostgreSQL said, no password', () => {
      const started = serverWith({ DATABASE_URL: missing() });
      expect(started.status).toBe(1);
      expectOneLine(started.stderr);
      expect(started.stderr).toContain('DATABASE_URL');
      expect(started.stderr).toContain('does not exist');
      expect(started.stderr).not.toContain(PASSWORD);
    }, 90_000);

    it('should stop create-admin, import:itc and backup with one line, no password', () => {
      const work = mkdtempSync(join(tmpdir(), 'laikas-operator-'));
      const problem = join(work, 'problem.xml');
      writeFileSync(problem, '<problem name="x"/>');
      const runs = [
        cli('create-admin.ts', ['--uid', 'jonas', '--name', 'Jonas', '--password', 'Slaptas2026'], {
          DATABASE_URL: missing(),
        }),
        cli('import-itc.ts', [problem, problem, '--period', 'P', '--start', '2026-02-02'], { DATABASE_URL: missing() }),
        cli('backup.ts', ['backup', join(work, 'b.dump')], { DATABASE_URL: missing() }),
        cli('backup.ts', ['restore', join(work, 'nothing-here.dump')], { DATABASE_URL: missing() }),
      ];
      for (const run of runs) {
        expect(run.status).toBe(1);
        expectOneLine(run.stderr);
        expect(run.stderr).not.toContain(PASSWORD);
      }
      expect(runs[0]!.stderr).toContain('does not exist');
      expect(runs[1]!.stderr).toContain('does not exist');
      expect(runs[2]!.stderr).toContain('does not exist');
      expect(runs[3]!.stderr).toContain(`no backup at ${join(work, 'nothing-here.dump')}`);
    }, 180_000);
  },
);

/*
 * `./laikas backup <file>` and `./laikas import:itc -- <files>` take a relative path from the folder `./laikas` was
 * run in (docs/operations.md), not from the repository the bootstrap changes into.
 */
describe.each(DIALECTS.filter((dialect) => dialect === 'sqlite'))('./laikas with relative paths on %s', () => {
  it('should write a backup into the folder ./laikas was run in', () => {
    const work = mkdtempSync(join(tmpdir(), 'laikas-operator-cwd-'));
    new SqliteDatabase(join(work, 'laikas.sqlite')).exec('create table t (x integer)').close();
    const result = spawnSync(join(REPO_ROOT, 'laikas'), ['backup', 'nightly.dump'], {
      cwd: work,
      env: {
        ...process.env,
        DATABASE_URL: join(work, 'laikas.sqlite'),
        UPLOAD_DIR: join(work, 'uploads'),
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(`${result.stdout}${result.stderr}`).toContain(join(work, 'nightly.dump'));
    expect(readdirSync(work)).toContain('nightly.dump');
    expect(existsSync(join(REPO_ROOT, 'nightly.dump'))).toBe(false);
  }, 150_000);
});

/*
 * `./laikas restore` into a PostgreSQL database that already has Laikas's tables replaces them (docs/operations.md,
 * "Backups"), also once pg-boss has made the daily partitions of its schema.
 */
describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))('restoring over a used database on %s', () => {
  const databases: TestDatabase[] = [];
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  });

  it('should replace its tables, pg-boss schema and all', async () => {
    const work = mkdtempSync(join(tmpdir(), 'laikas-operator-restore-'));
    const source = await createTestDatabase('postgres');
    const target = await createTestDatabase('postgres');
    databases.push(source, target);
    // A production server made the schema and pg-boss's (its queues and their partitions).
    server = await startServer(source.url, { NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    await server.stop('SIGTERM');
    server = undefined;
    const file = join(work, 'laikas.dump');
    const uploads = join(work, 'uploads');
    expect(cli('backup.ts', ['backup', file], { DATABASE_URL: source.url, UPLOAD_DIR: uploads }).status).toBe(0);
    const first = cli('backup.ts', ['restore', file], { DATABASE_URL: target.url, UPLOAD_DIR: uploads });
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    // Again, over what the first restore wrote: the database an operator restores into after a bad day.
    const again = cli('backup.ts', ['restore', file], { DATABASE_URL: target.url, UPLOAD_DIR: uploads });
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(target.db);
    expect(Number(rows[0]!.count)).toBeGreaterThan(10);
  }, 240_000);
});

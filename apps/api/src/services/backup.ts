import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { isPostgresUrl } from '../config.js';
import { OperatorError, shownDatabaseUrl } from '../startup.js';

const execute = promisify(execFile);

/** The first line a failed PostgreSQL tool wrote, for the operator: "pg_dump: error: … does not exist". */
function firstErrorLine(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  return lines.find((line) => /error|fatal/i.test(line)) ?? lines.find((line) => line !== '') ?? '';
}

/** Runs pg_dump or pg_restore; a failure is one line naming the tool, the database and what the tool said. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv, databaseUrl: string): Promise<void> {
  try {
    await execute(command, args, { env });
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === 'ENOENT') {
      throw new OperatorError(`${command} is not on the PATH: install PostgreSQL's client tools (postgresql-client)`);
    }
    throw new OperatorError(
      `${command} failed on ${shownDatabaseUrl(databaseUrl)}: ${firstErrorLine(stderr ?? String(error))}`,
    );
  }
}

/*
 * Backups that restore (issue 37). A backup is two things side by side: `<file>`, the database (SQLite: a copy made
 * by SQLite's online backup API, consistent while the server writes; PostgreSQL: a `pg_dump` archive in the custom
 * format, one snapshot), and `<file>.uploads/`, a copy of the upload folder (the resources' images), taken after the
 * database so that every image the database names is in it. docs/operations.md says how to schedule it.
 */

export interface BackupPaths {
  database: string;
  uploads: string;
}

export function backupPaths(file: string): BackupPaths {
  return { database: file, uploads: `${file}.uploads` };
}

/**
 * How pg_dump and pg_restore reach the database: its URL without the password, which travels in PGPASSWORD instead.
 * A command line is no place for it: every user of the machine reads it in `ps`, and a failed run prints it whole.
 */
function postgresConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.password !== '' ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), env: password === null ? process.env : { ...process.env, PGPASSWORD: password } };
}

/** Backs up the database at `databaseUrl` and the upload folder into `file` and `file.uploads/`, while it runs. */
export async function backup(databaseUrl: string, uploadDir: string, file: string): Promise<BackupPaths> {
  const paths = backupPaths(file);
  mkdirSync(dirname(file), { recursive: true });
  rmSync(paths.database, { force: true });
  if (isPostgresUrl(databaseUrl)) {
    const { url, env } = postgresConnection(databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${paths.database}`, url],
      env,
      databaseUrl,
    );
  } else {
    const sqlite = new SqliteDatabase(databaseUrl, { readonly: true, fileMustExist: true });
    try {
      await sqlite.backup(paths.database);
    } finally {
      sqlite.close();
    }
  }
  rmSync(paths.uploads, { recursive: true, force: true });
  mkdirSync(paths.uploads, { recursive: true });
  if (existsSync(uploadDir)) {
    cpSync(uploadDir, paths.uploads, { recursive: true });
  }
  return paths;
}

/**
 * Restores `file` (and `file.uploads/`) into the database at `databaseUrl` and the upload folder. The server must
 * be stopped. PostgreSQL: the database must exist (an empty one, or one whose tables the archive replaces); SQLite:
 * the file is replaced.
 */
export async function restore(databaseUrl: string, uploadDir: string, file: string): Promise<void> {
  const paths = backupPaths(file);
  if (!existsSync(paths.database)) {
    throw new OperatorError(`no backup at ${paths.database}`);
  }
  if (isPostgresUrl(databaseUrl)) {
    await restorePostgres(databaseUrl, paths.database);
  } else {
    mkdirSync(dirname(databaseUrl), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(`${databaseUrl}${suffix}`, { force: true });
    }
    const source = new SqliteDatabase(paths.database, { readonly: true, fileMustExist: true });
    try {
      await source.backup(databaseUrl);
    } finally {
      source.close();
    }
  }
  if (existsSync(paths.uploads)) {
    mkdirSync(uploadDir, { recursive: true });
    cpSync(paths.uploads, uploadDir, { recursive: true });
  }
}

/**
 * PostgreSQL: pg_restore writes the archive as SQL (dropping what it replaces first) and psql runs it in one
 * transaction, after dropping pg-boss's schema: `pg_restore --clean` alone cannot drop the constraints of the daily
 * partitions pg-boss makes (`cannot drop inherited constraint`), so a restore into a database Laikas had used failed.
 * pg-boss's schema comes back from the archive. Either all of it is restored or nothing changed.
 */
async function restorePostgres(databaseUrl: string, archive: string): Promise<void> {
  const { url, env } = postgresConnection(databaseUrl);
  const restore = spawn(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', archive],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const psql = spawn(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      '--command=DROP SCHEMA IF EXISTS pgboss CASCADE',
      '--file=-',
      `--dbname=${url}`,
    ],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  restore.stdout.pipe(psql.stdin);
  // psql stopping early (an error) closes its input: pg_restore's write then fails, which its own exit reports.
  psql.stdin.on('error', () => {});
  const finished = (child: ChildProcess, name: string) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ name: string; code: number | null; stderr: string; missing: boolean }>((resolve) => {
      let missing = false;
      child.once('error', (error: NodeJS.ErrnoException) => {
        missing = error.code === 'ENOENT';
        resolve({ name, code: null, stderr: String(error), missing });
      });
      child.once('close', (code) => resolve({ name, code, stderr, missing }));
    });
  };
  const results = await Promise.all([finished(psql, 'psql'), finished(restore, 'pg_restore')]);
  const missing = results.find((result) => result.missing);
  if (missing) {
    throw new OperatorError(
      `${missing.name} is not on the PATH: install PostgreSQL's client tools (postgresql-client)`,
    );
  }
  // psql's error is the cause when both failed (pg_restore then only lost its reader).
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    throw new OperatorError(
      `${failed.name} failed on ${shownDatabaseUrl(databaseUrl)}: ${firstErrorLine(failed.stderr)}`,
    );
  }
}

import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { isPostgresUrl } from '../config.js';

const run = promisify(execFile);

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
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${paths.database}`, url], {
      env,
    });
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
    throw new Error(`no backup at ${paths.database}`);
  }
  if (isPostgresUrl(databaseUrl)) {
    const { url, env } = postgresConnection(databaseUrl);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${url}`,
        paths.database,
      ],
      { env },
    );
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

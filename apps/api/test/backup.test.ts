import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { postgresUrl, uniqueName } from './postgres.js';
import { HttpClient, type ServerProcess, startServer } from './processes.js';

const run = promisify(execFile);
const DAY = 86_400_000;

/** `./laikas backup|restore <file>` as an operator runs it (the CLI), on a database and an upload folder. */
async function laikas(command: 'backup' | 'restore', file: string, databaseUrl: string, uploadDir: string) {
  await run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/cli/backup.ts'), command, file], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir },
  });
}

/** Every table of the database, each as its rows (JSON, sorted): what two databases must agree on. */
async function tables(dialect: string, url: string): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  if (dialect === 'sqlite') {
    const database = new SqliteDatabase(url, { readonly: true });
    try {
      const names = database
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
        .all() as { name: string }[];
      for (const { name } of names) {
        all[name] = sorted(database.prepare(`select * from "${name}"`).all());
      }
    } finally {
      database.close();
    }
    return all;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ schema: string; name: string }>(
      "select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss') order by 1, 2",
    );
    for (const { schema, name } of names) {
      all[`${schema}.${name}`] = sorted((await client.query(`select * from "${schema}"."${name}"`)).rows);
    }
  } finally {
    await client.end();
  }
  return all;
}

/** Each file of a folder by name, as a SHA-256 of its bytes. */
function files(folder: string): Record<string, string> {
  if (!existsSync(folder)) {
    return {};
  }
  return Object.fromEntries(
    readdirSync(folder)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(join(folder, name)))
          .digest('hex'),
      ]),
  );
}

/*
 * Issue 37, backups that restore: `./laikas backup` while a server process writes, `./laikas restore` into a fresh
 * database and upload folder. The backup taken under load holds every series acknowledged before it began, each
 * whole; one taken when the writes have stopped restores to the same rows in every table and the same uploads.
 */
describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  const databases: TestDatabase[] = [];
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  });

  const freshDatabase = async (work: string, name: string) => {
    if (dialect === 'sqlite') {
      return join(work, `${name}.sqlite`);
    }
    const database = await createTestDatabase('postgres');
    databases.push(database);
    return database.url;
  };

  it('should restore a backup taken under write load, and one taken at rest to the same tables and uploads', async () => {
    const work = mkdtempSync(join(tmpdir(), 'laikas-backup-'));
    const sourceUrl = await freshDatabase(work, 'source');
    const uploads = join(work, 'uploads');
    // Seeded (the demo university, with its rooms' images in the upload folder); jobs and mail left quiet.
    server = await startServer(sourceUrl, { UPLOAD_DIR: uploads, MAIL_DIR: join(work, 'mail'), LOG_LEVEL: 'warn' });
    expect(Object.keys(files(uploads)).length).toBeGreaterThan(0);
    const admin = new HttpClient(server.url);
    await admin.login('admin', 'laikas2026');
    const resources = (await (await admin.request('GET', '/api/resources')).json()) as {
      data: { items: { id: number }[] }[];
    };

    // Three writers, each creating three-day series on an item of its own.
    let stop = false;
    const acknowledged: { repeaterId: number; at: number }[] = [];
    const refused: string[] = [];
    const writer = (index: number) =>
      write(index).catch((error: unknown) => {
        refused.push(String(error));
      });
    const write = async (index: number) => {
      const client = new HttpClient(server!.url);
      await client.login('admin', 'laikas2026');
      const itemId = resources.data[index]!.items[0]!.id;
      for (let step = 0; !stop && step < 100; step += 1) {
        const from = new Date(Date.UTC(2028, 0, 3) + step * 3 * DAY).toISOString().slice(0, 10);
        const until = new Date(Date.UTC(2028, 0, 3) + (step * 3 + 2) * DAY).toISOString().slice(0, 10);
        const response = await client.request('POST', `/api/items/${itemId}/reservations`, {
          name: `Backup ${index}-${step}`,
          type: 'event',
          from,
          to: from,
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 12, minutes: 30 },
          repeater: { type: 'daily', interval: 1, until, weekdays: [] },
        });
        const body = (await response.json()) as { data: { repeater_id: number }[] };
        if (response.status === 503) {
          // A machine too busy to answer now says when to ask again, and the client does, as the app's client does.
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)));
          step -= 1;
          continue;
        }
        if (response.status !== 201) {
          refused.push(`${response.status} ${JSON.stringify(body)}`);
          return;
        }
        acknowledged.push({ repeaterId: body.data[0]!.repeater_id, at: Date.now() });
      }
    };
    const load = Promise.all([0, 1, 2].map(writer));
    for (let waited = 0; acknowledged.length < 10 && refused.length === 0 && waited < 600; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const backupStarted = Date.now();
    const beforeBackup = acknowledged.filter((write) => write.at < backupStarted).map((write) => write.repeaterId);
    const underLoad = join(work, 'under-load.dump');
    await laikas('backup', underLoad, sourceUrl, uploads);
    const writtenDuring = acknowledged.length - beforeBackup.length;
    stop = true;
    await load;
    expect(refused).toEqual([]);

    const restoredUnderLoad = await freshDatabase(work, 'restored-under-load');
    const restoredUploads = join(work, 'restored-uploads');
    await laikas('restore', underLoad, restoredUnderLoad, restoredUploads);
    const restored = await tables(dialect, restoredUnderLoad);
    const key = dialect === 'sqlite' ? 'reservations' : 'public.reservations';
    const occurrences = new Map<number, number>();
    for (const row of restored[key]!) {
      const { repeater_id: repeaterId, name } = JSON.parse(row) as { repeater_id: number; name: string };
      if (name.startsWith('Backup ')) {
        occurrences.set(repeaterId, (occurrences.get(repeaterId) ?? 0) + 1);
      }
    }
    expect(beforeBackup.filter((id) => !occurrences.has(id))).toEqual([]);
    expect([...occurrences.values()].filter((count) => count !== 3)).toEqual([]);
    expect(files(restoredUploads)).toEqual(files(uploads));
    // The writes went on while the backup ran (otherwise this tested a backup at rest).
    expect(writtenDuring).toBeGreaterThan(0);

    // At rest (the server stopped): the restored database has every row of every table, and nothing else.
    await server.stop('SIGTERM');
    const atRest = join(work, 'at-rest.dump');
    await laikas('backup', atRest, sourceUrl, uploads);
    const restoredAtRest = await freshDatabase(work, 'restored-at-rest');
    const restoredAtRestUploads = join(work, 'restored-at-rest-uploads');
    await laikas('restore', atRest, restoredAtRest, restoredAtRestUploads);
    const source = await tables(dialect, sourceUrl);
    expect(Object.keys(source).length).toBeGreaterThan(20);
    expect(await tables(dialect, restoredAtRest)).toEqual(source);
    expect(files(restoredAtRestUploads)).toEqual(files(uploads));
  }, 240_000);
});

/*
 * A password in DATABASE_URL never reaches pg_dump's or pg_restore's command line: every user of the machine reads
 * that in `ps`, and a failed run printed it whole to the operator's terminal or the cron mail.
 */
describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'backup and restore with a password in DATABASE_URL on %s',
  () => {
    const databases: TestDatabase[] = [];
    afterEach(async () => {
      await Promise.all(databases.splice(0).map((database) => database.drop()));
    });

    const PASSWORD_IN_URL = 'not-for-the-log-5f2c';
    const withPassword = (url: string) => {
      const address = new URL(url);
      address.username ||= 'postgres';
      address.password = PASSWORD_IN_URL;
      return address.toString();
    };
    /** What the operator sees of a failed run: the error and everything the command wrote. */
    const failureOf = (run: Promise<unknown>) =>
      run.then(
        () => 'succeeded',
        (error: { message?: string; stdout?: string; stderr?: string }) =>
          `${error.message}\n${error.stdout}\n${error.stderr}`,
      );

    it('should back up and restore with it, and never print it when pg_dump or pg_restore fails', async () => {
      const work = mkdtempSync(join(tmpdir(), 'laikas-backup-'));
      const source = await createTestDatabase('postgres');
      const target = await createTestDatabase('postgres');
      databases.push(source, target);
      const file = join(work, 'passworded.dump');
      await laikas('backup', file, withPassword(source.url), join(work, 'uploads'));
      await laikas('restore', file, withPassword(target.url), join(work, 'restored-uploads'));

      const missing = withPassword(postgresUrl(uniqueName('laikas_missing')));
      const failedBackup = await failureOf(laikas('backup', join(work, 'failed.dump'), missing, join(work, 'uploads')));
      expect(failedBackup).toContain('does not exist');
      expect(failedBackup).not.toContain(PASSWORD_IN_URL);
      const failedRestore = await failureOf(laikas('restore', file, missing, join(work, 'restored-uploads')));
      expect(failedRestore).toContain('does not exist');
      expect(failedRestore).not.toContain(PASSWORD_IN_URL);
    }, 60_000);
  },
);

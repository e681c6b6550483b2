import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { PROBLEM, SOLUTION } from './itc-fixtures.js';

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/cli', script), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.each(DIALECTS)('command-line tools on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function databaseUrl(): Promise<string> {
    if (dialect === 'postgres') {
      database = await createTestDatabase('postgres');
      return database.url;
    }
    return join(mkdtempSync(join(tmpdir(), 'laikas-cli-')), 'laikas.sqlite');
  }

  it('should create the first super administrator on a production database, once', { timeout: 120_000 }, async () => {
    const url = await databaseUrl();
    const env = { NODE_ENV: 'production', DATABASE_URL: url };

    const weak = run('create-admin.ts', ['--uid', 'jonas', '--name', 'Jonas Jonaitis', '--password', 'short'], env);
    expect(weak.status).toBe(2);
    expect(weak.output).toContain('The password must be at least 8 characters.');

    const created = run('create-admin.ts', [], {
      ...env,
      ADMIN_UID: 'jonas',
      ADMIN_NAME: 'Jonas Jonaitis',
      ADMIN_PASSWORD: 'Slaptas2026',
    });
    expect(created.status).toBe(0);
    expect(created.output).toContain('super administrator "jonas" created');

    const again = run('create-admin.ts', ['--uid', 'jonas', '--name', 'Kitas', '--password', 'Slaptas2026'], env);
    expect(again.status).toBe(1);
    expect(again.output).toContain('already exists');

    const refused = run('seed.ts', ['--reset'], env);
    expect(refused.status).toBe(1);

    const handle = createDatabase(url);
    try {
      const users = await handle.db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['users.uid', 'roles.key'])
        .execute();
      expect(users).toEqual([{ uid: 'jonas', key: 'super_admin' }]);
    } finally {
      await handle.db.destroy();
    }
  });

  // Found in a review: import:itc printed its summary in English but named the rooms' closed times in Lithuanian
  // ("R1 nepasiekiama"), so the warnings it printed quoted names the operator had not seen in its language.
  it('should write the names import:itc gives in the language it prints in', { timeout: 120_000 }, async () => {
    const url = await databaseUrl();
    const folder = mkdtempSync(join(tmpdir(), 'laikas-itc-'));
    writeFileSync(join(folder, 'problem.xml'), PROBLEM);
    writeFileSync(join(folder, 'solution.xml'), SOLUTION);
    const args = ['problem.xml', 'solution.xml', '--period', '2026 pavasaris', '--groups'];
    const env = { DATABASE_URL: url, LAIKAS_CWD: folder };
    const first = run('import-itc.ts', [...args, '--start', '2026-02-02'], env);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain('  blackouts:   4 created');
    // Into another period a week on: the printed warnings quote the names the first import wrote.
    const second = run('import-itc.ts', ['problem.xml', 'solution.xml', '--period', 'B', '--start', '2026-02-09'], env);
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain('the room is already unavailable then ("R1 unavailable", period "2026 pavasaris")');

    const handle = createDatabase(url);
    try {
      const blackouts = await handle.db.selectFrom('blackouts').select('name').distinct().execute();
      expect(blackouts.map((row) => row.name)).toEqual(['R1 unavailable']);
      const rooms = await handle.db.selectFrom('resources').select('description').orderBy('name').execute();
      expect(rooms.map((row) => row.description)).toEqual(['tiny, room 1 (ITC 2019)', 'tiny, room 2 (ITC 2019)']);
      const students = await handle.db.selectFrom('users').select('name').orderBy('name').execute();
      expect(students.map((row) => row.name)).toContain('Student 5 (tiny)');
    } finally {
      await handle.db.destroy();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';

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
});

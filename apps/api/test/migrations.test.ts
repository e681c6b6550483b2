/* eslint-disable @typescript-eslint/no-explicit-any -- the table as it stood before a migration, not as the app types it now. */
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { migrateDownToEmpty, migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { up as renameDuplicateResources } from '../src/db/migrations/2026-11-29T2000_resource_names_unique.js';
import * as periodsExamDates from '../src/db/migrations/2026-11-30T1300_periods_exam_dates.js';
import * as namesUniqueIndex from '../src/db/migrations/2026-12-05T0600_names_unique_index.js';
import * as usersEmailSetByOwner from '../src/db/migrations/2026-12-05T1200_users_email_set_by_owner.js';
import * as periodsExamsWithin from '../src/db/migrations/2026-12-05T2100_periods_exams_within.js';
import * as reservationsRejectionReason from '../src/db/migrations/2026-12-09T1000_reservations_rejection_reason.js';
import { isUniqueViolation } from '../src/db/unit-of-work.js';
import { hashPassword } from '../src/services/passwords.js';
import { Agent, createTestDatabase, DIALECTS, PASSWORD, testConfig, type TestDatabase } from './helper.js';

const TABLES = [
  'users',
  'roles',
  'role_abilities',
  'user_roles',
  'sessions',
  'login_attempts',
  'resources',
  'resource_images',
  'resource_tags',
  'items',
  'repeaters',
  'repeater_exclusions',
  'batches',
  'reservations',
  'reservation_groups',
  'reservation_invitations',
  'annexes',
  'reservation_annexes',
  'groups',
  'group_users',
  'group_resources',
  'notifications',
  'reports',
  'periods',
  'group_timetables',
  'group_timetable_versions',
  'group_timetable_receipts',
  'blackouts',
  'weekly_blackouts',
  'import_keys',
  'import_runs',
  'system_settings',
  'uploads',
  'outbox',
  'jobs',
  'audit_entries',
  'live_events',
  'calendar_feeds',
  'api_tokens',
  'webhook_endpoints',
  'webhook_deliveries',
  'user_identities',
  'saml_requests',
  'saml_assertions',
];

async function tableNames(database: TestDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('should create the whole data model from an empty database and remove it again', async () => {
    database = await createTestDatabase(dialect);
    expect(await tableNames(database)).toEqual([]);

    const ran = await migrateToLatest(database.db);
    expect(ran).toEqual(Object.keys(migrations));
    expect(await tableNames(database)).toEqual([...TABLES].sort());

    const undone = await migrateDownToEmpty(database.db);
    expect(undone).toEqual(Object.keys(migrations).reverse());
    expect(await tableNames(database)).toEqual([]);
  });

  it('should leave no trigger behind: no write pays for a read', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const { rows } =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(database.db)
        : await sql<{ name: string }>`
            select t.tgname as name from pg_trigger t where not t.tgisinternal`.execute(database.db);
    expect(rows).toEqual([]);
  });

  // Issue 27: two ITC imports left R1 … R35 twice; the names a person picks by are made unique once.
  it('should keep the oldest resource of a repeated name and add the id to each later one', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    await namesUniqueIndex.down(database.db); // the table as it stood before PostgreSQL's unique index
    const at = '2026-01-01T00:00:00.000Z';
    for (const name of ['R1', 'Aula', 'r1', 'R1', 'R1 (4)']) {
      await database.db.insertInto('resources').values({ name, created_at: at, updated_at: at }).execute();
    }
    await renameDuplicateResources(database.db);
    const rows = await database.db.selectFrom('resources').select(['id', 'name']).orderBy('id').execute();
    expect(rows.map((row) => row.name)).toEqual(['R1', 'Aula', 'r1 (3)', 'R1 (4-2)', 'R1 (4)']);
  });

  // Two racing creates both passed the services' check on PostgreSQL; names repeated by then are renamed first.
  it.runIf(dialect === 'postgres')(
    'should rename repeated resource and annex names, then refuse a name taken in other letters',
    async () => {
      database = await createTestDatabase(dialect);
      await migrateToLatest(database.db);
      await namesUniqueIndex.down(database.db);
      const at = '2026-01-01T00:00:00.000Z';
      for (const name of ['Ąžuolų salė', 'ĄŽUOLŲ SALĖ', 'Aula']) {
        await database.db.insertInto('resources').values({ name, created_at: at, updated_at: at }).execute();
        await database.db.insertInto('annexes').values({ name, created_at: at, updated_at: at }).execute();
      }
      await namesUniqueIndex.up(database.db);
      for (const table of ['resources', 'annexes'] as const) {
        const rows = await database.db.selectFrom(table).select(['id', 'name']).orderBy('id').execute();
        expect(rows.map((row) => row.name)).toEqual(['Ąžuolų salė', `ĄŽUOLŲ SALĖ (${rows[1]!.id})`, 'Aula']);
        const again = await database.db
          .insertInto(table)
          .values({ name: 'AULA', created_at: at, updated_at: at })
          .execute()
          .catch((error: unknown) => error);
        expect(isUniqueViolation(again), table).toBe(true);
      }
    },
  );

  // Issue 36: the office sets a period's exam dates; an existing period starts with the dates derived until now.
  it('should give each existing period the exam dates its week counts gave it, and none without counts', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    await periodsExamDates.down(database.db);
    const at = '2026-01-01T00:00:00.000Z';
    const period = (name: string, teaching: number | null, exams: number | null) => ({
      name,
      starts_on: '2026-09-01',
      ends_on: '2027-01-31',
      teaching_weeks: teaching,
      exam_weeks: exams,
      created_at: at,
      updated_at: at,
    });
    for (const values of [period('Ruduo', 16, 3), period('Be savaičių', null, null), period('Ilga', 20, 8)]) {
      await (database.db as unknown as Kysely<any>).insertInto('periods').values(values).execute();
    }
    await periodsExamDates.up(database.db);
    const rows = await database.db
      .selectFrom('periods')
      .select(['name', 'exams_from', 'exams_to'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      // Teaching from Monday 31 August for 16 weeks; three exam weeks from Monday 21 December.
      { name: 'Ruduo', exams_from: '2026-12-21', exams_to: '2027-01-10' },
      { name: 'Be savaičių', exams_from: null, exams_to: null },
      // Eight exam weeks would run past the period: cut at its last day.
      { name: 'Ilga', exams_from: '2027-01-18', exams_to: '2027-01-31' },
    ]);
  });

  it("should start an exams-only period's session on its first day, not the Monday before", async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const at = '2026-01-01T00:00:00.000Z';
    const period = (name: string, starts: string, examsFrom: string) => ({
      name,
      starts_on: starts,
      ends_on: '2027-02-14',
      teaching_weeks: name === 'Perlaikymai' ? 0 : 16,
      exam_weeks: 2,
      exams_from: examsFrom,
      exams_to: '2027-02-07',
      created_at: at,
      updated_at: at,
    });
    // Thursday 28 January: the session derived before 5 December began on Monday the 25th.
    for (const values of [
      period('Perlaikymai', '2027-01-28', '2027-01-25'),
      period('Ruduo', '2026-09-01', '2027-01-25'),
    ]) {
      await (database.db as unknown as Kysely<any>).insertInto('periods').values(values).execute();
    }
    await periodsExamsWithin.up(database.db);
    const rows = await database.db.selectFrom('periods').select(['name', 'exams_from']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'Perlaikymai', exams_from: '2027-01-28' },
      { name: 'Ruduo', exams_from: '2027-01-25' },
    ]);
  });

  it('should mark the addresses existing people last typed themselves, from the audit log', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    await usersEmailSetByOwner.down(database.db);
    const db = database.db as unknown as Kysely<any>;
    const at = '2026-01-01T00:00:00.000Z';
    const ids: Record<string, number> = {};
    for (const uid of ['admin', 'typed', 'given', 'linked', 'typed-then-given', 'named']) {
      await db
        .insertInto('users')
        .values({ uid, name: uid, email: `${uid}@vu.example`, created_at: at, updated_at: at })
        .execute();
      ids[uid] = (await db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirstOrThrow()).id;
    }
    await db
      .insertInto('user_identities')
      .values({ provider_id: 'uni', subject: 's', user_id: ids.linked, created_at: at, last_sign_in_at: at })
      .execute();
    const change = (uid: string, by: string, changes: object, impersonator: string | null = null) =>
      db
        .insertInto('audit_entries')
        .values({
          created_at: at,
          actor_id: ids[by],
          impersonator_id: impersonator === null ? null : ids[impersonator],
          action: 'update',
          entity_type: 'user',
          entity_id: String(ids[uid]),
          changes: JSON.stringify(changes),
        })
        .execute();
    const email = { email: { before: null, after: 'x@vu.example' } };
    await change('typed', 'typed', email);
    await change('typed', 'typed', { name: { before: 'a', after: 'b' } });
    await change('given', 'admin', email);
    await change('given', 'given', email, 'admin'); // an administrator impersonating
    await change('linked', 'linked', email); // the directory writes as the person, to a linked account only
    await change('typed-then-given', 'typed-then-given', email);
    await change('typed-then-given', 'admin', email);
    await change('named', 'named', { name: { before: 'a', after: 'b' } });
    await usersEmailSetByOwner.up(database.db);
    const rows = await db.selectFrom('users').select(['uid', 'email_set_by_owner']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row: any) => [row.uid, Number(row.email_set_by_owner)]))).toEqual({
      admin: 0,
      typed: 1,
      given: 0,
      linked: 0,
      'typed-then-given': 0,
      named: 0,
    });
  });

  // Found in a review: upgrading gave every account that still held a password to change the reason "reset", so an
  // account an administrator had added and nobody had reset was greeted with "An administrator reset your password".
  it('should tell accounts added before first passwords were told apart from reset ones, by the audit log', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const db = database.db as unknown as Kysely<any>;
    // The database as it stood before: no first_password column, none of its migrations run.
    await db.schema.alterTable('users').dropColumn('first_password').execute();
    await db.deleteFrom('kysely_migration').where('name', 'like', '%users_first_password%').execute();
    const at = '2026-12-01T08:00:00.000Z';
    const config = testConfig();
    const passwordHash = await hashPassword(PASSWORD, config.passwordHashing);
    const ids: Record<string, number> = {};
    for (const [uid, mustChange] of [
      ['added', 1],
      ['reset', 1],
      ['added-then-reset', 1],
      ['changed', 0],
    ] as const) {
      const { id } = await db
        .insertInto('users')
        .values({
          uid,
          name: uid,
          password_hash: passwordHash,
          must_change_password: mustChange,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[uid] = id;
    }
    const audited = (uid: string, action: string, changes: Record<string, unknown>) =>
      db
        .insertInto('audit_entries')
        .values({
          created_at: at,
          action,
          entity_type: 'user',
          entity_id: String(ids[uid]),
          label: uid,
          changes: JSON.stringify(changes),
        })
        .execute();
    await audited('added', 'create', { uid: { before: null, after: 'added' } });
    await audited('added-then-reset', 'create', { uid: { before: null, after: 'added-then-reset' } });
    const reset = {
      credentials_reset_at: { before: null, after: at },
      change_required_at_sign_in: { before: null, after: true },
    };
    await audited('added-then-reset', 'update', reset);
    await audited('reset', 'update', reset);
    // Another entity of the same id, reset or not, is not this account.
    await db
      .insertInto('audit_entries')
      .values({
        created_at: at,
        action: 'update',
        entity_type: 'resource',
        entity_id: String(ids.added),
        changes: '{}',
      })
      .execute();

    await migrateToLatest(db);
    const app = await buildApp(config, { database, logger: false });
    try {
      const reasons: Record<string, unknown> = {};
      for (const uid of Object.keys(ids)) {
        const agent = new Agent(app);
        await agent.login(uid);
        reasons[uid] = (await agent.get('/api/user')).json().data.password_change_reason;
      }
      expect(reasons).toEqual({ added: 'new_account', reset: 'reset', 'added-then-reset': 'reset', changed: null });
    } finally {
      await app.close();
    }
  });

  it('should give reservations rejected already the reason of their newest rejection, from the audit log', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    await reservationsRejectionReason.down(database.db);
    const db = database.db as unknown as Kysely<any>;
    const at = '2026-01-01T00:00:00.000Z';
    await db.insertInto('resources').values({ name: 'Aula', created_at: at, updated_at: at }).execute();
    const resourceId = (await db.selectFrom('resources').select('id').executeTakeFirstOrThrow()).id;
    const ids: Record<string, number> = {};
    const rows = [
      ['told', 'rejected'],
      ['told-then-not', 'rejected'],
      ['asked-again', 'pending'],
      ['approved', 'approved'],
    ] as const;
    for (const [name, status] of rows) {
      await db
        .insertInto('reservations')
        .values({
          resource_id: resourceId,
          type: 'event',
          name,
          starts_at: '2026-01-05T08:00:00.000Z',
          ends_at: '2026-01-05T09:00:00.000Z',
          status,
          created_at: at,
          updated_at: at,
        })
        .execute();
      ids[name] = (
        await db.selectFrom('reservations').select('id').where('name', '=', name).executeTakeFirstOrThrow()
      ).id;
    }
    const rejection = (name: string, reason?: string) =>
      db
        .insertInto('audit_entries')
        .values({
          created_at: at,
          action: 'reject',
          entity_type: 'reservation',
          entity_id: String(ids[name]),
          changes: JSON.stringify({
            status: { before: 'pending', after: 'rejected' },
            ...(reason && { reason: { before: null, after: reason } }),
          }),
        })
        .execute();
    await rejection('told', 'Salė remontuojama');
    await rejection('told-then-not', 'Pirmą kartą');
    await rejection('told-then-not');
    await rejection('asked-again', 'Anksčiau atmesta');
    await reservationsRejectionReason.up(database.db);
    const reasons = await db.selectFrom('reservations').select(['name', 'rejection_reason']).orderBy('id').execute();
    expect(Object.fromEntries(reasons.map((row: any) => [row.name, row.rejection_reason]))).toEqual({
      told: 'Salė remontuojama',
      'told-then-not': null,
      'asked-again': null,
      approved: null,
    });
  });

  it('should do nothing when migrated twice', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('should store instants and flags the same way so that a week is one range read', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const now = '2026-11-22T14:00:00.000Z';
    const { db } = database;
    const { id: resourceId } = await db
      .insertInto('resources')
      .values({ name: 'A101', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: itemId } = await db
      .insertInto('items')
      .values({ resource_id: resourceId, name: 'A101', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const occurrence = (startsAt: string, endsAt: string) => ({
      item_id: itemId,
      resource_id: resourceId,
      type: 'lecture' as const,
      name: 'Algebra',
      starts_at: startsAt,
      ends_at: endsAt,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('reservations')
      .values([
        occurrence('2026-11-23T08:00:00.000Z', '2026-11-23T09:30:00.000Z'),
        occurrence('2026-11-30T08:00:00.000Z', '2026-11-30T09:30:00.000Z'),
      ])
      .execute();

    const week = await db
      .selectFrom('reservations')
      .select(['starts_at', 'is_remote', 'status', 'detached'])
      .where('item_id', '=', itemId)
      .where('starts_at', '>=', '2026-11-23T00:00:00.000Z')
      .where('starts_at', '<', '2026-11-30T00:00:00.000Z')
      .execute();
    expect(week).toEqual([{ starts_at: '2026-11-23T08:00:00.000Z', is_remote: 0, status: 'approved', detached: 0 }]);
  });

  it('should refuse an occurrence that ends before it starts', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const now = '2026-11-22T14:00:00.000Z';
    const { db } = database;
    const { id } = await db
      .insertInto('resources')
      .values({ name: 'A101', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('reservations')
        .values({
          resource_id: id,
          type: 'event',
          name: 'x',
          starts_at: '2026-11-23T10:00:00.000Z',
          ends_at: '2026-11-23T09:00:00.000Z',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('should enforce foreign keys', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const now = '2026-11-22T14:00:00.000Z';
    await expect(
      database.db
        .insertInto('items')
        .values({ resource_id: 999, name: 'ghost', created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
  });
});

// Several API processes share one PostgreSQL; they may all start (and migrate) at the same moment.
describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))('concurrent start-up on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('should let three server processes start on one new database at once', async () => {
    database = await createTestDatabase(dialect);
    const others = [createDatabase(database.url), createDatabase(database.url)];
    const apps = await Promise.all(
      [database, ...others].map((handle) => buildApp(testConfig(), { database: handle, logger: false })),
    );
    try {
      const roles = await database.db.selectFrom('roles').select('key').orderBy('key').execute();
      expect(roles.map((role) => role.key)).toEqual(['admin', 'student', 'super_admin', 'teacher']);
      const abilities = await database.db.selectFrom('role_abilities').selectAll().execute();
      expect(abilities).toHaveLength(7);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(others.map((handle) => handle.db.destroy()));
    }
  });
});

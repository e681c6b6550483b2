import { type FastifyInstance } from 'fastify';
import { type Dialect } from '../src/db/database.js';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture, NOW } from './reservation-fixtures.js';

describe.each(DIALECTS)('reservation administration on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;
  let manager: Agent;
  let hall: { resourceId: number; itemIds: number[] };
  let open: { resourceId: number; itemIds: number[] };

  const reserve = async (agent: Agent, itemId: number, overrides: Record<string, unknown> = {}) => {
    const response = await agent.post(`/api/items/${itemId}/reservations`, lecture(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data[0].id as number;
  };
  const notificationsOf = async (agent: Agent) => (await agent.get('/api/notifications')).json().data;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    manager = agents['reservations.manage'];
    hall = await createResource(app, 'Approval hall', { approved: 0 });
    open = await createResource(app, 'Open room');
  });
  afterEach(async () => {
    await test.close();
  });

  it('should let only reservation managers, administrators and super administrators list and decide', async () => {
    const allowed: Caller[] = ['reservations.manage', 'admin', 'super_admin'];
    for (const caller of CALLERS) {
      const list = await agents[caller].get('/api/admin/reservations');
      const pending = await reserve(agents.student, hall.itemIds[0]!, { from: '2026-11-30', to: '2026-11-30' });
      const approve = await agents[caller].post('/api/admin/reservations/approve', { ids: [pending] });
      const reject = await agents[caller].post('/api/admin/reservations/reject', { ids: [pending] });
      await app.db.deleteFrom('reservations').where('id', '=', pending).execute();
      if (allowed.includes(caller)) {
        expect([list.statusCode, approve.statusCode], caller).toEqual([200, 200]);
        // Decided once: the second decision finds it no longer pending.
        expect(reject.statusCode, caller).toBe(422);
      } else {
        const refused = caller === 'anonymous' ? 401 : 403;
        expect([list.statusCode, approve.statusCode, reject.statusCode], caller).toEqual([refused, refused, refused]);
      }
    }
  });

  it('should approve a pending reservation and tell its creator', async () => {
    const pending = await reserve(agents.student, hall.itemIds[0]!);
    const listed = (await manager.get('/api/admin/reservations?status=pending')).json();
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([pending]);
    expect(listed.data[0]).toMatchObject({
      status: 'pending',
      resource: { id: hall.resourceId, name: 'Approval hall' },
      creator: { name: 'User caller-student' },
    });

    const approved = await manager.post('/api/admin/reservations/approve', { ids: [pending] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual([{ id: pending, status: 'approved' }]);
    expect((await agents.student.get(`/api/reservations/${pending}`)).json().data).toBeDefined();
    const [notice] = await notificationsOf(agents.student);
    expect(notice).toMatchObject({ kind: 'approved', data: { reservation_id: pending } });
    expect((await manager.get('/api/admin/reservations?status=pending')).json().data).toEqual([]);
  });

  // A room closed after a booking was requested, its administrator keeping what was booked there
  // (docs/decisions/closures-over-what-is-booked.md): the list names the closure, and approving it needs the
  // administrator's word (`despite_closures`), else 422 naming the closure, all or none.
  it('should mark a pending reservation in a later closure and approve it only despite_closures', async () => {
    const pending = await reserve(agents.student, hall.itemIds[0]!);
    const other = await reserve(agents.student, hall.itemIds[0]!, { from: '2026-11-24', to: '2026-11-24' });
    await app.db
      .insertInto('blackouts')
      .values({
        name: 'Renovation',
        period_id: null,
        resource_id: hall.resourceId,
        starts_at: '2026-11-22T22:00:00.000Z',
        ends_at: '2026-11-23T22:00:00.000Z',
        all_day: 1,
        source: null,
        created_at: NOW.toISOString(),
      })
      .execute();

    const listed = (await manager.get('/api/admin/reservations?status=pending&direction=asc')).json().data;
    expect(listed.map((row: { id: number; closure: unknown }) => [row.id, row.closure])).toEqual([
      [pending, { name: 'Renovation' }],
      [other, null],
    ]);

    for (const [language, text] of [
      ['en', '“Algebra” on 2026-11-23 falls in a closure (Renovation): approve it only if it takes place all the same'],
      ['lt', '„Algebra“ 2026-11-23: tuo metu uždaryta (Renovation); tvirtinkite, tik jei ji vis tiek vyks'],
    ] as const) {
      const refused = await manager.request(
        'POST',
        '/api/admin/reservations/approve',
        { ids: [other, pending] },
        { headers: { 'accept-language': language } },
      );
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ ids: [text] });
    }
    // All or none: both are still pending.
    expect((await manager.get('/api/admin/reservations?status=pending')).json().meta.total).toBe(2);
    const approved = await manager.post('/api/admin/reservations/approve', {
      ids: [other, pending],
      despite_closures: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual(
      expect.arrayContaining([
        { id: pending, status: 'approved' },
        { id: other, status: 'approved' },
      ]),
    );
    // Decided, it is no longer marked: only pending ones carry their closure.
    const after = (await manager.get(`/api/admin/reservations?status=approved`)).json().data;
    expect(after.every((row: { closure: unknown }) => row.closure === null)).toBe(true);
  });

  it('should reject several at once, all or none', async () => {
    const first = await reserve(agents.student, hall.itemIds[0]!);
    const second = await reserve(agents.teacher, hall.itemIds[0]!, { from: '2026-11-24', to: '2026-11-24' });
    const decided = await reserve(agents.student, open.itemIds[0]!);

    const mixed = await manager.request(
      'POST',
      '/api/admin/reservations/reject',
      { ids: [first, decided] },
      { headers: { 'accept-language': 'en' } },
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({ ids: ['Only reservations awaiting approval can be approved or rejected'] });
    const unknown = await manager.post('/api/admin/reservations/reject', { ids: [first, 999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await manager.get('/api/admin/reservations?status=pending')).json().meta.total).toBe(2);

    const rejected = await manager.post('/api/admin/reservations/reject', { ids: [first, second] });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await manager.get('/api/admin/reservations?status=rejected')).json().meta.total).toBe(2);
    expect((await notificationsOf(agents.student))[0]).toMatchObject({ kind: 'rejected' });
    expect((await notificationsOf(agents.teacher))[0]).toMatchObject({ kind: 'rejected' });
  });

  // Issue 28: why it was rejected reaches the author, in the notification and its e-mail, in the author's language.
  it('should tell the author why it was rejected, in the notification and the e-mail, in their language', async () => {
    const pending = await reserve(agents.student, hall.itemIds[0]!, { name: 'Algebra' });
    const studentId = (await agents.student.get('/api/user')).json().data.id as number;
    await app.db
      .updateTable('users')
      .set({ language: 'en', email: 'student@example.org' })
      .where('id', '=', studentId)
      .execute();
    const rejected = await manager.request(
      'POST',
      '/api/admin/reservations/reject',
      { ids: [pending], reason: '  The hall is being repaired  ' },
      { headers: { 'accept-language': 'lt' } },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await notificationsOf(agents.student))[0].data.message).toMatch(
      /^Your reservation “Algebra” .+ was rejected\. Reason: The hall is being repaired$/,
    );
    const mails = await app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'student@example.org')
      .execute();
    expect(mails).toEqual([
      {
        subject: 'Reservation Rejected',
        text_body: expect.stringContaining('was rejected. Reason: The hall is being repaired'),
      },
    ]);
    // The log keeps the reason beside the status.
    const log = (await agents.super_admin.get('/api/admin/audit?entity_type=reservation&action=reject')).json();
    expect(log.data.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      {
        status: { before: 'pending', after: 'rejected' },
        reason: { before: null, after: 'The hall is being repaired' },
      },
    ]);
  });

  // A semester's-end walk: a rejected reservation's page said "Atmesta" and not why; the e-mail named no room.
  it('should give why it was rejected to whoever may read it, and forget it once the author asks again', async () => {
    const pending = await reserve(agents.student, hall.itemIds[0]!, { name: 'Algebra' });
    const plain = await reserve(agents.student, hall.itemIds[0]!, {
      name: 'Algebra',
      from: '2026-11-24',
      to: '2026-11-24',
    });
    await manager.post('/api/admin/reservations/reject', { ids: [pending], reason: 'The hall is being repaired' });
    await manager.post('/api/admin/reservations/reject', { ids: [plain] });
    for (const reader of [agents.student, agents.teacher, manager]) {
      const read = await reader.get(`/api/reservations/${pending}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'The hall is being repaired' });
    }
    expect((await agents.student.get(`/api/reservations/${plain}`)).json().data.rejection_reason).toBeNull();

    // Changed and saved by its author, it waits for a decision again: the old refusal no longer applies.
    const asked = await agents.student.put(
      `/api/items/${hall.itemIds[0]}/reservations/${pending}`,
      lecture({ name: 'Algebra', from_time: { hours: 12, minutes: 0 }, to_time: { hours: 13, minutes: 30 } }),
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await agents.student.get(`/api/reservations/${pending}`)).json().data).toMatchObject({
      status: 'pending',
      rejection_reason: null,
    });
  });

  it.each([
    {
      language: 'en',
      because: 'Your reservation “Algebra” Nov 23, 2026, 10:00 in Approval hall was rejected. Reason: Repairs',
      plain: 'Your reservation “Algebra” Nov 24, 2026, 10:00 in Approval hall was rejected.',
    },
    {
      language: 'lt',
      because: 'Jūsų rezervacija atmesta: „Algebra“ 2026-11-23 10:00, Approval hall. Priežastis: Repairs',
      plain: 'Jūsų rezervacija atmesta: „Algebra“ 2026-11-24 10:00, Approval hall.',
    },
  ])('should name the room in the rejection and its e-mail ($language)', async ({ language, because, plain }) => {
    const first = await reserve(agents.student, hall.itemIds[0]!, { name: 'Algebra' });
    const second = await reserve(agents.student, hall.itemIds[0]!, {
      name: 'Algebra',
      from: '2026-11-24',
      to: '2026-11-24',
    });
    const studentId = (await agents.student.get('/api/user')).json().data.id as number;
    await app.db
      .updateTable('users')
      .set({ language: language as 'lt' | 'en', email: 'student@example.org' })
      .where('id', '=', studentId)
      .execute();
    await manager.post('/api/admin/reservations/reject', { ids: [first], reason: 'Repairs' });
    await manager.post('/api/admin/reservations/reject', { ids: [second] });
    const messages = (await notificationsOf(agents.student)).map(
      (notice: { data: { message: string } }) => notice.data.message,
    );
    expect(messages).toEqual([plain, because]);
    const mails = await app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'student@example.org')
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.text_body)).toEqual([
      expect.stringContaining(because),
      expect.stringContaining(plain),
    ]);
  });

  it('should reject without a reason, and refuse one longer than 1000 characters', async () => {
    const pending = await reserve(agents.student, hall.itemIds[0]!, { name: 'Algebra' });
    const long = await manager.post('/api/admin/reservations/reject', { ids: [pending], reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['reason']);
    const blank = await manager.post('/api/admin/reservations/reject', { ids: [pending], reason: '   ' });
    expect(blank.statusCode, blank.body).toBe(200);
    const [notice] = await notificationsOf(agents.student);
    expect(notice.kind).toBe('rejected');
    expect(notice.data.message).not.toMatch(/Reason|Priežastis/);
  });

  it('should filter by resource, user, group, dates and text, and page on the server', async () => {
    const studentId = (await agents.student.get('/api/user')).json().data.id;
    const groupId = await createGroup(app, 'IF-1');
    await reserve(agents.student, open.itemIds[0]!, { name: 'Physics' });
    await reserve(agents.teacher, open.itemIds[0]!, {
      name: 'Chemistry',
      from: '2026-11-25',
      to: '2026-11-25',
      groups: [groupId],
    });
    await reserve(agents.teacher, hall.itemIds[0]!, { name: 'Biology', from: '2026-11-27', to: '2026-11-27' });
    const names = async (query: string) =>
      (await manager.get(`/api/admin/reservations?${query}`)).json().data.map((row: { name: string }) => row.name);

    expect(await names('')).toEqual(['Physics', 'Chemistry', 'Biology']);
    expect(await names('direction=desc')).toEqual(['Biology', 'Chemistry', 'Physics']);
    expect(await names(`resource_id=${hall.resourceId}`)).toEqual(['Biology']);
    expect(await names(`user_id=${studentId}`)).toEqual(['Physics']);
    expect(await names(`group_id=${groupId}`)).toEqual(['Chemistry']);
    expect(await names('from=2026-11-24&to=2026-11-25')).toEqual(['Chemistry']);
    // A cleared date filter, as a form sends it, filters nothing.
    expect(await names('from=&to=')).toEqual(['Physics', 'Chemistry', 'Biology']);
    expect(await names('from=2026-11-26&to=')).toEqual(['Biology']);
    expect(await names('search=CHEM')).toEqual(['Chemistry']);
    const page = (await manager.get('/api/admin/reservations?per_page=25&page=2')).json();
    expect(page).toEqual({ data: [], meta: { current_page: 2, last_page: 1, per_page: 25, total: 3 } });
    const backwards = await manager.get('/api/admin/reservations?from=2026-11-25&to=2026-11-24');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toHaveProperty('to');
  });

  it('should answer 422 naming the field for a date that is not, given alone', async () => {
    for (const query of ['from=2026-02-31', 'to=2026-13-01', 'from=2026-11-00&to=2026-11-30']) {
      const response = await manager.request('GET', `/api/admin/reservations?${query}`, undefined, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([query.startsWith('to') ? 'to' : 'from']);
    }
  });

  it('should search for % and _ as typed, and find Lithuanian letters in any case', async () => {
    await reserve(agents.student, open.itemIds[0]!, { name: 'Sale 100%' });
    await reserve(agents.student, open.itemIds[0]!, { name: 'Sale 1000', from: '2026-11-24', to: '2026-11-24' });
    await reserve(agents.student, open.itemIds[0]!, { name: 'Šokių būrelis', from: '2026-11-25', to: '2026-11-25' });
    const names = async (search: string) =>
      (await manager.get(`/api/admin/reservations?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((row: { name: string }) => row.name);
    expect(await names('100%')).toEqual(['Sale 100%']);
    expect(await names('_')).toEqual([]);
    expect(await names('ŠOKIŲ')).toEqual(['Šokių būrelis']);
  });
});

/**
 * An app on PostgreSQL with an administrator, a student, a room whose reservations wait for approval, and another
 * session on its database that holds rows; `blockedBackends()` counts the database's backends that wait for a lock (the
 * second of two writers of one row waits on the first, not on the session that holds it). It asks on a session of its
 * own outside any transaction: inside one, PostgreSQL lists the backends once per transaction, so a backend the app's
 * pool opened after the first look (its idle ones busy with a job) was never counted, however long it waited.
 */
async function withRivalSession(
  dialect: Dialect,
  run: (setUp: {
    test: TestApp;
    other: pg.Client;
    admin: Agent;
    student: Agent;
    itemId: number;
    blockedBackends: () => Promise<number>;
  }) => Promise<void>,
) {
  const test = await buildTestApp(dialect, {}, () => new Date(NOW));
  const other = new pg.Client({ connectionString: test.database.url });
  const watcher = new pg.Client({ connectionString: test.database.url });
  await other.connect();
  await watcher.connect();
  try {
    const { agent: admin } = await signIn(test.app, 'admin', ['admin']);
    const { agent: student } = await signIn(test.app, 'ieva');
    const room = await createResource(test.app, 'Hall', { approved: 0 });
    const blockedBackends = async () =>
      (
        await watcher.query(
          'select 1 from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0',
        )
      ).rowCount!;
    await run({ test, other, admin, student, itemId: room.itemIds[0]!, blockedBackends });
  } finally {
    await watcher.end();
    await other.end();
    await test.close();
  }
}

/** Polls `count` until it reaches `least`: a wait as PostgreSQL sees it, not a fixed time; fails after 20 s. */
async function untilAtLeast(count: () => Promise<number>, least: number) {
  for (const deadline = Date.now() + 20_000; (await count()) < least;) {
    if (Date.now() > deadline) {
      throw new Error(`fewer than ${least} backends waited for a lock within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'POST /api/admin/reservations/approve in a deadlock on %s',
  (dialect) => {
    it('should answer 503 with Retry-After and store nothing, not 500', async () => {
      await withRivalSession(dialect, async ({ test, other, admin, student, itemId, blockedBackends }) => {
        // Pending reservations (the room wants approval), two of them on different days.
        const ids: number[] = [];
        for (const day of ['2026-11-23', '2026-11-24']) {
          const created = await student.post(`/api/items/${itemId}/reservations`, lecture({ from: day, to: day }));
          expect(created.statusCode, created.body).toBe(201);
          ids.push(created.json().data[0].id);
        }
        const [first, second] = ids.sort((a, b) => a - b) as [number, number];
        // Another session holds the second row and, once the approval waits on it, asks for the first: a cycle.
        await other.query('begin');
        await other.query("set local deadlock_timeout = '10s'");
        await other.query("update reservations set name = 'Held' where id = $1", [second]);
        const approval = admin.post('/api/admin/reservations/approve', { ids: [first, second] });
        // Once it waits (asked earlier, the first row would be this session's before the approval took it, and
        // nothing would be a cycle); the approval locks its rows in id order, so it then holds the first.
        await untilAtLeast(blockedBackends, 1);
        const held = other.query("update reservations set name = 'Held' where id = $1", [first]);
        const response = await approval;
        await held;
        await other.query('rollback');
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json().message).toMatch(/bandykite dar kartą/i);
        const statuses = await test.app.db.selectFrom('reservations').select('status').where('id', 'in', ids).execute();
        expect(statuses.map((row) => row.status)).toEqual(['pending', 'pending']);
      });
    }, 30_000);

    it('should decide a reservation once when an approval and a rejection arrive together', async () => {
      await withRivalSession(dialect, async ({ test, other, admin, student, itemId, blockedBackends }) => {
        const created = await student.post(`/api/items/${itemId}/reservations`, lecture());
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().data[0].id as number;
        // Another session holds the row, so both decisions are under way before either can change it.
        await other.query('begin');
        await other.query("update reservations set name = 'Held' where id = $1", [id]);
        const approval = admin.post('/api/admin/reservations/approve', { ids: [id] });
        const rejection = admin.post('/api/admin/reservations/reject', { ids: [id], reason: 'Hall closed' });
        await untilAtLeast(blockedBackends, 2);
        await other.query('rollback');
        const answers = [(await approval).statusCode, (await rejection).statusCode].sort();
        // The second reads what the first decided: no longer pending.
        expect(answers).toEqual([200, 422]);
        const [row] = await test.app.db.selectFrom('reservations').select('status').where('id', '=', id).execute();
        expect(['approved', 'rejected']).toContain(row!.status);
      });
    }, 30_000);
  },
);

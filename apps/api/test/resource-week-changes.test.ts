import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, buildTwoTestApps, DIALECTS, signIn, type TestApp } from './helper.js';
import { createGroup, createResource, lecture, NOW } from './reservation-fixtures.js';

// The room week (`GET /api/resources/{id}/week`) follows every write, the clock and the asking user's rights on the
// very next request, whichever code or process wrote (issue 26: no answer is kept between requests).

/** An agent of `app` signed in as `agent` is (the same session). */
function sameSession(app: FastifyInstance, agent: Agent): Agent {
  const copy = new Agent(app);
  for (const [name, value] of agent.cookies) {
    copy.cookies.set(name, value);
  }
  return copy;
}

/** A role with only `users.manage`: sees every e-mail address, manages no reservation. */
async function userManagerRole(app: FastifyInstance): Promise<void> {
  const { id } = await app.db
    .insertInto('roles')
    .values({ key: 'user_manager', name: 'User manager' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.insertInto('role_abilities').values({ role_id: id, ability: 'users.manage' }).execute();
}

describe.each(DIALECTS)('GET /api/resources/{id}/week on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let now: number;
  const clock = () => new Date(now);

  beforeEach(async () => {
    now = NOW.getTime();
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  it('should follow the clock: an owned reservation is editable until it ends, with no write', async () => {
    const { agent: teacher } = await signIn(app, 'jonas', ['teacher']);
    const room = await createResource(app, 'Hall');
    // Sunday 22 November, 14:00-15:00 in Vilnius (12:00-13:00 UTC); now is 12:00 there.
    const created = await teacher.post(
      `/api/items/${room.itemIds[0]}/reservations`,
      lecture({
        type: 'event',
        from: '2026-11-22',
        to: '2026-11-22',
        from_time: { hours: 14, minutes: 0 },
        to_time: { hours: 15, minutes: 0 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const editable = async () => {
      const { data } = (
        await teacher.get(`/api/resources/${room.resourceId}/week?from=2026-11-16&to=2026-11-22`)
      ).json();
      return data.reservations.map((row: { can_edit: boolean; can_delete: boolean }) => [row.can_edit, row.can_delete]);
    };
    expect(await editable()).toEqual([[true, true]]);
    expect(await editable()).toEqual([[true, true]]);
    now = Date.parse('2026-11-22T12:59:59.999Z');
    expect(await editable()).toEqual([[true, true]]);
    now = Date.parse('2026-11-22T13:00:00.000Z');
    expect(await editable()).toEqual([[false, false]]);
  });

  it("should follow the asking user's groups, abilities and e-mail changed in the database, with no other write", async () => {
    const { agent: teacher } = await signIn(app, 'jonas', ['teacher']);
    const { id: studentId, agent: student } = await signIn(app, 'ieva');
    const group = await createGroup(app, 'IF-1');
    const room = await createResource(app, 'Hall', { allow_remote_reservations: 1 });
    const created = await teacher.post(
      `/api/items/${room.itemIds[0]}/reservations`,
      lecture({ groups: [group], is_remote: 1, remote_address: 'https://meet.example.edu/algebra' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`;
    const seen = async () => {
      const [row] = (await student.get(url)).json().data.reservations;
      return { remote: row.remote_address, email: row.user.email ?? null, edit: row.can_edit };
    };
    const hidden = { remote: null, email: null, edit: false };
    expect(await seen()).toEqual(hidden);
    expect(await seen()).toEqual(hidden);
    // Joins the group: sees where to join.
    await app.db.insertInto('group_users').values({ group_id: group, user_id: studentId }).execute();
    expect(await seen()).toEqual({ ...hidden, remote: 'https://meet.example.edu/algebra' });
    await app.db.deleteFrom('group_users').where('user_id', '=', studentId).execute();
    expect(await seen()).toEqual(hidden);
    // Given users.manage: sees the author's e-mail; given reservations.manage: may edit.
    await userManagerRole(app);
    await app.userRepository.setRoles(studentId, ['user_manager']);
    expect(await seen()).toEqual({ ...hidden, email: 'jonas@example.edu' });
    await app.userRepository.setRoles(studentId, ['admin']);
    expect(await seen()).toEqual({
      remote: 'https://meet.example.edu/algebra',
      email: 'jonas@example.edu',
      edit: true,
    });
    await app.userRepository.setRoles(studentId, ['student']);
    expect(await seen()).toEqual(hidden);
    // The author's own e-mail address, changed: the next answer has the new one.
    const mine = async () => (await teacher.get(url)).json().data.reservations[0].user.email;
    expect(await mine()).toBe('jonas@example.edu');
    await sql`update users set email = 'jonas.k@example.edu' where uid = 'jonas'`.execute(app.db);
    expect(await mine()).toBe('jonas.k@example.edu');
  });

  it("should follow a batch's size, counted in another room and on another day", async () => {
    const { agent: admin } = await signIn(app, 'admin', ['admin']);
    const hall = await createResource(app, 'Hall');
    const studio = await createResource(app, 'Studio');
    const created = await admin.post(
      `/api/items/${hall.itemIds[0]}/reservations`,
      lecture({ reservable: [studio.resourceId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const isBatch = async () =>
      (await admin.get(`/api/resources/${hall.resourceId}/week?from=2026-11-23&to=2026-11-29`)).json().data
        .reservations[0].is_batch;
    expect(await isBatch()).toBe(true);
    expect(await isBatch()).toBe(true);
    await sql`delete from reservations where resource_id = ${studio.resourceId}`.execute(app.db);
    expect(await isBatch()).toBe(false);
    const { batch_id: batchId } = await app.db
      .selectFrom('reservations')
      .select('batch_id')
      .where('resource_id', '=', hall.resourceId)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('reservations')
      .values({
        name: 'Elsewhere',
        type: 'event',
        status: 'approved',
        resource_id: studio.resourceId,
        item_id: studio.itemIds[0]!,
        batch_id: batchId,
        starts_at: '2027-02-01T08:00:00.000Z',
        ends_at: '2027-02-01T09:00:00.000Z',
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    expect(await isBatch()).toBe(true);
  });

  it('should refuse a disabled user on the very next request, and a signed-out one', async () => {
    const { id, agent: student } = await signIn(app, 'ieva');
    const room = await createResource(app, 'Hall');
    const url = `/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`;
    expect((await student.get(url)).statusCode).toBe(200);
    expect((await student.get(url)).statusCode).toBe(200);
    await app.db
      .updateTable('users')
      .set({ disabled_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await student.get(url)).statusCode).toBe(401);
    expect((await new Agent(app).get(url)).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('GET /api/resources/{id}/week with two app instances on one %s database', (dialect) => {
  it('should answer a write made through one instance on the very next read through the other', async () => {
    const apps = await buildTwoTestApps(dialect, () => new Date(NOW));
    try {
      const { agent: admin } = await signIn(apps.first, 'admin', ['admin']);
      const room = await createResource(apps.first, 'Hall');
      const group = await createGroup(apps.first, 'IF-1');
      const second = sameSession(apps.second, admin);
      const url = `/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`;
      const names = async (agent: Agent) =>
        (await agent.get(url))
          .json()
          .data.reservations.map((row: { name: string; groups: { name: string }[] }) =>
            [row.name, ...row.groups.map((linked) => linked.name)].join(' '),
          );
      expect(await names(second)).toEqual([]);
      expect(await names(second)).toEqual([]);
      const created = await admin.post(
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ name: 'Algebra', groups: [group] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(await names(second)).toEqual(['Algebra IF-1']);
      await sql`update groups set name = 'IF-2'`.execute(apps.first.db);
      expect(await names(second)).toEqual(['Algebra IF-2']);
      const id = created.json().data[0].id;
      expect((await admin.delete(`/api/items/${room.itemIds[0]}/reservations/${id}`)).statusCode).toBeLessThan(300);
      expect(await names(second)).toEqual([]);
      // And the other way round.
      const back = await second.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ name: 'Ethics' }));
      expect(back.statusCode, back.body).toBe(201);
      expect(await names(admin)).toEqual(['Ethics']);
    } finally {
      await apps.close();
    }
  });
});

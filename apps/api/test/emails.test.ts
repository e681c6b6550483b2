import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 13, finding 11: a user's e-mail address is shown to that user and to holders of `users.manage`, to nobody
 * else (docs/decisions/whose-email-addresses.md). This walks EVERY GET route of Fastify's route table (a new
 * route is checked without a line here) as callers without that ability and looks for any other person's address
 * anywhere in the answers: the user directory, group members, teachers (search, lanes), reservations' people,
 * notifications… Fixtures put other people in all of those: a group the student is in, a teacher's reservation on
 * a room inviting a third person and attaching the group, a notification. Being in the same reservation or group
 * shows no address: the teacher, the invitee and the group member are walked like the outsider, and so is a
 * manager of reservations and groups (who sees every reservation and every group's members).
 */
describe.each(DIALECTS)("other people's e-mail addresses on every read on %s", (dialect) => {
  let test: TestApp;
  const ids: Record<string, number> = {};
  const emails: Record<string, string> = {};
  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    // A manager of reservations and groups who does not manage users.
    const { id: role } = await test.app.db
      .insertInto('roles')
      .values({ key: 'manager', name: 'Manager' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.app.db
      .insertInto('role_abilities')
      .values(['administrate', 'reservations.manage', 'groups.manage'].map((ability) => ({ role_id: role, ability })))
      .execute();
    for (const [uid, roles] of [
      ['admin', ['admin']],
      ['outsider', ['student']],
      ['member', ['student']],
      ['teacher', ['teacher']],
      ['invitee', ['student']],
      ['manager', ['manager']],
    ] as const) {
      ids[uid] = await createUser(test.app, uid, [...roles], `Name of ${uid}`);
      emails[uid] = `${uid}@example.edu`;
    }
    const { resourceId, itemIds } = await createResource(test.app, 'Room 1');
    ids.resource = resourceId;
    ids.item = itemIds[0]!;
    ids.group = await createGroup(test.app, 'Group 1', [ids.member!, ids.teacher!]);
    const teacher = new Agent(test.app);
    await teacher.login('teacher');
    const created = await teacher.post(
      `/api/items/${ids.item}/reservations`,
      lecture({ invitations: [ids.invitee], groups: [ids.group], person_responsible: ids.teacher }),
    );
    expect(created.statusCode).toBe(201);
    ids.reservation = created.json<{ data: { id: number }[] }>().data[0]!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const pathOf = (url: string, own: number) =>
    url
      .replace(':itemId', String(ids.item))
      .replace(':resourceId', String(ids.resource))
      .replace(':resource', String(ids.resource))
      .replace(
        ':id',
        String(
          url.startsWith('/api/users/')
            ? own
            : url.includes('groups')
              ? ids.group
              : url.includes('resources')
                ? ids.resource
                : ids.reservation,
        ),
      )
      .replace(/:\w+/g, '1');

  /** Every GET route's answer (with the fixture's week where a route needs dates), as the user. */
  async function readEverything(uid: string) {
    const agent = new Agent(test.app);
    await agent.login(uid);
    const answers: { route: string; status: number; body: string }[] = [];
    for (const route of test.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))) {
      const path = pathOf(route.url, ids[uid]!);
      const week = 'from=2026-11-23&to=2026-11-29&date=2026-11-23';
      let response = await agent.get(`${path}?${route.url.includes('/users') ? 'query=Name' : ''}`);
      if (response.statusCode === 422) {
        response = await agent.get(`${path}?${week}`);
      }
      answers.push({ route: route.url, status: response.statusCode, body: response.body });
    }
    // Teachers searched by name, as the person-responsible select does.
    const search = await agent.get('/api/users?query=Name&role=teacher');
    answers.push({ route: '/api/users?role=teacher', status: search.statusCode, body: search.body });
    return answers;
  }

  const leaks = (answers: { route: string; body: string }[], own: string, skip = (_route: string) => false) =>
    answers.flatMap(({ route, body }) =>
      skip(route)
        ? []
        : Object.entries(emails)
            .filter(([uid, email]) => uid !== own && body.includes(email))
            .map(([uid]) => `${route} shows ${uid}'s e-mail`),
    );

  it('should show a student in no reservation names but no other e-mail address anywhere', async () => {
    const answers = await readEverything('outsider');
    expect(leaks(answers, 'outsider')).toEqual([]);
    // The names are there: people can still be found and invited.
    const names = answers.find((answer) => answer.route === '/api/users')!;
    expect(names.status).toBe(200);
    expect(names.body).toContain('Name of teacher');
    // The room's week lists the teacher's reservation with its people's names, without their addresses.
    const week = answers.find((answer) => answer.route === '/api/resources/:id/week')!;
    expect(week.body).toContain('Name of teacher');
  });

  it.each(['member', 'teacher', 'invitee', 'manager'])(
    'should show the %s, who is in the reservation or the group or manages them, no other e-mail anywhere',
    async (uid) => {
      const answers = await readEverything(uid);
      expect(leaks(answers, uid)).toEqual([]);
    },
  );

  it("should give a reservation's people their own address, users.manage everyone's, the others none", async () => {
    // The administrator's reservation invites the teacher and the student; the teacher's names the teacher.
    const admin = new Agent(test.app);
    await admin.login('admin');
    const created = await admin.post(
      `/api/items/${ids.item}/reservations`,
      lecture({
        type: 'event',
        from_time: { hours: 14, minutes: 0 },
        to_time: { hours: 15, minutes: 0 },
        invitations: [ids.teacher, ids.invitee],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const invited = created.json<{ data: { id: number }[] }>().data[0]!.id;
    type Person = { id: number; email?: string | null };
    const read = async (uid: string, id: number) => {
      const agent = new Agent(test.app);
      await agent.login(uid);
      const response = await agent.get(`/api/reservations/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { user: Person; responsible: Person; invitations: Person[] } }>().data;
    };
    const emailOf = (people: Person[], id: number) => people.find((person) => person.id === id)?.email;

    // The invited student: the teacher responsible for the lecture shows no address, nor do its author's and the
    // other invitee's; the student's own does.
    const lecture1 = await read('invitee', ids.reservation!);
    expect(lecture1.responsible).toEqual({ id: ids.teacher, name: 'Name of teacher' });
    expect(lecture1.user).toEqual({ id: ids.teacher, name: 'Name of teacher' });
    expect(emailOf(lecture1.invitations, ids.invitee!)).toBe('invitee@example.edu');
    const lecture2 = await read('invitee', invited);
    expect(lecture2.invitations.map((person) => person.id).sort()).toEqual([ids.teacher, ids.invitee].sort());
    expect(emailOf(lecture2.invitations, ids.teacher!)).toBeUndefined();
    expect(lecture2.user).not.toHaveProperty('email');
    expect(emailOf(lecture2.invitations, ids.invitee!)).toBe('invitee@example.edu');
    // The teacher sees their own address as the person responsible and the author, not the invitee's.
    const own = await read('teacher', ids.reservation!);
    expect(own.responsible.email).toBe('teacher@example.edu');
    expect(own.user.email).toBe('teacher@example.edu');
    expect(emailOf(own.invitations, ids.invitee!)).toBeUndefined();
    // users.manage sees everyone's.
    const managed = await read('admin', ids.reservation!);
    expect(managed.responsible.email).toBe('teacher@example.edu');
    expect(emailOf(managed.invitations, ids.invitee!)).toBe('invitee@example.edu');
    const managed2 = await read('admin', invited);
    expect(emailOf(managed2.invitations, ids.teacher!)).toBe('teacher@example.edu');
    expect(managed2.user.email).toBe('admin@example.edu');

    const removed = await admin.delete(`/api/items/${ids.item}/reservations/${invited}`);
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it('should show addresses to users.manage (the check above can see one)', async () => {
    const answers = await readEverything('admin');
    expect(leaks(answers, 'admin').length).toBeGreaterThan(0);
  });
});

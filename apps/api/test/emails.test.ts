import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 13, finding 11: other people's e-mail addresses only with `users.manage`. This walks EVERY GET route of
 * Fastify's route table (a new route is checked without a line here) as callers without that ability and looks for
 * any other person's address anywhere in the answers: the user directory, group members, teachers (search, lanes),
 * reservations' people, notifications… Fixtures put other people in all of those: a group the student is in, a
 * teacher's reservation on a room inviting a third person and attaching the group, a notification.
 *
 * One documented exception (docs/decisions.md, "Who sees a reservation's e-mails"): the people involved in a
 * reservation (creator, person responsible, invitees, members of its groups) see its people's addresses. So the
 * outsider below is in no reservation, and the group member is checked only on routes that are not reservations'.
 */
describe.each(DIALECTS)("other people's e-mail addresses on every read on %s", (dialect) => {
  let test: TestApp;
  const ids: Record<string, number> = {};
  const emails: Record<string, string> = {};
  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    for (const [uid, roles] of [
      ['admin', ['admin']],
      ['outsider', ['student']],
      ['member', ['student']],
      ['teacher', ['teacher']],
      ['invitee', ['student']],
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

  it('should show a group member no other e-mail outside the reservations they are involved in', async () => {
    const answers = await readEverything('member');
    const reservations = (route: string) =>
      route.includes('reservations') || route.includes('/calendar') || route.endsWith('/week');
    expect(leaks(answers, 'member', reservations)).toEqual([]);
  });

  it('should show addresses to users.manage (the check above can see one)', async () => {
    const answers = await readEverything('admin');
    expect(leaks(answers, 'admin').length).toBeGreaterThan(0);
  });
});

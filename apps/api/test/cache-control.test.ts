import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 13, finding 7: API answers carry personal data (sessions, names, timetables), so a browser or a proxy must not
 * store them: `Cache-Control: no-store`. This walks EVERY GET route of Fastify's route table (a new route is checked
 * without a line here) as a super administrator and as a student and checks the header of each answer. The few
 * routes that may be kept and revalidated with their ETag (issue 18) say so on purpose (`config.cacheControl`) and
 * are listed below with the reason; a route that sets another Cache-Control without a line here fails.
 */
const REVALIDATED: Record<string, { cacheControl: string; why: string }> = {
  'GET /api/settings': { cacheControl: 'no-cache', why: "the university's name and contacts, public" },
  'GET /api/rooms/glance': {
    cacheControl: 'private, no-cache',
    why: 'the same for every signed-in user: rooms and when they are busy, no names of people',
  },
  'GET /api/resources/:id/calendar.ics': {
    cacheControl: 'no-cache',
    why: "a room's public calendar (issue 14): what the room's week shows anyone",
  },
};

describe.each(DIALECTS)('Cache-Control of every API read on %s', (dialect) => {
  let test: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    ids.admin = await createUser(test.app, 'root', ['super_admin']);
    ids.student = await createUser(test.app, 'studentas', ['student']);
    const { resourceId, itemIds } = await createResource(test.app, 'Room 1');
    ids.resource = resourceId;
    ids.item = itemIds[0]!;
    ids.group = await createGroup(test.app, 'Group 1', [ids.student]);
    const owner = new Agent(test.app);
    await owner.login('studentas');
    const created = await owner.post(`/api/items/${ids.item}/reservations`, lecture());
    ids.reservation = created.json<{ data: { id: number }[] }>().data[0]!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const pathOf = (url: string) =>
    url
      .replace(':itemId', String(ids.item))
      .replace(':resourceId', String(ids.resource))
      .replace(':resource', String(ids.resource))
      .replace(
        ':id',
        String(
          url.startsWith('/api/users/')
            ? ids.student
            : url.includes('groups')
              ? ids.group
              : url.includes('resources')
                ? ids.resource
                : ids.reservation,
        ),
      )
      .replace(/:\w+/g, '1');

  it.each(['root', 'studentas'])(
    'should answer no-store unless the route is revalidated on purpose (as %s)',
    async (uid) => {
      const agent = new Agent(test.app);
      await agent.login(uid);
      const routes = test.app.routeTable.filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));
      const failures: string[] = [];
      let answered = 0;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const path = pathOf(route.url);
        let response = await agent.get(path);
        if (response.statusCode === 422) {
          // Most reads of a time span need one: ask for the fixture's week.
          response = await agent.get(`${path}?from=2026-11-23&to=2026-11-29&date=2026-11-23`);
        }
        const expected = REVALIDATED[key]?.cacheControl ?? 'no-store';
        const declared = route.config.cacheControl;
        if (declared && declared !== 'no-store' && !REVALIDATED[key]) {
          failures.push(`${key} sets Cache-Control "${declared}": add it to REVALIDATED with the reason, or drop it`);
        }
        if (response.headers['cache-control'] !== expected) {
          failures.push(`${key} answered ${response.statusCode} with "${response.headers['cache-control']}"`);
        }
        if (response.statusCode === 200) {
          answered += 1;
        }
      }
      expect(failures).toEqual([]);
      // Many reads answered with their data (a student is refused the administration's): the header checked is
      // the one their data travels with.
      expect(answered).toBeGreaterThan(routes.length / (uid === 'root' ? 2 : 3));
    },
  );

  // The router decodes %61 to "a": /%61pi/user is /api/user, with the same personal data and the same header.
  it.each(['/%61pi/user', '/%61pi/admin/users', '/api/%75ser'])('should answer %s no-store too', async (path) => {
    const agent = new Agent(test.app);
    await agent.login('root');
    const response = await agent.get(path);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

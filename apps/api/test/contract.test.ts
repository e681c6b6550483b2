import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, type TestApp } from './helper.js';
import { clock, createAnnex, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 35: the OpenAPI document is the API's reference, so what the API answers must be what the document says.
 * Every answer here, real answers of real calls, is checked against the document's schema for its path, method and
 * status with a JSON Schema validator of its own (Ajv, not the zod schemas the document was generated from), and a
 * status the document does not name fails.
 */

type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>;
type OpenApiDocument = { paths: Record<string, Record<string, { responses: Responses }>> };

/** A JSON pointer segment in a URI fragment. */
const segment = (value: string) => encodeURIComponent(value.replaceAll('~', '~0').replaceAll('/', '~1'));

function contractOf(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi.json');
  /** What is wrong with `response` as the answer of `method path` (Fastify's path), or nothing. */
  return (method: string, url: string, response: LightMyRequestResponse): string | undefined => {
    const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
    const call = `${method} ${url} → ${response.statusCode}`;
    const answer = document.paths[path]?.[method.toLowerCase()]?.responses[String(response.statusCode)];
    if (!answer) {
      return `${call}: the document names no such answer (${response.body.slice(0, 200)})`;
    }
    const type = String(response.headers['content-type'] ?? '').split(';')[0]!;
    if (!answer.content) {
      return response.body === '' ? undefined : `${call}: the document says no body, the answer has one`;
    }
    if (!answer.content[type]) {
      return `${call}: answered ${type}, the document says ${Object.keys(answer.content).join(', ')}`;
    }
    if (type !== 'application/json') {
      return undefined;
    }
    const pointer = ['paths', path, method.toLowerCase(), 'responses', String(response.statusCode), 'content', type]
      .map(segment)
      .join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}/schema`)!;
    if (validate(response.json())) {
      return undefined;
    }
    return `${call}: ${ajv.errorsText(validate.errors)} in ${response.body.slice(0, 300)}`;
  };
}

describe.each(DIALECTS)('the answers against the OpenAPI document on %s', (dialect) => {
  let test: TestApp;
  let check: ReturnType<typeof contractOf>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    check = contractOf((await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>());
    ids.admin = await createUser(test.app, 'root', ['super_admin']);
    ids.student = await createUser(test.app, 'studentas', ['student']);
    const { resourceId, itemIds } = await createResource(test.app, 'Room 1');
    ids.resource = resourceId;
    ids.item = itemIds[0]!;
    ids.group = await createGroup(test.app, 'Group 1', [ids.student]);
    ids.annex = await createAnnex(test.app, 'Projector');
  });
  afterAll(async () => {
    await test.close();
  });

  it('should answer the core calls of a reservation’s life as the document says', async () => {
    const owner = new Agent(test.app);
    const problems: string[] = [];
    const call = async (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      route: string,
      body?: object,
    ) => {
      const response = await owner.request(method, url, body);
      const problem = check(method, route, response);
      if (problem) {
        problems.push(problem);
      }
      return response;
    };
    await call('GET', '/api/user', '/api/user');
    await call('POST', '/api/login', '/api/login', { uid: 'studentas', password: 'wrong' });
    await call('POST', '/api/login', '/api/login', { uid: 'studentas', password: 'slaptas123' });
    await call('GET', '/api/session', '/api/session');
    await call('POST', '/api/session', '/api/session');
    await call('GET', '/api/resources', '/api/resources');
    await call('GET', '/api/resources/first', '/api/resources/first');
    await call('GET', '/api/resources/remote-enabled', '/api/resources/remote-enabled');
    await call('GET', `/api/resources/${ids.resource}/items`, '/api/resources/:id/items');
    await call('GET', `/api/resources/${ids.resource}/items/${ids.item}`, '/api/resources/:id/items/:itemId');
    await call('GET', '/api/resources/999999', '/api/resources/:id');
    const create = `/api/items/${ids.item}/reservations`;
    await call('POST', create, '/api/items/:itemId/reservations', { name: '' });
    const created = await call('POST', create, '/api/items/:itemId/reservations', lecture());
    expect(created.statusCode).toBe(201);
    const reservation = created.json<{ data: { id: number }[] }>().data[0]!.id;
    // The same time again: the clash list of a 422.
    await call('POST', create, '/api/items/:itemId/reservations', lecture());
    const one = `/api/items/${ids.item}/reservations/${reservation}`;
    await call('GET', one, '/api/items/:itemId/reservations/:id');
    await call('GET', `${create}?from=2026-11-23&to=2026-11-29`, '/api/items/:itemId/reservations');
    await call('PUT', one, '/api/items/:itemId/reservations/:id', lecture({ name: 'Renamed lecture' }));
    await call('POST', `${one}/preview`, '/api/items/:itemId/reservations/:id/preview', lecture({ name: 'Again' }));
    await call('POST', `${create}/preview`, '/api/items/:itemId/reservations/preview', lecture({ name: 'Another' }));
    await call('GET', `/api/reservations/${reservation}`, '/api/reservations/:id');
    await call('POST', `/api/reservations/${reservation}/attach`, '/api/reservations/:id/attach', {
      annexes: [ids.annex],
    });
    await call('DELETE', one, '/api/items/:itemId/reservations/:id');
    await call('DELETE', one, '/api/items/:itemId/reservations/:id');
    await call('POST', '/api/logout', '/api/logout');
    await call('GET', '/api/resources', '/api/resources');
    expect(problems).toEqual([]);
  });

  // Issue 35: the 409s and the group approval's 422 with its conflicts are in the document, as they are answered.
  it('should answer the conflicts of a timetable and an account as the document says', async () => {
    const admin = new Agent(test.app);
    await admin.login('root');
    const problems: string[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, route: string, status: number, body?: object) => {
      const response = await admin.request(method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      const problem = check(method, route, response);
      if (problem) {
        problems.push(problem);
      }
      return response;
    };
    const other = await createResource(test.app, 'Room 2');
    const period = await admin.post('/api/admin/periods', {
      name: 'Contract autumn',
      starts_on: '2026-11-23',
      ends_on: '2026-12-20',
    });
    expect(period.statusCode, period.body).toBe(201);
    const timetable = await admin.post('/api/admin/group-timetables', {
      group_id: ids.group,
      period_id: period.json().data.id,
    });
    expect(timetable.statusCode, timetable.body).toBe(201);
    const id = timetable.json().data.id as number;
    // The group in two rooms at once.
    for (const item of [ids.item, other.itemIds[0]]) {
      const made = await admin.post(
        `/api/items/${item}/reservations`,
        lecture({ name: `Group lecture ${item}`, groups: [ids.group], from: '2026-11-25', to: '2026-11-25' }),
      );
      expect(made.statusCode, made.body).toBe(201);
    }
    const route = '/api/admin/group-timetables/:id';
    await call('PUT', `/api/admin/group-timetables/${id}/approve`, `${route}/approve`, 409, {});
    await call('PUT', `/api/admin/group-timetables/${id}/lock`, `${route}/lock`, 200);
    await call('PUT', `/api/admin/group-timetables/${id}/lock`, `${route}/lock`, 409);
    // An invalid body is a 422 too, without conflicts.
    await call('PUT', `/api/admin/group-timetables/${id}/approve`, `${route}/approve`, 422, { accept_conflicts: 'x' });
    const refused = await call('PUT', `/api/admin/group-timetables/${id}/approve`, `${route}/approve`, 422, {});
    expect(refused.json().conflicts).toEqual([expect.objectContaining({ kind: 'group' })]);
    await call('POST', `/api/admin/users/${ids.admin}/disable`, '/api/admin/users/:id/disable', 409);
    await call('POST', `/api/admin/users/${ids.admin}/reset-password`, '/api/admin/users/:id/reset-password', 409);
    await call('POST', `/api/users/${ids.admin}/impersonate`, '/api/users/:id/impersonate', 409);
    await call('POST', '/api/users/stop-impersonating', '/api/users/stop-impersonating', 409);
    expect(problems).toEqual([]);
  });

  it.each(['root', 'studentas'])('should answer every read as the document says (as %s)', async (uid) => {
    const agent = new Agent(test.app);
    await agent.login(uid);
    const created = await agent.post(
      `/api/items/${ids.item}/reservations`,
      lecture({ name: `Lecture of ${uid}`, ...(uid === 'root' ? {} : { from: '2026-11-24', to: '2026-11-24' }) }),
    );
    ids.reservation = created.json<{ data: { id: number }[] }>().data[0]!.id;
    const pathOf = (url: string) =>
      url
        .replace(':itemId', String(ids.item))
        .replace(':resourceId', String(ids.resource))
        .replace(':resource', String(ids.resource))
        .replace(
          ':id',
          String(
            url.startsWith('/api/users/') || url.startsWith('/api/admin/users/')
              ? ids.student
              : url.includes('groups')
                ? ids.group
                : url.includes('annexes')
                  ? ids.annex
                  : url.includes('resources')
                    ? ids.resource
                    : ids.reservation,
          ),
        )
        .replace(/:\w+/g, '1');
    const routes = test.app.routeTable.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        route.url !== '/api/openapi.json',
    );
    const problems: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const path = pathOf(route.url);
      let response = await agent.get(path);
      if (response.statusCode === 422) {
        // Most reads of a time span need one: ask for the fixture's week.
        response = await agent.get(`${path}?from=2026-11-23&to=2026-11-29&date=2026-11-23`);
      }
      const problem = check('GET', route.url, response);
      if (problem) {
        problems.push(problem);
      }
      if (response.statusCode === 200) {
        answered += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(routes.length / (uid === 'root' ? 2 : 3));
  });
});

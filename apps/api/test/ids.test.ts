import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOPPY_IDS } from './fuzz/arbitraries.js';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/*
 * Ids are decimal digits (`@laikas/contract` idSchema): `0x1`, ` 1`, `1e0`, `+1`, `01`, `1.0`… are read as 1 by
 * JavaScript's `Number`, but no client writes an id so, and a cache, a log or a rate limit keyed on the text would
 * take them for other ids. Every route's id parameters, walked from Fastify's route table, refuse them with the
 * 422 of a bad id; so do ids in query strings and bodies.
 */
describe.each(DIALECTS)('ids written as no client writes them on %s', (dialect) => {
  let test: TestApp;
  let admin: Agent;
  let userId: number;
  let itemId: number;
  const FORMAT = { en: 'The id must be a whole number written in digits.' };
  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    ({ id: userId, agent: admin } = await signIn(test.app, 'super', ['super_admin']));
    itemId = (await createResource(test.app, 'Room 1')).itemIds[0]!;
  });
  afterAll(async () => {
    await test.close();
  });

  it('should answer 422 naming the parameter for each sloppy form of an id in every path', async () => {
    const idParameters = test.app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .flatMap((route) => {
        const shape = (route.schema.params as { shape?: Record<string, Parser> } | undefined)?.shape ?? {};
        return Object.entries(shape)
          .filter(([, schema]) => schema.safeParse('7').data === 7 && !schema.safeParse('abc').success)
          .map(([name]) => ({ route, name, others: Object.keys(shape).filter((other) => other !== name) }));
      });
    expect(idParameters.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { route, name } of idParameters) {
      for (const sloppy of SLOPPY_IDS) {
        const path = route.url
          .replace(`:${name}`, encodeURIComponent(sloppy))
          .replace(/:(\w+)/g, (_, other: string) => (other === 'answer' ? 'accept' : String(userId)));
        const response = await admin.request(route.method as 'GET', path, route.method === 'GET' ? undefined : {}, {
          headers: { 'accept-language': 'en' },
        });
        const errors = response.statusCode === 422 ? response.json<{ errors?: Record<string, string[]> }>().errors : {};
        if (JSON.stringify(errors?.[name]) !== JSON.stringify([FORMAT.en])) {
          wrong.push(`${route.method} ${path}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(SLOPPY_IDS)('should answer 422 to the id %j in a query string and in a body, in lt', async (sloppy) => {
    const query = await admin.get(`/api/users?id=${encodeURIComponent(sloppy)}`);
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({
      id: ['Identifikatorius turi būti sveikasis skaičius, parašytas skaitmenimis.'],
    });
    const body = await admin.post(`/api/items/${itemId}/reservations`, lecture({ invitations: [sloppy] }));
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json().errors)).toEqual(['invitations.0']);
  });

  it('should still take an id written in digits, in a path, a query string and a body', async () => {
    expect((await admin.get(`/api/users/${userId}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/users?id=${userId}`)).json().data).toHaveLength(1);
    const created = await admin.post(`/api/items/${itemId}/reservations`, lecture({ invitations: [String(userId)] }));
    expect(created.statusCode, created.body).toBe(201);
  });
});

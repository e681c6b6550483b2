import { type FastifyInstance } from 'fastify';
import { toInstant } from '../src/db/database.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';

const GROUPS = 500;
const ROOMS = 300;
const pad = (value: number) => String(value).padStart(3, '0');

/**
 * Issue 27: the pickers of a real semester's office (500 groups, 300 rooms) search and page on the server, so every
 * group and room can be found by any part of its name, and a picker asks for 50 at a time, not the whole list.
 */
describe.each(DIALECTS)('pickers over 500 groups and 300 rooms on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agent: Agent;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
    ({ agent } = await signIn(app, 'jonas'));
    const now = toInstant(new Date());
    await app.db
      .insertInto('groups')
      .values(
        Array.from({ length: GROUPS }, (_, index) => ({
          name: `ITC grupė ${pad(index + 1)} (fal)`,
          external_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await app.db
      .insertInto('resources')
      .values(
        Array.from({ length: ROOMS }, (_, index) => ({
          name: `Auditorija ${pad(index + 1)}`,
          address: 'Naugarduko g. 24',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await test.close();
  });

  it('should find the last of 500 groups by a middle part of its name, 50 to a page', async () => {
    const found = await agent.get('/api/groups?query=up%C4%97%20500&per_page=50');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((group: { name: string }) => group.name)).toEqual(['ITC grupė 500 (fal)']);

    const firstPage = (await agent.get('/api/groups?per_page=50')).json();
    expect(firstPage.data).toHaveLength(50);
    expect(firstPage.meta).toMatchObject({ total: GROUPS, last_page: 10 });
    const lastPage = (await agent.get('/api/groups?per_page=50&page=10')).json();
    expect(lastPage.data.at(-1).name).toBe('ITC grupė 500 (fal)');
  });

  it('should find any of 300 rooms by part of its name, at most the limit asked, by name', async () => {
    const one = await agent.get('/api/resources?query=ija%20287&limit=50');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.map((room: { name: string }) => room.name)).toEqual(['Auditorija 287']);

    const tens = (await agent.get('/api/resources?query=AUDITORIJA%2029&limit=50')).json().data;
    expect(tens.map((room: { name: string }) => room.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Auditorija 29${index}`),
    );
    expect(tens[0]).toMatchObject({ items: [], settings: expect.any(Object) });

    const first = (await agent.get('/api/resources?limit=50')).json().data;
    expect(first).toHaveLength(50);
    expect(first[49].name).toBe('Auditorija 050');
    // Without a limit the list is whole, as before (the room list and the glance read it).
    expect((await agent.get('/api/resources')).json().data).toHaveLength(ROOMS);
    // `%` and `_` are text, not wildcards.
    expect((await agent.get('/api/resources?query=%25&limit=50')).json().data).toEqual([]);
  });

  it('should refuse a limit outside 1–1000 with a field message', async () => {
    for (const limit of ['0', '1001', 'x']) {
      const refused = await agent.get(`/api/resources?limit=${limit}`);
      expect(refused.statusCode, limit).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['limit']);
    }
  });
});

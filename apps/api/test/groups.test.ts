import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';

describe.each(DIALECTS)('groups on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agent: Agent;

  async function addGroup(name: string, userIds: number[] = []) {
    const now = toInstant(new Date());
    const { id } = await app.db
      .insertInto('groups')
      .values({ name, external_id: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const userId of userIds) {
      await app.db.insertInto('group_users').values({ group_id: id, user_id: userId }).execute();
    }
    return id;
  }

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
    const signedIn = await signIn(app, 'ieva');
    agent = signedIn.agent;
    const jonas = await createUser(app, 'jonas');
    await addGroup('MIF PS 1 k. 2 gr.', [signedIn.id, jonas]);
    await addGroup('MIF PS 1 k. 1 gr.', [signedIn.id]);
    await addGroup('FF 2 k. Fizika');
  });
  afterEach(async () => {
    await test.close();
  });

  describe('GET /api/groups', () => {
    it('should list groups by name with their sizes and paging meta', async () => {
      const response = await agent.get('/api/groups');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), name: 'FF 2 k. Fizika', users_count: 0 },
          { id: expect.any(Number), name: 'MIF PS 1 k. 1 gr.', users_count: 1 },
          { id: expect.any(Number), name: 'MIF PS 1 k. 2 gr.', users_count: 2 },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 3 },
      });
    });

    it('should find groups by part of the name, ignoring case', async () => {
      const response = await agent.get('/api/groups?query=mif%20ps');
      expect(response.json().data.map((group: { name: string }) => group.name)).toEqual([
        'MIF PS 1 k. 1 gr.',
        'MIF PS 1 k. 2 gr.',
      ]);
      expect(response.json().meta.total).toBe(2);
    });

    // Issue 27: a searching picker names the groups a saved report or an address holds by their ids.
    it('should answer only the groups of the ids asked, and 422 for ids that are not a list of numbers', async () => {
      const all = (await agent.get('/api/groups')).json().data as { id: number; name: string }[];
      const [fizika, , second] = all;
      const response = await agent.get(`/api/groups?ids=${second!.id},${fizika!.id},999999`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((group: { name: string }) => group.name)).toEqual([
        'FF 2 k. Fizika',
        'MIF PS 1 k. 2 gr.',
      ]);
      for (const ids of [
        '1;2',
        'a',
        '',
        '1,2147483648',
        Array.from({ length: 501 }, (_, index) => index + 1).join(','),
      ]) {
        const refused = await agent.request('GET', `/api/groups?ids=${ids}`, undefined, {
          headers: { 'accept-language': 'en' },
        });
        expect(refused.statusCode, ids.slice(0, 20)).toBe(422);
        expect(refused.json().errors.ids).toEqual(['Expected ids as whole numbers separated by commas (at most 500).']);
      }
    });

    it('should page forward within last_page', async () => {
      const response = await agent.get('/api/groups?per_page=2&page=2');
      expect(response.json()).toMatchObject({
        data: [{ name: 'MIF PS 1 k. 2 gr.' }],
        meta: { current_page: 2, last_page: 2, per_page: 2, total: 3 },
      });
    });

    it('should treat wildcard characters in the query as text', async () => {
      const response = await agent.get('/api/groups?query=%25');
      expect(response.json().data).toEqual([]);
    });

    it.each([
      { name: 'a page of 0', url: '/api/groups?page=0', field: 'page' },
      { name: 'a page that is not a number', url: '/api/groups?page=abc', field: 'page' },
      { name: 'too many per page', url: '/api/groups?per_page=5000', field: 'per_page' },
    ])('should answer 422 naming the field for $name', async ({ url, field }) => {
      const response = await agent.get(url);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    });

    it('should answer 401 without a session', async () => {
      const response = await new Agent(app).get('/api/groups');
      expect(response.statusCode).toBe(401);
    });
  });
});

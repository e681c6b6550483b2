import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createAnnex, createGroup, createResource } from './reservation-fixtures.js';

/** Names in the order they were made: neither id nor byte order is the answer. */
const NAMES = ['Žukauskas', 'Čepulis', 'Zabiela', 'Šimkus', 'Ąžuolas', 'Antanas', 'apple', 'Cibulskis'];
/** What a Lithuanian reader expects: Č, Š, Ž are letters after C, S, Z; ą sorts with a; case only breaks ties. */
const LITHUANIAN = ['Antanas', 'apple', 'Ąžuolas', 'Cibulskis', 'Čepulis', 'Šimkus', 'Zabiela', 'Žukauskas'];

const namesOf = (list: { name: string }[]) => list.map((row) => row.name);

/*
 * Lists a person reads by name are in Lithuanian alphabet order on both databases (byte order put „Čepulis, Šimkus,
 * Žukauskas“ after „Zabiela“, and „apple“ after „Zoo“): PostgreSQL's "lt-x-icu", SQLite's lt_sort_key.
 */
describe.each(DIALECTS)('lists by name on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let groupId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'order-admin', ['admin']));
    const userIds: number[] = [];
    for (const [index, name] of NAMES.entries()) {
      userIds.push(await createUser(app, `lt-${index}`, ['teacher'], name));
      await createResource(app, name);
      await createAnnex(app, name);
      await createGroup(app, name);
    }
    groupId = await createGroup(app, 'IFF-4/1', userIds);
  });
  afterAll(async () => {
    await test.close();
  });

  describe('GET /api/admin/users and GET /api/users', () => {
    it('should list users in Lithuanian order, page after page, and in the teacher picker', async () => {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const answer = await admin.get(`/api/admin/users?query=lt-&per_page=3&page=${page}`);
        expect(answer.statusCode, answer.body).toBe(200);
        pages.push(...namesOf(answer.json().data));
      }
      expect(pages).toEqual(LITHUANIAN);
      // The teacher picker.
      expect(namesOf((await admin.get('/api/users?role=teacher')).json().data)).toEqual(LITHUANIAN);
    });
  });

  describe('GET /api/resources and GET /api/admin/resources', () => {
    it('should list rooms in Lithuanian order, either way round', async () => {
      expect(namesOf((await admin.get('/api/resources')).json().data)).toEqual(LITHUANIAN);
      expect(namesOf((await admin.get('/api/resources/list')).json().data)).toEqual(LITHUANIAN);
      expect(namesOf((await admin.get('/api/admin/resources?sort=name')).json().data)).toEqual(LITHUANIAN);
      const descending = await admin.get('/api/admin/resources?sort=name&direction=desc');
      expect(namesOf(descending.json().data)).toEqual(LITHUANIAN.toReversed());
    });
  });

  describe('GET /api/groups and GET /api/admin/groups/{id}/users', () => {
    it("should list groups, a group's members and its rooms in Lithuanian order", async () => {
      const groups = [...LITHUANIAN.slice(0, 5), 'IFF-4/1', ...LITHUANIAN.slice(5)];
      expect(namesOf((await admin.get('/api/groups')).json().data)).toEqual(groups);
      expect(namesOf((await admin.get('/api/admin/groups')).json().data)).toEqual(groups);
      expect(namesOf((await admin.get(`/api/admin/groups/${groupId}/users`)).json().data)).toEqual(LITHUANIAN);
      // The write reads the group's rooms by name within its transaction too: on SQLite, on the writer thread.
      const rooms = (await admin.get('/api/resources')).json().data as { id: number }[];
      const attached = await admin.post(`/api/admin/groups/${groupId}/attach-resources`, {
        resources: rooms.map((room) => room.id).reverse(),
      });
      expect(attached.statusCode, attached.body).toBe(200);
      expect(namesOf(attached.json().data.resources)).toEqual(LITHUANIAN);
    });
  });

  describe('GET /api/admin/annexes and GET /api/annexes', () => {
    it('should list annexes in Lithuanian order', async () => {
      expect(namesOf((await admin.get('/api/admin/annexes')).json().data)).toEqual(LITHUANIAN);
      expect(namesOf((await admin.get('/api/annexes')).json().data)).toEqual(LITHUANIAN);
    });
  });
});

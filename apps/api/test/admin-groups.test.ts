import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { createGroup, createResource } from './reservation-fixtures.js';

describe.each(DIALECTS)('groups administration on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let student: Agent;
  let ona: number;
  let petras: number;

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    ({ agent: student } = await signIn(app, 'jonas'));
    ona = await createUser(app, 's1001', ['student'], 'Ona Onaitė');
    petras = await createUser(app, 's1002', ['student'], 'Petras Petraitis');
  });
  afterEach(async () => {
    await test.close();
  });

  describe('GET /api/admin/groups', () => {
    it('should page groups by name with search, and a last page within 1..last_page', async () => {
      for (let index = 1; index <= 30; index += 1) {
        await createGroup(app, `MIF ${String(index).padStart(2, '0')} gr.`);
      }
      await createGroup(app, 'FF 1 gr.');
      const first = await admin.get('/api/admin/groups');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: 31 });
      expect(first.json().data[0]).toEqual({ id: expect.any(Number), name: 'FF 1 gr.', users_count: 0 });
      const second = await admin.get('/api/admin/groups?page=2');
      expect(second.json().data).toHaveLength(6);
      const found = await admin.get('/api/admin/groups?query=mif%2030');
      expect(found.json().data.map((group: { name: string }) => group.name)).toEqual(['MIF 30 gr.']);
    });

    it('should return 403 to a student and 401 without a session', async () => {
      expect((await student.get('/api/admin/groups')).statusCode).toBe(403);
      expect((await new Agent(app).get('/api/admin/groups')).statusCode).toBe(401);
    });
  });

  describe('POST and PUT /api/admin/groups', () => {
    it('should create a group, change its name, and show it', async () => {
      const created = await admin.post('/api/admin/groups', { name: 'PS 1 k. 1 gr.', external_id: 'PS-1-1' });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data;
      expect(created.json().data).toEqual({
        id,
        name: 'PS 1 k. 1 gr.',
        external_id: 'PS-1-1',
        users_count: 0,
        resources: [],
      });
      const changed = await admin.put(`/api/admin/groups/${id}`, { name: 'PS 1 k. 2 gr.', external_id: 'PS-1-1' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await admin.get(`/api/admin/groups/${id}`)).json().data.name).toBe('PS 1 k. 2 gr.');
    });

    it('should return 422 for an empty name or a taken external id, and 404 for an unknown group', async () => {
      const empty = await admin.post('/api/admin/groups', { name: '  ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toHaveProperty('name');
      await admin.post('/api/admin/groups', { name: 'A', external_id: 'X' });
      const taken = await admin.post('/api/admin/groups', { name: 'B', external_id: 'X' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toHaveProperty('external_id');
      expect((await admin.get('/api/admin/groups/9999')).statusCode).toBe(404);
      expect((await admin.put('/api/admin/groups/9999', { name: 'C' })).statusCode).toBe(404);
      expect((await student.post('/api/admin/groups', { name: 'D' })).statusCode).toBe(403);
    });

    // A second "IF-1 k. 1 gr." was taken (201): pickers showed two alike, and the group import and the sign-in rules,
    // which find groups by name, took either.
    it('should return 422 on name when another group has the name, on create and on rename', async () => {
      const first = await admin.post('/api/admin/groups', { name: 'IF-1 k. 1 gr.' });
      expect(first.statusCode, first.body).toBe(201);
      const again = await admin.request(
        'POST',
        '/api/admin/groups',
        { name: ' IF-1 k. 1 gr. ' },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ name: ['Grupė tokiu pavadinimu jau yra'] });
      const other = await admin.post('/api/admin/groups', { name: 'IF-1 k. 2 gr.' });
      const renamed = await admin.request(
        'PUT',
        `/api/admin/groups/${other.json().data.id}`,
        { name: 'IF-1 k. 1 gr.' },
        { headers: { 'accept-language': 'en' } },
      );
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors).toEqual({ name: ['A group with this name already exists'] });
      // Its own name kept (a change of the external id alone) is no clash.
      const kept = await admin.put(`/api/admin/groups/${first.json().data.id}`, {
        name: 'IF-1 k. 1 gr.',
        external_id: 'IF-1-1',
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await app.db.selectFrom('groups').select('id').execute()).toHaveLength(2);
    });

    // Both passed the check before either wrote: the unique index refused the later ones, answered 500.
    it('should answer 422 on external_id to the losers of simultaneous creates with one external id', async () => {
      await admin.get('/api/csrf-cookie');
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((name) => admin.post('/api/admin/groups', { name, external_id: 'PS-1-1' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
      for (const answer of answers.filter((each) => each.statusCode === 422)) {
        expect(Object.keys(answer.json().errors)).toEqual(['external_id']);
      }
      expect(await app.db.selectFrom('groups').select('id').execute()).toHaveLength(1);
    });
  });

  describe('members', () => {
    it('should attach users, list them, find the detached ones, and detach', async () => {
      const id = await createGroup(app, 'PS 1');
      const attached = await admin.post(`/api/admin/groups/${id}/attach-users`, { users: [ona, petras, ona] });
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json().data.users_count).toBe(2);
      // Attaching again changes nothing.
      await admin.post(`/api/admin/groups/${id}/attach-users`, { users: [{ id: ona }] });
      const members = await admin.get(`/api/admin/groups/${id}/users`);
      expect(members.json()).toEqual({
        data: [
          { id: ona, uid: 's1001', name: 'Ona Onaitė', email: 's1001@example.edu' },
          { id: petras, uid: 's1002', name: 'Petras Petraitis', email: 's1002@example.edu' },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 25, total: 2 },
      });
      const search = await admin.get(`/api/admin/groups/${id}/users?query=ONAIT`);
      expect(search.json().data.map((user: { id: number }) => user.id)).toEqual([ona]);

      const detached = await admin.get(`/api/admin/groups/${id}/detached-users?search_string=user`);
      expect(detached.json().data.map((user: { uid: string }) => user.uid)).toEqual(['admin', 'jonas']);

      const after = await admin.post(`/api/admin/groups/${id}/detach-users`, { users: [ona] });
      expect(after.json().data.users_count).toBe(1);
      const nowDetached = await admin.get(`/api/admin/groups/${id}/detached-users?search_string=onait`);
      expect(nowDetached.json().data.map((user: { id: number }) => user.id)).toEqual([ona]);
    });

    it('should return 422 naming unknown users and save none, 404 for an unknown group, 403 for a student', async () => {
      const id = await createGroup(app, 'PS 1');
      const response = await admin.post(`/api/admin/groups/${id}/attach-users`, { users: [ona, 777] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.users).toEqual([expect.stringContaining('777')]);
      expect((await admin.get(`/api/admin/groups/${id}`)).json().data.users_count).toBe(0);
      expect((await admin.post(`/api/admin/groups/${id}/attach-users`, { users: [] })).statusCode).toBe(422);
      expect((await admin.post('/api/admin/groups/9999/attach-users', { users: [ona] })).statusCode).toBe(404);
      expect((await admin.get('/api/admin/groups/9999/users')).statusCode).toBe(404);
      expect((await admin.get('/api/admin/groups/9999/detached-users')).statusCode).toBe(404);
      expect((await student.post(`/api/admin/groups/${id}/attach-users`, { users: [ona] })).statusCode).toBe(403);
      expect((await student.get(`/api/admin/groups/${id}/users`)).statusCode).toBe(403);
    });
  });

  describe('resources', () => {
    it('should attach and detach resources, and 422 an unknown one', async () => {
      const id = await createGroup(app, 'PS 1');
      const room = await createResource(app, 'Room 101');
      const attached = await admin.post(`/api/admin/groups/${id}/attach-resources`, { resources: [room.resourceId] });
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json().data.resources).toEqual([{ id: room.resourceId, name: 'Room 101' }]);
      const unknown = await admin.post(`/api/admin/groups/${id}/attach-resources`, { resources: [555] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('resources');
      const detached = await admin.post(`/api/admin/groups/${id}/detach-resources`, { resources: [room.resourceId] });
      expect(detached.json().data.resources).toEqual([]);
      expect(
        (await student.post(`/api/admin/groups/${id}/detach-resources`, { resources: [room.resourceId] })).statusCode,
      ).toBe(403);
    });
  });

  describe('DELETE /api/admin/groups/{id}', () => {
    it('should delete a group and 404 it afterwards', async () => {
      const id = await createGroup(app, 'PS 1');
      expect((await admin.delete(`/api/admin/groups/${id}`)).statusCode).toBe(204);
      expect((await admin.delete(`/api/admin/groups/${id}`)).statusCode).toBe(404);
    });
  });
});

import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { type Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { clock, createAnnex } from './reservation-fixtures.js';

describe.each(DIALECTS)('annex administration on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;
  let admin: Agent;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    admin = agents['resources.manage'];
  });
  afterEach(async () => {
    await test.close();
  });

  it('should let only resource managers, administrators and super administrators in', async () => {
    const allowed: Caller[] = ['resources.manage', 'admin', 'super_admin'];
    for (const caller of CALLERS) {
      const id = await createAnnex(app, `Annex of ${caller}`);
      const answers = [
        (await agents[caller].get('/api/admin/annexes')).statusCode,
        (await agents[caller].get(`/api/admin/annexes/${id}`)).statusCode,
        (await agents[caller].post('/api/admin/annexes', { name: `New ${caller}` })).statusCode,
        (await agents[caller].put(`/api/admin/annexes/${id}`, { name: `Renamed ${caller}` })).statusCode,
      ];
      const expected = allowed.includes(caller)
        ? [200, 200, 201, 200]
        : Array(4).fill(caller === 'anonymous' ? 401 : 403);
      expect(answers, caller).toEqual(expected);
    }
  });

  it('should create, list (paged, searched) and edit annexes, refusing a duplicate or empty name', async () => {
    const created = await admin.post('/api/admin/annexes', { name: 'Projector', description: ' HDMI ' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toEqual({ id, name: 'Projector', description: 'HDMI' });
    await admin.post('/api/admin/annexes', { name: 'Microphone' });

    const duplicate = await admin.request(
      'POST',
      '/api/admin/annexes',
      { name: 'projector' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['An annex of this name exists already'] });
    expect((await admin.post('/api/admin/annexes', { name: ' ' })).json().errors).toHaveProperty('name');

    const list = (await admin.get('/api/admin/annexes')).json();
    expect(list.data.map((annex: { name: string }) => annex.name)).toEqual(['Microphone', 'Projector']);
    expect(list.meta.total).toBe(2);
    expect((await admin.get('/api/admin/annexes?search=PROJ')).json().data).toHaveLength(1);

    const edited = await admin.put(`/api/admin/annexes/${id}`, { name: 'Projector', description: null });
    expect(edited.json().data).toEqual({ id, name: 'Projector', description: null });
    // The reservation form's search sees it.
    expect((await agents.student.get('/api/annexes?query=proj')).json().data).toEqual([{ id, name: 'Projector' }]);
    expect((await admin.get('/api/admin/annexes/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/annexes/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('should refuse a name taken whatever its letters (Lithuanian ones too), also when two ask at once', async () => {
    expect((await admin.post('/api/admin/annexes', { name: 'Šviesų pultas' })).statusCode).toBe(201);
    for (const name of ['Šviesų pultas', 'ŠVIESŲ PULTAS', ' šviesų pultas ']) {
      expect((await admin.post('/api/admin/annexes', { name })).statusCode, name).toBe(422);
    }
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => admin.post('/api/admin/annexes', { name: 'Žymeklių rinkinys' })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const names = (await admin.get('/api/admin/annexes?per_page=100'))
      .json()
      .data.map((annex: { name: string }) => annex.name);
    expect(names).toEqual(['Šviesų pultas', 'Žymeklių rinkinys']);
  });
});

import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { type Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { clock } from './reservation-fixtures.js';

/** Every audit row, oldest first, as stored. */
async function auditRows(app: FastifyInstance) {
  const rows = await app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));
}

async function userId(app: FastifyInstance, uid: string): Promise<number> {
  return (await app.db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirstOrThrow()).id;
}

describe.each(DIALECTS)('the audit log on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;
  let superAdmin: Agent;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    superAdmin = agents.super_admin;
  });
  afterEach(async () => {
    await test.close();
  });

  describe('when an administrator changes an annex', () => {
    it('should write exactly one entry per change with who, the request id and the changed fields only', async () => {
      const manager = agents['resources.manage'];
      const created = await manager.post('/api/admin/annexes', { name: 'Projector', description: 'HDMI' });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const edited = await manager.put(`/api/admin/annexes/${id}`, { name: 'Projector 4K', description: 'HDMI' });
      expect(edited.statusCode).toBe(200);

      const rows = await auditRows(app);
      const actor = await userId(app, 'caller-resources-manage');
      expect(rows).toMatchObject([
        {
          action: 'create',
          entity_type: 'annex',
          entity_id: String(id),
          label: 'Projector',
          actor_id: actor,
          impersonator_id: null,
          request_id: created.headers['x-request-id'],
          changes: {
            id: { before: null, after: id },
            name: { before: null, after: 'Projector' },
            description: { before: null, after: 'HDMI' },
          },
        },
        {
          action: 'update',
          entity_id: String(id),
          label: 'Projector 4K',
          actor_id: actor,
          request_id: edited.headers['x-request-id'],
          changes: { name: { before: 'Projector', after: 'Projector 4K' } },
        },
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[0]?.created_at).toBe(clock().toISOString());
    });

    it('should write nothing when the change fails or changes nothing', async () => {
      const manager = agents['resources.manage'];
      const id = (await manager.post('/api/admin/annexes', { name: 'Microphone' })).json().data.id as number;
      await manager.post('/api/admin/annexes', { name: 'Projector' });
      const before = (await auditRows(app)).length;

      expect((await manager.post('/api/admin/annexes', { name: 'projector' })).statusCode).toBe(422);
      expect((await manager.put(`/api/admin/annexes/${id}`, { name: 'PROJECTOR' })).statusCode).toBe(422);
      expect((await manager.put('/api/admin/annexes/999999', { name: 'Nothing' })).statusCode).toBe(404);
      expect((await manager.put(`/api/admin/annexes/${id}`, { name: 'Microphone' })).statusCode).toBe(200);

      expect(await auditRows(app)).toHaveLength(before);
    });

    it('should record the impersonated user as the actor and the administrator as the impersonator', async () => {
      const manager = await userId(app, 'caller-resources-manage');
      const administrator = await userId(app, 'caller-super_admin');
      expect((await superAdmin.post(`/api/users/${manager}/impersonate`)).statusCode).toBe(200);
      expect((await superAdmin.post('/api/admin/annexes', { name: 'Lectern' })).statusCode).toBe(201);

      expect(await auditRows(app)).toMatchObject([{ actor_id: manager, impersonator_id: administrator }]);
    });
  });

  describe('GET /api/admin/audit', () => {
    it('should let only super administrators read the log', async () => {
      for (const caller of CALLERS) {
        const expected = caller === 'super_admin' ? 200 : caller === 'anonymous' ? 401 : 403;
        expect((await agents[caller].get('/api/admin/audit')).statusCode, caller).toBe(expected);
      }
    });

    it('should page newest first and filter by actor, entity, action, dates and free text', async () => {
      const manager = agents['resources.manage'];
      const managerId = await userId(app, 'caller-resources-manage');
      const ids: number[] = [];
      for (const name of ['Projector', 'Microphone', 'Lectern']) {
        ids.push((await manager.post('/api/admin/annexes', { name })).json().data.id as number);
      }
      await agents.admin.put(`/api/admin/annexes/${ids[0]}`, { name: 'Beamer' });

      const first = (await superAdmin.get('/api/admin/audit?per_page=25')).json();
      expect(first.meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 4 });
      expect(first.data.map((entry: { label: string }) => entry.label)).toEqual([
        'Beamer',
        'Lectern',
        'Microphone',
        'Projector',
      ]);
      expect(first.data[0]).toMatchObject({
        action: 'update',
        entity_type: 'annex',
        entity_id: String(ids[0]),
        actor: { id: await userId(app, 'caller-admin'), name: expect.any(String) },
        impersonator: null,
        changes: { name: { before: 'Projector', after: 'Beamer' } },
      });

      const labels = async (query: string) =>
        (await superAdmin.get(`/api/admin/audit?${query}`)).json().data.map((entry: { label: string }) => entry.label);
      expect(await labels(`actor_id=${managerId}`)).toEqual(['Lectern', 'Microphone', 'Projector']);
      expect(await labels(`entity_type=annex&entity_id=${ids[0]}`)).toEqual(['Beamer', 'Projector']);
      expect(await labels('action=update')).toEqual(['Beamer']);
      expect(await labels('entity_type=resource')).toEqual([]);
      expect(await labels('search=micro')).toEqual(['Microphone']);
      // The free text reaches changed values too: the old name of the renamed annex.
      expect(await labels('search=projector')).toEqual(['Beamer', 'Projector']);
      expect(await labels('from=2026-11-22&to=2026-11-22')).toHaveLength(4);
      expect(await labels('from=2026-11-23')).toEqual([]);
      expect(await labels('to=2026-11-21')).toEqual([]);

      const paged = (await superAdmin.get('/api/admin/audit?per_page=25&page=2')).json();
      expect(paged.data).toEqual([]);
      expect(paged.meta.total).toBe(4);
    });

    it('should answer 422 for a bad filter', async () => {
      for (const query of ['per_page=7', 'action=explode', 'entity_type=planet', 'from=yesterday', 'actor_id=x']) {
        expect((await superAdmin.get(`/api/admin/audit?${query}`)).statusCode, query).toBe(422);
      }
      const backwards = await superAdmin.get('/api/admin/audit?from=2026-11-22&to=2026-11-01');
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors).toHaveProperty('to');
    });
  });

  describe('when recording fails', () => {
    it('should roll the change back', async () => {
      // The entry cannot be written while its column is renamed away (put back for the database's reuse).
      await app.db.schema.alterTable('audit_entries').renameColumn('changes', 'moved').execute();
      const answer = await agents['resources.manage'].post('/api/admin/annexes', { name: 'Ghost' });
      await app.db.schema.alterTable('audit_entries').renameColumn('moved', 'changes').execute();
      expect(answer.statusCode).toBe(500);
      expect(await app.db.selectFrom('annexes').select('id').where('name', '=', 'Ghost').execute()).toEqual([]);
    });
  });
});

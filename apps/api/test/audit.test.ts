import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { type Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { clock, createAnnex, createResource, lecture } from './reservation-fixtures.js';

const t = (hours: number, minutes = 0) => ({ hours, minutes });

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

  describe('when administrators change what they manage', () => {
    /** The entries of one entity type, oldest first: action, id and changed fields. */
    async function entriesOf(type: string) {
      return (await auditRows(app))
        .filter((row) => row.entity_type === type)
        .map((row) => ({ action: row.action, id: row.entity_id, label: row.label, changes: row.changes }));
    }

    it('should record a resource, its settings, tags and items, with only what changed', async () => {
      const manager = agents['resources.manage'];
      const body = {
        name: 'Room 101',
        description: null,
        notes: null,
        contact_info: null,
        address: 'Main street 1',
        capacity: 40,
        tags: ['projector'],
        settings: {
          min_duration: 30,
          max_duration: 240,
          approved: true,
          available_spaces: 1,
          from: t(8),
          to: t(20),
          allow_anybody: true,
          allow_remote_reservations: false,
          available_slots: [{ from: t(8), to: t(9, 30) }],
          forbidden_slots: [],
        },
        images: [],
      };
      const created = await manager.post('/api/admin/resources', body);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const edited = await manager.put(`/api/admin/resources/${id}`, {
        ...body,
        capacity: 60,
        tags: ['projector', 'computers'],
        settings: { ...body.settings, approved: false },
      });
      expect(edited.statusCode, edited.body).toBe(200);

      const resources = await entriesOf('resource');
      expect(resources).toHaveLength(2);
      expect(resources[0]).toMatchObject({ action: 'create', id: String(id), label: 'Room 101' });
      expect(resources[0]?.changes).toMatchObject({
        name: { before: null, after: 'Room 101' },
        capacity: { before: null, after: 40 },
        available_slots: { before: null, after: [{ from: t(8), to: t(9, 30) }] },
      });
      expect(resources[1]).toEqual({
        action: 'update',
        id: String(id),
        label: 'Room 101',
        changes: {
          capacity: { before: 40, after: 60 },
          approved: { before: 1, after: 0 },
          tags: { before: ['projector'], after: ['computers', 'projector'] },
        },
      });

      const item = await manager.post(`/api/admin/resources/${id}/items`, { name: 'Seat A', available_spaces: 2 });
      expect(item.statusCode, item.body).toBe(201);
      const itemId = item.json().data.id as number;
      await manager.put(`/api/admin/resources/${id}/items/${itemId}`, { name: 'Seat B', available_spaces: 2 });
      expect(await entriesOf('item')).toEqual([
        {
          action: 'create',
          id: String(itemId),
          label: 'Seat A',
          changes: {
            id: { before: null, after: itemId },
            resource_id: { before: null, after: id },
            name: { before: null, after: 'Seat A' },
            available_spaces: { before: null, after: 2 },
          },
        },
        {
          action: 'update',
          id: String(itemId),
          label: 'Seat B',
          changes: { name: { before: 'Seat A', after: 'Seat B' } },
        },
      ]);

      expect((await manager.delete(`/api/admin/resources/${id}`)).statusCode).toBe(204);
      const deleted = (await entriesOf('resource'))[2];
      expect(deleted).toMatchObject({ action: 'delete', id: String(id), label: 'Room 101' });
      expect(deleted?.changes).toMatchObject({
        name: { before: 'Room 101', after: null },
        capacity: { before: 60, after: null },
      });
    });

    it('should record roles, system settings, groups with their members, periods, blackouts and timetables', async () => {
      const student = await userId(app, 'caller-student');
      const changedRoles = await agents['users.manage'].put(`/api/users/${student}`, { roles: ['teacher'] });
      expect(changedRoles.statusCode, changedRoles.body).toBe(200);
      expect(await entriesOf('user')).toEqual([
        {
          action: 'update',
          id: String(student),
          label: expect.any(String),
          changes: { roles: { before: ['student'], after: ['teacher'] } },
        },
      ]);

      const current = (await superAdmin.get('/api/admin/system-settings')).json().data;
      const settings = await superAdmin.put('/api/admin/system-settings', {
        ...current,
        university_name: 'Kauno kolegija',
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const [site] = await entriesOf('system_settings');
      expect(site).toMatchObject({ action: 'update', id: 'site' });
      expect(site?.changes).toEqual({ university_name: { before: current.university_name, after: 'Kauno kolegija' } });

      const groups = agents['groups.manage'];
      const group = (await groups.post('/api/admin/groups', { name: 'PS-1' })).json().data.id as number;
      await groups.put(`/api/admin/groups/${group}`, { name: 'PS-2' });
      await groups.post(`/api/admin/groups/${group}/attach-users`, { users: [student] });
      const room = await createResource(app, 'Room 5');
      await groups.post(`/api/admin/groups/${group}/attach-resources`, { resources: [room.resourceId] });
      await groups.post(`/api/admin/groups/${group}/detach-users`, { users: [student] });
      expect((await entriesOf('group')).map((entry) => [entry.action, entry.changes])).toEqual([
        ['create', { name: { before: null, after: 'PS-1' } }],
        ['update', { name: { before: 'PS-1', after: 'PS-2' } }],
        ['update', { users_added: { before: null, after: [student] } }],
        ['update', { resources: { before: [], after: [room.resourceId] } }],
        ['update', { users_removed: { before: null, after: [student] } }],
      ]);

      const period = await groups.post('/api/admin/periods', {
        name: '2027 pavasaris',
        starts_on: '2027-02-01',
        ends_on: '2027-06-30',
        blackouts: [],
      });
      expect(period.statusCode, period.body).toBe(201);
      const periodId = period.json().data.id as number;
      await groups.put(`/api/admin/periods/${periodId}`, {
        name: '2027 pavasaris',
        starts_on: '2027-02-01',
        ends_on: '2027-06-20',
        blackouts: [],
      });
      expect((await entriesOf('period')).map((entry) => [entry.action, Object.keys(entry.changes)])).toEqual([
        ['create', expect.arrayContaining(['name', 'starts_on', 'ends_on'])],
        ['update', ['ends_on']],
      ]);
      const blackout = (
        await groups.post('/api/admin/blackouts', { name: 'Kovo 11-oji', from: '2027-03-11', to: '2027-03-11' })
      ).json().data.id as number;
      await groups.delete(`/api/admin/blackouts/${blackout}`);
      expect((await entriesOf('blackout')).map((entry) => [entry.action, entry.label])).toEqual([
        ['create', 'Kovo 11-oji'],
        ['delete', 'Kovo 11-oji'],
      ]);

      const timetable = (
        await groups.post('/api/admin/group-timetables', { group_id: group, period_id: periodId })
      ).json().data.id as number;
      expect((await groups.put(`/api/admin/group-timetables/${timetable}/lock`, {})).statusCode).toBe(200);
      expect((await groups.put(`/api/admin/group-timetables/${timetable}/approve`, {})).statusCode).toBe(200);
      expect(
        (await entriesOf('group_timetable')).map((entry) => [entry.action, entry.label, entry.changes.status]),
      ).toEqual([
        ['create', 'PS-2 · 2027 pavasaris', { before: null, after: 'draft' }],
        ['update', 'PS-2 · 2027 pavasaris', { before: 'draft', after: 'locked' }],
        ['approve', 'PS-2 · 2027 pavasaris', { before: 'locked', after: 'approved' }],
      ]);
    });

    it('should record only the members a call really adds or removes, and nothing for a call that changes none', async () => {
      const groups = agents['groups.manage'];
      const ona = await userId(app, 'caller-student');
      const petras = await userId(app, 'caller-teacher');
      const group = (await groups.post('/api/admin/groups', { name: 'PS-3' })).json().data.id as number;
      expect((await groups.post(`/api/admin/groups/${group}/attach-users`, { users: [ona] })).statusCode).toBe(200);
      // Ona is a member already, Petras is not: only Petras is added; then the same again adds no one.
      expect((await groups.post(`/api/admin/groups/${group}/attach-users`, { users: [ona, petras] })).statusCode).toBe(
        200,
      );
      expect((await groups.post(`/api/admin/groups/${group}/attach-users`, { users: [petras] })).statusCode).toBe(200);
      // Petras leaves; removing him again removes no one.
      expect((await groups.post(`/api/admin/groups/${group}/detach-users`, { users: [petras] })).statusCode).toBe(200);
      expect((await groups.post(`/api/admin/groups/${group}/detach-users`, { users: [petras] })).statusCode).toBe(200);
      expect((await entriesOf('group')).map((entry) => [entry.action, entry.changes])).toEqual([
        ['create', { name: { before: null, after: 'PS-3' } }],
        ['update', { users_added: { before: null, after: [ona] } }],
        ['update', { users_added: { before: null, after: [petras] } }],
        ['update', { users_removed: { before: null, after: [petras] } }],
      ]);
    });

    it('should record each group a list file creates or adds members to, and nothing on the same file again', async () => {
      const csv = [
        'grupė;naudotojo id;vardas;el. paštas',
        'PS 1 k. 1 gr.;s2001;Ona Onaitė;ona@example.edu',
        'PS 1 k. 2 gr.;s2001;Ona Onaitė;ona@example.edu',
        'PS 1 k. 2 gr.;s2002;Petras Petraitis;',
      ].join('\n');
      const boundary = '----laikas-audit-boundary';
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="grupes.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      );
      const upload = () =>
        agents['groups.manage'].request('POST', '/api/admin/groups/import', payload, {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
      const first = await upload();
      expect(first.statusCode, first.body).toBe(200);
      const ona = await userId(app, 's2001');
      const petras = await userId(app, 's2002');
      const entries = (await auditRows(app)).filter((row) => row.entity_type === 'group');
      expect(entries.map((row) => [row.action, row.label, row.changes])).toEqual([
        [
          'create',
          'PS 1 k. 1 gr.',
          {
            name: { before: null, after: 'PS 1 k. 1 gr.' },
            users_added: { before: null, after: [ona] },
            file: { before: null, after: 'grupes.csv' },
          },
        ],
        [
          'create',
          'PS 1 k. 2 gr.',
          {
            name: { before: null, after: 'PS 1 k. 2 gr.' },
            users_added: { before: null, after: [ona, petras].sort((a, b) => a - b) },
            file: { before: null, after: 'grupes.csv' },
          },
        ],
      ]);
      expect((await upload()).statusCode).toBe(200);
      expect((await auditRows(app)).filter((row) => row.entity_type === 'group')).toHaveLength(2);
    });

    it('should record each approved or rejected reservation', async () => {
      const hall = await createResource(app, 'Approval hall', { approved: 0 });
      const reserve = async (date: string) => {
        const answer = await agents.teacher.post(
          `/api/items/${hall.itemIds[0]}/reservations`,
          lecture({ from: date, to: date }),
        );
        expect(answer.statusCode, answer.body).toBe(201);
        return answer.json().data[0].id as number;
      };
      const first = await reserve('2026-11-30');
      const second = await reserve('2026-12-01');
      const decider = agents['reservations.manage'];
      expect((await decider.post('/api/admin/reservations/approve', { ids: [first] })).statusCode).toBe(200);
      expect((await decider.post('/api/admin/reservations/reject', { ids: [second] })).statusCode).toBe(200);
      const decisions = (await auditRows(app)).filter((row) => row.action === 'approve' || row.action === 'reject');
      expect(decisions.map((row) => [row.action, row.entity_type, row.entity_id, row.changes])).toEqual([
        ['approve', 'reservation', String(first), { status: { before: 'pending', after: 'approved' } }],
        ['reject', 'reservation', String(second), { status: { before: 'pending', after: 'rejected' } }],
      ]);
    });
  });

  describe('when anyone writes reservations', () => {
    it('should record a create, an edit of the changed fields and a delete, each once', async () => {
      const room = await createResource(app, 'Room 7');
      const item = room.itemIds[0]!;
      const teacher = await userId(app, 'caller-teacher');
      const created = await agents.teacher.post(`/api/items/${item}/reservations`, lecture());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data[0].id as number;
      const projector = await createAnnex(app, 'Projector');
      const edited = await agents.teacher.put(
        `/api/items/${item}/reservations/${id}`,
        lecture({ name: 'Geometry', annexes: [projector] }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const attached = await agents.teacher.post(`/api/reservations/${id}/attach`, { annexes: [] });
      expect(attached.statusCode, attached.body).toBe(200);
      expect((await agents.teacher.delete(`/api/items/${item}/reservations/${id}`)).statusCode).toBe(204);

      const rows = (await auditRows(app)).filter((row) => row.entity_type === 'reservation');
      expect(rows.map((row) => [row.action, row.entity_id, row.label, row.actor_id])).toEqual([
        ['create', String(id), 'Algebra', teacher],
        ['update', String(id), 'Geometry', teacher],
        ['update', String(id), 'Geometry', teacher],
        ['delete', String(id), 'Geometry', teacher],
      ]);
      expect(rows[0]?.changes).toMatchObject({
        name: { before: null, after: 'Algebra' },
        item_id: { before: null, after: item },
        starts_at: { before: null, after: '2026-11-23T08:00:00.000Z' },
      });
      expect(rows[0]?.request_id).toBe(created.headers['x-request-id']);
      expect(rows[1]?.changes).toEqual({
        name: { before: 'Algebra', after: 'Geometry' },
        annexes: { before: [], after: [projector] },
      });
      expect(rows[2]?.changes).toEqual({ annexes: { before: [projector], after: [] } });
      expect(rows[3]?.changes).toMatchObject({ name: { before: 'Geometry', after: null } });

      // Issue 28: the log names what its fields refer to by id.
      const log = (await superAdmin.get('/api/admin/audit?entity_type=reservation')).json().data as {
        action: string;
        names: Record<string, Record<string, string>>;
      }[];
      expect(log.map((entry) => entry.names)).toEqual([
        { resource_id: { [room.resourceId]: 'Room 7' }, item_id: { [item]: expect.any(String) } },
        { annexes: { [projector]: 'Projector' } },
        { annexes: { [projector]: 'Projector' } },
        { resource_id: { [room.resourceId]: 'Room 7' }, item_id: { [item]: expect.any(String) } },
      ]);
    });

    it('should record a series as one entry and a refused write as none', async () => {
      const room = await createResource(app, 'Room 8');
      const item = room.itemIds[0]!;
      const weekly = lecture({
        repeater: { type: 'weekly', interval: 1, until: '2027-06-30', weekdays: ['monday'] },
      });
      const series = await agents.teacher.post(`/api/items/${item}/reservations`, weekly);
      expect(series.statusCode, series.body).toBe(201);
      const occurrences = series.json().data.length as number;
      expect(occurrences).toBeGreaterThan(20);
      const clash = await agents.student.post(`/api/items/${item}/reservations`, lecture({ name: 'Clash' }));
      expect(clash.statusCode).toBe(422);

      const rows = await auditRows(app);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'create', entity_type: 'series', label: 'Algebra' });
      expect(rows[0]?.changes).toMatchObject({
        occurrences: { before: null, after: occurrences },
        starts_at: { before: null, after: '2026-11-23T08:00:00.000Z' },
      });
    });

    it('should name each writer of writes that share one commit', async () => {
      const room = await createResource(app, 'Room 9', {}, 2);
      const [first, second] = room.itemIds as [number, number];
      const answers = await Promise.all([
        agents.teacher.post(`/api/items/${first}/reservations`, lecture({ name: 'By the teacher' })),
        agents.student.post(`/api/items/${second}/reservations`, lecture({ name: 'By the student' })),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      const rows = await auditRows(app);
      const actorOf = (label: string) => rows.find((row) => row.label === label);
      expect(actorOf('By the teacher')).toMatchObject({
        actor_id: await userId(app, 'caller-teacher'),
        request_id: answers[0].headers['x-request-id'],
      });
      expect(actorOf('By the student')).toMatchObject({
        actor_id: await userId(app, 'caller-student'),
        request_id: answers[1].headers['x-request-id'],
      });
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

    it('should page on the server: 25 a page by default, the rest on the next', async () => {
      await app.db.transaction().execute((trx) =>
        app.audit.recordMany(
          trx,
          Array.from({ length: 30 }, (_, index) => ({
            action: 'create' as const,
            entityType: 'annex' as const,
            entityId: index + 1,
            label: `Annex ${index + 1}`,
            after: { name: `Annex ${index + 1}` },
          })),
        ),
      );
      const first = (await superAdmin.get('/api/admin/audit')).json();
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: 30 });
      expect(first.data).toHaveLength(25);
      expect(first.data[0].label).toBe('Annex 30');
      const second = (await superAdmin.get('/api/admin/audit?page=2')).json();
      expect(second.data.map((entry: { label: string }) => entry.label)).toEqual([
        'Annex 5',
        'Annex 4',
        'Annex 3',
        'Annex 2',
        'Annex 1',
      ]);
      // Written outside any request: the system made them.
      expect(second.data[0]).toMatchObject({ actor: null, impersonator: null, request_id: null });
      expect((await superAdmin.get('/api/admin/audit?per_page=50')).json().data).toHaveLength(30);
    });

    it('should answer 422 for a bad filter', async () => {
      for (const query of ['per_page=7', 'action=explode', 'entity_type=planet', 'from=yesterday', 'actor_id=x']) {
        expect((await superAdmin.get(`/api/admin/audit?${query}`)).statusCode, query).toBe(422);
      }
      const backwards = await superAdmin.get('/api/admin/audit?from=2026-11-22&to=2026-11-01');
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors).toHaveProperty('to');
      // One end alone is a real date too, not a shifted day.
      for (const [query, field] of [
        ['from=2026-02-31', 'from'],
        ['to=2026-13-01', 'to'],
      ]) {
        const alone = await superAdmin.get(`/api/admin/audit?${query}`);
        expect(alone.statusCode, query).toBe(422);
        expect(Object.keys(alone.json().errors), query).toEqual([field]);
      }
    });

    it('should name the refused filters in Lithuanian', async () => {
      const response = await superAdmin.request(
        'GET',
        '/api/admin/audit?action=explode&entity_type=planet',
        undefined,
        {
          headers: { 'accept-language': 'lt' },
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        action: ['Pasirinkta neleistina lauko „veiksmas“ reikšmė.'],
        entity_type: ['Pasirinkta neleistina lauko „įrašo tipas“ reikšmė.'],
      });
    });
  });

  describe('when recording fails', () => {
    it('should roll the change back', async () => {
      // The entry cannot be written while its column is renamed away (put back for the database's reuse).
      await app.db.schema.alterTable('audit_entries').renameColumn('changes', 'moved').execute();
      const room = await createResource(app, 'Room 10');
      const answer = await agents['resources.manage'].post('/api/admin/annexes', { name: 'Ghost' });
      // A reservation's entry travels with its insert and the commit: the insert goes too.
      const reservation = await agents.teacher.post(`/api/items/${room.itemIds[0]}/reservations`, lecture());
      await app.db.schema.alterTable('audit_entries').renameColumn('moved', 'changes').execute();
      expect([answer.statusCode, reservation.statusCode]).toEqual([500, 500]);
      expect(await app.db.selectFrom('annexes').select('id').where('name', '=', 'Ghost').execute()).toEqual([]);
      expect(await app.db.selectFrom('reservations').select('id').execute()).toEqual([]);
    });
  });
});

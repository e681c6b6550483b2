import { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { type Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { clock, createResource, lecture, NOW } from './reservation-fixtures.js';

const t = (hours: number, minutes = 0) => ({ hours, minutes });

/** A complete resource body as the admin form sends it. */
function resourceBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Room 101',
    description: 'A lecture room',
    notes: 'Key at the porter',
    contact_info: 'porter@example.edu',
    address: 'Main street 1',
    capacity: 40,
    tags: ['Projector', 'computers', 'projector'],
    settings: {
      min_duration: 30,
      max_duration: 240,
      approved: false,
      available_spaces: 1,
      from: t(8),
      to: t(20),
      allow_anybody: true,
      allow_remote_reservations: false,
      available_slots: [
        { from: t(8), to: t(9, 30) },
        { from: t(10), to: t(11, 30) },
      ],
      forbidden_slots: [{ from: t(9, 30), to: t(10) }],
    },
    images: [],
    ...overrides,
  };
}

describe.each(DIALECTS)('resource administration on %s', (dialect) => {
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

  describe('who may call it', () => {
    const allowed: readonly Caller[] = ['resources.manage', 'admin', 'super_admin'];
    const calls = [
      { method: 'GET', url: () => '/api/admin/resources' },
      { method: 'GET', url: (id: number) => `/api/admin/resources/${id}` },
      { method: 'POST', url: () => '/api/admin/resources', body: resourceBody },
      { method: 'PUT', url: (id: number) => `/api/admin/resources/${id}`, body: resourceBody },
      { method: 'DELETE', url: (id: number) => `/api/admin/resources/${id}` },
      { method: 'GET', url: (id: number) => `/api/admin/resources/${id}/items` },
      {
        method: 'POST',
        url: (id: number) => `/api/admin/resources/${id}/items`,
        body: () => ({ name: 'Desk', available_spaces: null }),
      },
      {
        method: 'PUT',
        url: (id: number, itemId: number) => `/api/admin/resources/${id}/items/${itemId}`,
        body: () => ({ name: 'Desk', available_spaces: 2 }),
      },
      { method: 'DELETE', url: (id: number, itemId: number) => `/api/admin/resources/${id}/items/${itemId}` },
    ] as const;

    it.each(calls)('$method $url: only resource managers, administrators and super administrators', async (call) => {
      for (const caller of CALLERS) {
        // Two items: a resource's last item is not deleted.
        const { resourceId, itemIds } = await createResource(app, `Room of ${caller}`, {}, 2);
        // Each caller's resource under a name of its own: names are unique (issue 27).
        const body = 'body' in call ? { ...call.body(), name: `Body of ${caller}` } : undefined;
        const response = await agents[caller].request(call.method, call.url(resourceId, itemIds[0]!), body);
        if (allowed.includes(caller)) {
          expect(response.statusCode, `${caller}: ${response.body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 403);
        }
      }
    });

    it('should answer 404 for a resource or item that does not exist', async () => {
      const { resourceId } = await createResource(app, 'Lab');
      const other = await createResource(app, 'Other');
      expect((await admin.get('/api/admin/resources/999999')).statusCode).toBe(404);
      expect((await admin.put('/api/admin/resources/999999', resourceBody())).statusCode).toBe(404);
      expect((await admin.delete('/api/admin/resources/999999')).statusCode).toBe(404);
      expect((await admin.get('/api/admin/resources/999999/items')).statusCode).toBe(404);
      const foreignItem = await admin.put(`/api/admin/resources/${resourceId}/items/${other.itemIds[0]}`, {
        name: 'x',
        available_spaces: null,
      });
      expect(foreignItem.statusCode).toBe(404);
      const foreignDelete = await admin.delete(`/api/admin/resources/${resourceId}/items/${other.itemIds[0]}`);
      expect(foreignDelete.statusCode).toBe(404);
      expect((await admin.delete(`/api/admin/resources/${resourceId}/items/999999`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/resources', () => {
    beforeEach(async () => {
      for (let index = 1; index <= 30; index += 1) {
        await createResource(app, `Room ${String(index).padStart(2, '0')}`, { capacity: index });
      }
      await createResource(app, 'Lab 100%', { capacity: 99 });
    });

    it('should page on the server, 25 rows by default, sorted by name', async () => {
      const first = (await admin.get('/api/admin/resources')).json();
      expect(first.data).toHaveLength(25);
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: 31 });
      expect(first.data[0].name).toBe('Lab 100%');
      const second = (await admin.get('/api/admin/resources?page=2')).json();
      expect(second.data.map((row: { name: string }) => row.name)).toEqual([
        'Room 25',
        'Room 26',
        'Room 27',
        'Room 28',
        'Room 29',
        'Room 30',
      ]);
    });

    it('should search names case-insensitively, taking % literally', async () => {
      const rooms = (await admin.get('/api/admin/resources?search=room%202')).json();
      expect(rooms.data.map((row: { name: string }) => row.name)).toEqual([
        'Room 20',
        'Room 21',
        'Room 22',
        'Room 23',
        'Room 24',
        'Room 25',
        'Room 26',
        'Room 27',
        'Room 28',
        'Room 29',
      ]);
      const percent = (await admin.get('/api/admin/resources?search=0%25')).json();
      expect(percent.data.map((row: { name: string }) => row.name)).toEqual(['Lab 100%']);
    });

    it('should sort by name or capacity in either direction and offer 25, 50 or 100 rows a page', async () => {
      const byName = (await admin.get('/api/admin/resources?direction=desc&per_page=50')).json();
      expect(byName.data).toHaveLength(31);
      expect(byName.data[0].name).toBe('Room 30');
      const byCapacity = (await admin.get('/api/admin/resources?sort=capacity&direction=desc')).json();
      expect(byCapacity.data[0]).toMatchObject({ name: 'Lab 100%', capacity: 99 });
      // A room of unknown capacity comes after the known ones either way, on both databases.
      await createResource(app, 'Attic', { capacity: null });
      const largest = (await admin.get('/api/admin/resources?sort=capacity&direction=desc&per_page=50')).json();
      expect(largest.data.map((row: { name: string }) => row.name).slice(0, 2)).toEqual(['Lab 100%', 'Room 30']);
      expect(largest.data.at(-1).name).toBe('Attic');
      const smallest = (await admin.get('/api/admin/resources?sort=capacity&per_page=50')).json();
      expect(smallest.data[0].name).toBe('Room 01');
      expect(smallest.data.at(-1).name).toBe('Attic');
      const refused = await admin.get('/api/admin/resources?per_page=10');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toHaveProperty('per_page');
    });
  });

  describe('create, show and edit', () => {
    it('should store every setting, the capacity and the tags, and give the room an item', async () => {
      const created = await admin.post('/api/admin/resources', resourceBody());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const shown = (await admin.get(`/api/admin/resources/${id}`)).json().data;
      expect(shown).toMatchObject({
        name: 'Room 101',
        description: 'A lecture room',
        notes: 'Key at the porter',
        contact_info: 'porter@example.edu',
        address: 'Main street 1',
        capacity: 40,
        tags: ['computers', 'projector'],
        future_reservations: 0,
        settings: resourceBody().settings,
      });
      expect(shown.named_items).toEqual([
        { id: expect.any(Number), resource_id: id, name: 'Room 101', available_spaces: null },
      ]);
      // The public resource read sees the same settings (the reservation form works from them).
      const publicRead = (await agents.student.get(`/api/resources/${id}`)).json().data;
      expect(publicRead.settings).toEqual(resourceBody().settings);
    });

    it("should rename the item that bears the room's name with the room, and leave items named otherwise", async () => {
      const created = await admin.post('/api/admin/resources', resourceBody({ name: 'Aula' }));
      const id = created.json().data.id;
      await admin.post(`/api/admin/resources/${id}/items`, { name: 'Aula, balkonas', available_spaces: null });
      const renamed = await admin.put(`/api/admin/resources/${id}`, resourceBody({ name: 'Didžioji aula' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      const items = (await admin.get(`/api/admin/resources/${id}/items`)).json().data;
      expect(items.map((item: { name: string }) => item.name)).toEqual(['Didžioji aula', 'Aula, balkonas']);
    });

    it('should save an edit and leave the resource unchanged when the edit is refused', async () => {
      const { resourceId } = await createResource(app, 'Old name');
      const saved = await admin.put(
        `/api/admin/resources/${resourceId}`,
        resourceBody({ name: 'New name', capacity: null, tags: [] }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ name: 'New name', capacity: null, tags: [] });

      const refused = await admin.put(
        `/api/admin/resources/${resourceId}`,
        resourceBody({
          name: 'Never saved',
          settings: { ...resourceBody().settings, min_duration: 300, max_duration: 60, to: t(6) },
        }),
      );
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors).sort()).toEqual(['settings.max_duration', 'settings.to']);
      expect((await admin.get(`/api/admin/resources/${resourceId}`)).json().data.name).toBe('New name');
    });

    it.each([
      { field: 'name', body: { name: '  ' } },
      { field: 'capacity', body: { capacity: 0 } },
      { field: 'settings.available_spaces', body: { settings: { ...resourceBody().settings, available_spaces: 0 } } },
      { field: 'images', body: { images: ['never-uploaded.webp'] } },
    ])('should refuse a bad $field with a message under it and create nothing', async ({ field, body }) => {
      const response = await admin.post('/api/admin/resources', resourceBody(body));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty([field]);
      expect((await admin.get('/api/admin/resources')).json().meta.total).toBe(0);
    });
  });

  // Issue 27: two rooms of one name cannot be told apart in any list or picker.
  describe('unique names', () => {
    it('should refuse a name another resource has, in any case, with a field message in lt and en', async () => {
      const created = await admin.post('/api/admin/resources', resourceBody());
      expect(created.statusCode).toBe(201);
      const english = await admin.request('POST', '/api/admin/resources', resourceBody({ name: 'room 101' }), {
        headers: { 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        name: ['A resource of this name exists already; give each its own name'],
      });
      const lithuanian = await admin.request('POST', '/api/admin/resources', resourceBody({ name: 'ROOM 101' }), {
        headers: { 'accept-language': 'lt' },
      });
      expect(lithuanian.statusCode).toBe(422);
      expect(lithuanian.json().errors).toEqual({
        name: ['Išteklius tokiu pavadinimu jau yra; kiekvienam duokite savo pavadinimą'],
      });

      const other = await admin.post('/api/admin/resources', resourceBody({ name: 'Room 102' }));
      const id = other.json().data.id;
      const renamed = await admin.put(`/api/admin/resources/${id}`, resourceBody({ name: 'Room 101' }));
      expect(renamed.statusCode).toBe(422);
      // Its own name is no conflict: an edit that keeps it is saved.
      const kept = await admin.put(`/api/admin/resources/${id}`, resourceBody({ name: 'Room 102', capacity: 12 }));
      expect(kept.statusCode).toBe(200);
      const names = await app.db.selectFrom('resources').select('name').orderBy('name').execute();
      expect(names).toEqual([{ name: 'Room 101' }, { name: 'Room 102' }]);
    });

    it('should create a name once when several ask for it at the same moment', async () => {
      const racing = await Promise.all(
        Array.from({ length: 6 }, () => admin.post('/api/admin/resources', resourceBody({ name: 'Ąžuolų salė' }))),
      );
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      expect(racing.find((answer) => answer.statusCode === 422)!.json().errors).toHaveProperty('name');
      expect(await app.db.selectFrom('resources').select('name').execute()).toEqual([{ name: 'Ąžuolų salė' }]);
    });
  });

  describe('DELETE /api/admin/resources/{id}', () => {
    it('should refuse while reservations lie ahead, saying how many, then delete once they are gone', async () => {
      const { resourceId, itemIds } = await createResource(app, 'Busy room');
      const teacher = agents.teacher;
      const first = await teacher.post(`/api/items/${itemIds[0]}/reservations`, lecture());
      expect(first.statusCode, first.body).toBe(201);
      await teacher.post(`/api/items/${itemIds[0]}/reservations`, lecture({ from: '2026-11-24', to: '2026-11-24' }));

      const refused = await admin.request('DELETE', `/api/admin/resources/${resourceId}`, undefined, {
        headers: { 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.resource).toEqual([
        'The resource has 2 future reservations; move or delete them first',
      ]);
      const inLithuanian = await admin.request('DELETE', `/api/admin/resources/${resourceId}`, undefined, {
        headers: { 'accept-language': 'lt' },
      });
      expect(inLithuanian.json().errors.resource[0]).toContain('2 būsimos rezervacijos');

      await app.db.deleteFrom('reservations').where('resource_id', '=', resourceId).execute();
      expect((await admin.delete(`/api/admin/resources/${resourceId}`)).statusCode).toBe(204);
      expect((await admin.get(`/api/admin/resources/${resourceId}`)).statusCode).toBe(404);
    });

    it('should delete a resource whose reservations are all in the past', async () => {
      const { resourceId, itemIds } = await createResource(app, 'Old room');
      const past = new Date(NOW.getTime() - 86_400_000).toISOString();
      const pastEnd = new Date(NOW.getTime() - 82_800_000).toISOString();
      await app.db
        .insertInto('reservations')
        .values({
          item_id: itemIds[0]!,
          resource_id: resourceId,
          type: 'event',
          name: 'Yesterday',
          starts_at: past,
          ends_at: pastEnd,
          created_at: past,
          updated_at: past,
        })
        .execute();
      expect((await admin.delete(`/api/admin/resources/${resourceId}`)).statusCode).toBe(204);
    });
    it.runIf(dialect === 'postgres')(
      'should refuse, not lose, a booking another request is saving while the resource is deleted',
      async () => {
        const { resourceId, itemIds } = await createResource(app, 'Contested room');
        const rival = new pg.Client({ connectionString: test.database.url });
        await rival.connect();
        try {
          const blocked = async () =>
            (
              await rival.query(
                'select 1 from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0',
              )
            ).rowCount!;
          // A reservation write in flight: it holds its item's row (db/write-lock.ts) and has inserted, not committed.
          const start = new Date(NOW.getTime() + 86_400_000).toISOString();
          const end = new Date(NOW.getTime() + 90_000_000).toISOString();
          await rival.query('begin');
          await rival.query('select id from items where id = $1 for update', [itemIds[0]]);
          await rival.query(
            `insert into reservations (item_id, resource_id, type, name, starts_at, ends_at, created_at, updated_at)
             values ($1, $2, 'event', 'Tomorrow', $3, $4, $3, $3)`,
            [itemIds[0], resourceId, start, end],
          );
          const deleting = admin.request('DELETE', `/api/admin/resources/${resourceId}`, undefined, {
            headers: { 'accept-language': 'en' },
          });
          for (const deadline = Date.now() + 20_000; (await blocked()) < 1;) {
            expect(Date.now(), 'the delete waited for the booking').toBeLessThan(deadline);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await rival.query('commit');
          const answer = await deleting;
          expect(answer.statusCode, answer.body).toBe(422);
          expect(answer.json().errors.resource).toEqual([
            'The resource has 1 future reservation; move or delete it first',
          ]);
          const kept = await app.db.selectFrom('reservations').select('name').where('resource_id', '=', resourceId);
          expect(await kept.execute()).toEqual([{ name: 'Tomorrow' }]);
        } finally {
          await rival.end();
        }
      },
    );
  });

  describe('items', () => {
    it.runIf(dialect === 'postgres')(
      'should answer 404, not 500, for an item added while its resource is deleted',
      async () => {
        const { resourceId } = await createResource(app, 'Going room');
        const rival = new pg.Client({ connectionString: test.database.url });
        await rival.connect();
        try {
          await rival.query('begin');
          await rival.query('delete from resources where id = $1', [resourceId]);
          const adding = admin.post(`/api/admin/resources/${resourceId}/items`, {
            name: 'Desk',
            available_spaces: null,
          });
          for (const deadline = Date.now() + 20_000; ;) {
            const waiting = await rival.query(
              'select 1 from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0',
            );
            if (waiting.rowCount! > 0) {
              break;
            }
            expect(Date.now(), 'the item waited for the delete').toBeLessThan(deadline);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await rival.query('commit');
          const answer = await adding;
          expect(answer.statusCode, answer.body).toBe(404);
        } finally {
          await rival.end();
        }
      },
    );

    it('should list, create and edit the items of a resource', async () => {
      const { resourceId } = await createResource(app, 'Hall', {}, 1);
      const created = await admin.post(`/api/admin/resources/${resourceId}/items`, {
        name: 'Hall, left half',
        available_spaces: 3,
      });
      expect(created.statusCode, created.body).toBe(201);
      const itemId = created.json().data.id;
      const edited = await admin.put(`/api/admin/resources/${resourceId}/items/${itemId}`, {
        name: 'Hall, west half',
        available_spaces: null,
      });
      expect(edited.json().data).toEqual({
        id: itemId,
        resource_id: resourceId,
        name: 'Hall, west half',
        available_spaces: null,
      });
      const list = (await admin.get(`/api/admin/resources/${resourceId}/items`)).json().data;
      expect(list.map((item: { name: string }) => item.name)).toEqual(['Hall #1', 'Hall, west half']);
      const refused = await admin.post(`/api/admin/resources/${resourceId}/items`, { name: '', available_spaces: 0 });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors).sort()).toEqual(['available_spaces', 'name']);
    });

    it('should delete an item without reservations ahead, never the last, saying why in lt and en', async () => {
      const { resourceId, itemIds } = await createResource(app, 'Split hall', {}, 2);
      const [left, right] = itemIds as [number, number];
      const booked = await agents.teacher.post(`/api/items/${right}/reservations`, lecture());
      expect(booked.statusCode, booked.body).toBe(201);
      const english = { headers: { 'accept-language': 'en' } };

      const refused = await admin.request(
        'DELETE',
        `/api/admin/resources/${resourceId}/items/${right}`,
        undefined,
        english,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        item: ['The item has 1 future reservation; move or delete it first'],
      });

      expect((await admin.delete(`/api/admin/resources/${resourceId}/items/${left}`)).statusCode).toBe(204);
      const items = (await admin.get(`/api/admin/resources/${resourceId}/items`)).json().data;
      expect(items.map((item: { id: number }) => item.id)).toEqual([right]);

      await app.db.deleteFrom('reservations').where('item_id', '=', right).execute();
      const last = await admin.request('DELETE', `/api/admin/resources/${resourceId}/items/${right}`, undefined, {
        headers: { 'accept-language': 'lt' },
      });
      expect(last.statusCode).toBe(422);
      expect(last.json().errors.item[0]).toContain('paskutinio vieneto');

      const audit = await agents.super_admin.get('/api/admin/audit?entity_type=item');
      expect(audit.json().data).toContainEqual(
        expect.objectContaining({ action: 'delete', entity_id: String(left), label: 'Split hall #1' }),
      );
    });
  });
});

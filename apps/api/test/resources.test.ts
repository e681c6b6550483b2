import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

describe.each(DIALECTS)('resources on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agent: Agent;
  let room: { resourceId: number; itemIds: number[] };
  let studio: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent } = await signIn(app, 'jonas'));
    room = await createResource(app, 'B Room', {}, 2);
    studio = await createResource(app, 'A Studio', {
      allow_remote_reservations: 1,
      min_duration: 30,
      max_duration: 180,
      day_from: 8 * 60,
      day_to: 18 * 60,
      available_spaces: 3,
      approved: 0,
      available_slots: JSON.stringify([{ from: { hours: 8, minutes: 0 }, to: { hours: 12, minutes: 0 } }]),
    });
  });
  afterEach(async () => {
    await test.close();
  });

  describe('GET /api/resources', () => {
    it('should list every resource by name with its items and settings', async () => {
      const response = await agent.get('/api/resources');
      expect(response.statusCode, response.body).toBe(200);
      const [first, second] = response.json().data;
      expect(first).toMatchObject({
        id: studio.resourceId,
        name: 'A Studio',
        items: [{ id: studio.itemIds[0] }],
        settings: {
          min_duration: 30,
          max_duration: 180,
          approved: false,
          available_spaces: 3,
          from: { hours: 8, minutes: 0 },
          to: { hours: 18, minutes: 0 },
          allow_anybody: true,
          allow_remote_reservations: true,
          available_slots: [{ from: { hours: 8, minutes: 0 }, to: { hours: 12, minutes: 0 } }],
        },
      });
      expect(first.settings.forbidden_slots).toHaveLength(8);
      expect(second).toMatchObject({
        name: 'B Room',
        items: room.itemIds.map((id) => ({ id })),
        settings: { approved: true, available_spaces: 1 },
      });
      expect(second.settings.available_slots).toHaveLength(9);
    });

    it('should add the dates that hold reservations with withDates=1', async () => {
      await agent.post(`/api/items/${room.itemIds[0]}/reservations`, lecture());
      await agent.post(`/api/items/${room.itemIds[1]}/reservations`, lecture({ from: '2026-11-25', to: '2026-11-25' }));
      const response = await agent.get('/api/resources?withDates=1&from=2026-11-23&to=2026-11-29');
      expect(response.statusCode, response.body).toBe(200);
      const byName = Object.fromEntries(
        response.json().data.map((resource: { name: string; dates: string[] }) => [resource.name, resource.dates]),
      );
      expect(byName).toEqual({ 'A Studio': [], 'B Room': ['2026-11-23', '2026-11-25'] });
    });

    it('should refuse a withDates range that ends before it starts', async () => {
      const response = await agent.get('/api/resources?withDates=1&from=2026-11-23&to=2026-11-01');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('to');
    });
  });

  describe('GET /api/resources/list', () => {
    it('should list every resource by name as a list shows it, without settings, items or images', async () => {
      const response = await agent.get('/api/resources/list');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual([
        {
          id: studio.resourceId,
          name: 'A Studio',
          address: 'A Studio street 1',
          description: null,
          capacity: null,
          approved: false,
          allow_remote_reservations: true,
        },
        {
          id: room.resourceId,
          name: 'B Room',
          address: 'B Room street 1',
          description: null,
          capacity: null,
          approved: true,
          allow_remote_reservations: false,
        },
      ]);
    });

    // A semester's-end walk: a 120-seat hall answered `capacity: 1` (its places, how many reservations may overlap),
    // while its screens say "Capacity (seats): 120". The list answers the seats, as every screen means by capacity.
    it('should answer a resource’s seats as its capacity, not its places, and null where the seats are not known', async () => {
      const hall = await createResource(app, 'C Hall', { capacity: 120, available_spaces: 1 });
      const pool = await createResource(app, 'D Projectors', { capacity: null, available_spaces: 3 });
      const response = await agent.get('/api/resources/list');
      expect(response.statusCode, response.body).toBe(200);
      const capacities = Object.fromEntries(
        response
          .json()
          .data.map((resource: { id: number; capacity: number | null }) => [resource.id, resource.capacity]),
      );
      expect(capacities).toEqual({
        [studio.resourceId]: null,
        [room.resourceId]: null,
        [hall.resourceId]: 120,
        [pool.resourceId]: null,
      });
      const { agent: admin } = await signIn(app, 'admin_seats', ['admin']);
      const shown = await admin.get(`/api/admin/resources/${hall.resourceId}`);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data.capacity).toBe(120);
    });

    it('should need a session', async () => {
      const { Agent } = await import('./helper.js');
      expect((await new Agent(app).get('/api/resources/list')).statusCode).toBe(401);
    });
  });

  describe('GET /api/resources/{id}, /first, /remote-enabled', () => {
    it('should answer one resource, 404 for an unknown one and 422 for a non-numeric id', async () => {
      expect((await agent.get(`/api/resources/${room.resourceId}`)).json().data.name).toBe('B Room');
      expect((await agent.get('/api/resources/99999')).statusCode).toBe(404);
      expect((await agent.get('/api/resources/abc')).statusCode).toBe(422);
    });

    it('should answer the first resource by name', async () => {
      expect((await agent.get('/api/resources/first')).json().data.id).toBe(studio.resourceId);
    });

    it('should list only resources that take remote reservations', async () => {
      const response = await agent.get('/api/resources/remote-enabled');
      expect(response.json().data.map((resource: { id: number }) => resource.id)).toEqual([studio.resourceId]);
    });

    it('should need a session', async () => {
      const { Agent } = await import('./helper.js');
      expect((await new Agent(app).get('/api/resources')).statusCode).toBe(401);
    });
  });

  describe('GET /api/resources/{id}/items and /items/{itemId}', () => {
    it('should list the items and answer one, 404 for an item of another resource', async () => {
      expect((await agent.get(`/api/resources/${room.resourceId}/items`)).json().data).toEqual(
        room.itemIds.map((id) => ({ id, resource_id: room.resourceId })),
      );
      expect((await agent.get(`/api/resources/${room.resourceId}/items/${room.itemIds[1]}`)).json().data.id).toBe(
        room.itemIds[1],
      );
      expect((await agent.get(`/api/resources/${room.resourceId}/items/${studio.itemIds[0]}`)).statusCode).toBe(404);
      expect((await agent.get('/api/resources/99999/items')).statusCode).toBe(404);
    });
  });

  describe('GET /api/resources/{id}/reservations and /api/items/{itemId}/reservations', () => {
    it('should show the week of every item of the resource to any signed-in user', async () => {
      await agent.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ name: 'On item 1' }));
      await agent.post(`/api/items/${room.itemIds[1]}/reservations`, lecture({ name: 'On item 2', invitations: [] }));
      await agent.post(
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ name: 'Next week', from: '2026-12-01', to: '2026-12-01' }),
      );
      const { agent: other } = await signIn(app, 'ona');
      const week = await other.get(`/api/resources/${room.resourceId}/reservations?from=2026-11-23&to=2026-11-29`);
      expect(week.statusCode, week.body).toBe(200);
      expect(week.json().data.map((reservation: { name: string }) => reservation.name)).toEqual([
        'On item 1',
        'On item 2',
      ]);
      expect(week.json().data[0]).toMatchObject({ can_edit: false, can_delete: false });

      const item = await other.get(`/api/items/${room.itemIds[0]}/reservations?from=2026-11-23&to=2026-12-06`);
      expect(item.json().data.map((reservation: { name: string }) => reservation.name)).toEqual([
        'On item 1',
        'Next week',
      ]);
    });

    // Issue 26: the one date-range check keeps this route's fields, bound (a year) and messages (lt or en).
    const NOT_A_DATE = ['The date is not a real date', 'Tokios datos nėra'];
    const BACKWARDS = [
      'The end of the range must not be before its start',
      'Laikotarpio pabaiga negali būti ankstesnė už pradžią',
    ];
    const TOO_LONG = ['The range may span at most a year', 'Laikotarpis gali būti ne ilgesnis nei metai'];
    it.each([
      { name: 'an unreal start', query: 'from=2026-02-30&to=2026-03-02', field: 'from', messages: NOT_A_DATE },
      { name: 'an unreal end', query: 'from=2026-02-01&to=2026-02-30', field: 'to', messages: NOT_A_DATE },
      { name: 'an end before the start', query: 'from=2026-11-23&to=2026-11-22', field: 'to', messages: BACKWARDS },
      { name: '367 days after the first', query: 'from=2026-01-01&to=2027-01-03', field: 'to', messages: TOO_LONG },
    ])('should answer 422 under $field for $name', async ({ query, field, messages }) => {
      const response = await agent.get(`/api/resources/${room.resourceId}/reservations?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [expect.toBeOneOf(messages)] });
    });

    it('should accept a range that ends 366 days after its first', async () => {
      const response = await agent.get(`/api/resources/${room.resourceId}/reservations?from=2026-01-01&to=2027-01-02`);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('should read from and to as whole local days, both included', async () => {
      const created = await agent.post(
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ from_time: { hours: 18, minutes: 40 }, to_time: { hours: 20, minutes: 10 } }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const count = async (from: string, to: string) =>
        (await agent.get(`/api/items/${room.itemIds[0]}/reservations?from=${from}&to=${to}`)).json().data
          .length as number;
      expect(await count('2026-11-23', '2026-11-23')).toBe(1);
      expect(await count('2026-11-22', '2026-11-22')).toBe(0);
      expect(await count('2026-11-24', '2026-11-24')).toBe(0);
    });

    it.each([
      { name: 'a missing range', query: '', field: 'from' },
      { name: 'a malformed date', query: '?from=2026-11&to=2026-11-29', field: 'from' },
      { name: 'an end before the start', query: '?from=2026-11-29&to=2026-11-23', field: 'to' },
      { name: 'a range over a year', query: '?from=2026-01-01&to=2028-01-01', field: 'to' },
    ])('should return 422 naming $field for $name', async ({ query, field }) => {
      const response = await agent.get(`/api/resources/${room.resourceId}/reservations${query}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    });

    it('should answer one reservation of an item and 404 under another item', async () => {
      const created = (await agent.post(`/api/items/${room.itemIds[0]}/reservations`, lecture())).json().data[0] as {
        id: number;
      };
      expect((await agent.get(`/api/items/${room.itemIds[0]}/reservations/${created.id}`)).json().data.id).toBe(
        created.id,
      );
      expect((await agent.get(`/api/items/${room.itemIds[1]}/reservations/${created.id}`)).statusCode).toBe(404);
      expect((await agent.get('/api/items/99999/reservations?from=2026-11-23&to=2026-11-29')).statusCode).toBe(404);
    });
  });

  describe('resource settings on create', () => {
    const url = () => `/api/items/${studio.itemIds[0]}/reservations`;
    it.each([
      {
        name: 'a start before the daily window',
        body: lecture({ type: 'event', from_time: { hours: 7, minutes: 0 }, to_time: { hours: 8, minutes: 30 } }),
        field: 'from',
      },
      {
        name: 'a lecture longer than max_duration',
        body: lecture({ from_time: { hours: 8, minutes: 0 }, to_time: { hours: 12, minutes: 0 } }),
        field: 'to',
      },
    ])('should return 422 naming $field for $name', async ({ body, field }) => {
      const response = await agent.post(url(), body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    });

    it('should keep a reservation on a resource that needs approval pending, holding one of its spaces', async () => {
      const body = lecture({ type: 'event', from_time: { hours: 8, minutes: 0 }, to_time: { hours: 9, minutes: 0 } });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await agent.post(url(), body)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 422]);
    });
  });
});

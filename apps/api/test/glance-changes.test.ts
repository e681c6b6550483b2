import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, buildTwoTestApps, DIALECTS, signIn, type TestApp } from './helper.js';
import { createResource, lecture, NOW } from './reservation-fixtures.js';

// Rooms at a glance follow every write and the clock on the very next request, whichever code or process wrote
// (issue 26: no answer is kept between requests).

describe.each(DIALECTS)('GET /api/rooms/glance on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let now: number;
  const clock = () => new Date(now);

  beforeEach(async () => {
    now = NOW.getTime();
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  it('should see a write made in raw SQL on the very next read, a cascaded delete too', async () => {
    const { agent: student } = await signIn(app, 'ieva');
    const room = await createResource(app, 'Hall', { capacity: 50 });
    const other = await createResource(app, 'Studio', { capacity: 10 });
    const stamp = NOW.toISOString();
    const insert = (resourceId: number, itemId: number, name: string) =>
      app.db
        .insertInto('reservations')
        .values({
          name,
          type: 'lecture',
          status: 'approved',
          resource_id: resourceId,
          item_id: itemId,
          starts_at: '2026-11-23T08:00:00.000Z',
          ends_at: '2026-11-23T09:30:00.000Z',
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    await insert(room.resourceId, room.itemIds[0]!, 'Algebra');
    await insert(other.resourceId, other.itemIds[0]!, 'Dance');
    const names = async () =>
      (await student.get('/api/rooms/glance?from=2026-11-23&to=2026-11-23'))
        .json()
        .data.reservations.map((row: { name: string }) => row.name);
    expect(await names()).toEqual(['Algebra', 'Dance']);
    expect(await names()).toEqual(['Algebra', 'Dance']);

    await sql`update reservations set name = 'Geometry' where name = 'Algebra'`.execute(app.db);
    expect(await names()).toEqual(['Geometry', 'Dance']);
    // An item's deletion cascades to its reservations.
    await sql`delete from items where id = ${other.itemIds[0]!}`.execute(app.db);
    expect(await names()).toEqual(['Geometry']);
    await sql`update resources set name = 'Aula' where id = ${room.resourceId}`.execute(app.db);
    const rooms = (await student.get('/api/rooms/glance?from=2026-11-23&to=2026-11-23')).json().data.rooms;
    expect(rooms.map((row: { name: string }) => row.name)).toEqual(['Aula', 'Studio']);
  });

  it('should follow the clock: a room taken right now is free once its reservation ends, with no write', async () => {
    const { agent: student } = await signIn(app, 'ieva');
    const room = await createResource(app, 'Hall', { capacity: 30 });
    await app.db
      .insertInto('reservations')
      .values({
        name: 'Open day',
        type: 'event',
        status: 'approved',
        resource_id: room.resourceId,
        item_id: room.itemIds[0]!,
        starts_at: new Date(now - 3_600_000).toISOString(),
        ends_at: new Date(now + 3_600_000).toISOString(),
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    const glance = async () => (await student.get('/api/rooms/glance?from=2026-11-22&to=2026-11-22')).json().data;
    expect((await glance()).rooms[0].free_now).toBe(false);
    expect((await glance()).rooms[0].free_now).toBe(false);
    now += 2 * 3_600_000;
    expect((await glance()).rooms[0].free_now).toBe(true);
    const freeNow = async () =>
      (await student.get('/api/rooms/glance?from=2026-11-22&to=2026-11-22&free_now=1')).json().data.rooms.length;
    expect(await freeNow()).toBe(1);
    now -= 2 * 3_600_000;
    expect(await freeNow()).toBe(0);
  });
});

describe.each(DIALECTS)('GET /api/rooms/glance with two app instances on one %s database', (dialect) => {
  it('should answer a write made through one instance on the very next read through the other', async () => {
    const apps = await buildTwoTestApps(dialect, () => new Date(NOW));
    try {
      const { agent: admin } = await signIn(apps.first, 'admin', ['admin']);
      const room = await createResource(apps.first, 'Hall', { capacity: 30 });
      const second = new Agent(apps.second);
      for (const [name, value] of admin.cookies) {
        second.cookies.set(name, value);
      }
      const names = async (agent: Agent) =>
        (await agent.get('/api/rooms/glance?from=2026-11-23&to=2026-11-23'))
          .json()
          .data.reservations.map((row: { name: string }) => row.name);
      expect(await names(second)).toEqual([]);
      expect(await names(second)).toEqual([]);
      const created = await admin.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ name: 'Algebra' }));
      expect(created.statusCode, created.body).toBe(201);
      expect(await names(second)).toEqual(['Algebra']);
      const id = created.json().data[0].id;
      const renamed = await admin.put(`/api/items/${room.itemIds[0]}/reservations/${id}`, lecture({ name: 'Logic' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await names(second)).toEqual(['Logic']);
      expect((await admin.delete(`/api/items/${room.itemIds[0]}/reservations/${id}`)).statusCode).toBeLessThan(300);
      expect(await names(second)).toEqual([]);
      // And the other way round.
      const back = await second.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ name: 'Ethics' }));
      expect(back.statusCode, back.body).toBe(201);
      expect(await names(admin)).toEqual(['Ethics']);
    } finally {
      await apps.close();
    }
  });
});

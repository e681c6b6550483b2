import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { Agent, buildTestApp, buildTwoTestApps, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { bodyOf, randomSource } from './answers.js';
import { createResource, lecture, NOW } from './reservation-fixtures.js';

const GLANCE_QUERIES = [
  'from=2026-11-23&to=2026-11-23',
  'from=2026-11-23&to=2026-11-29',
  'from=2026-11-25&to=2026-11-25',
  'from=2026-11-30&to=2026-12-06',
  'from=2026-11-22&to=2026-11-22&free_now=1',
  'from=2026-11-23&to=2026-11-29&tag=projektorius',
  'from=2026-11-23&to=2026-11-29&capacity=30',
  'from=2026-11-23&to=2026-11-29&address=Naugarduko%20g.%2024',
];
const ENCODINGS = [undefined, 'br, gzip', 'gzip'];
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01'];

describe.each(DIALECTS)('the answer cache on %s', (dialect) => {
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

  it('should answer rooms at a glance as the same app without the cache does, through every kind of write', async () => {
    // The same database through an app that keeps no answers: what every answer must be.
    const plain = await buildApp(testConfig({ answerCacheBytes: 0 }), {
      database: test.database,
      logger: false,
      migrate: false,
      clock,
    });
    try {
      const { agent: admin } = await signIn(app, 'admin', ['admin']);
      const { agent: student } = await signIn(app, 'ieva');
      const rooms = [
        await createResource(app, 'A Hall', { address: 'Naugarduko g. 24', capacity: 120 }, 2),
        await createResource(app, 'B Laboratory', { address: 'Naugarduko g. 24', capacity: 16, approved: 0 }),
        await createResource(app, 'C Seminar room', { address: 'Saulėtekio al. 9', capacity: 24 }),
      ];
      await app.db
        .insertInto('resource_tags')
        .values({ resource_id: rooms[0]!.resourceId, tag: 'projektorius' })
        .execute();
      const reader = new Agent(plain);
      for (const [name, value] of student.cookies) {
        reader.cookies.set(name, value);
      }
      const random = randomSource(dialect === 'sqlite' ? 18 : 1802);
      const reservationRows = () =>
        app.db.selectFrom('reservations').select(['id', 'item_id', 'resource_id', 'status']).orderBy('id').execute();
      const itemIds = () => rooms.flatMap((room) => room.itemIds);
      // Within the academic day's slots (the breaks between them may not be reserved), on the half hour.
      const SLOTS = [
        [10, 0, 11, 30],
        [12, 0, 13, 30],
        [14, 0, 15, 0],
        [15, 30, 16, 30],
      ] as const;
      const body = (overrides: Record<string, unknown> = {}) => {
        const [fromHours, fromMinutes, toHours, toMinutes] = random.pick(SLOTS);
        return lecture({
          name: `Event ${random.below(1000)}`,
          type: 'event',
          from: random.pick(DAYS),
          to: undefined,
          from_time: { hours: fromHours, minutes: fromMinutes },
          to_time: { hours: toHours, minutes: toMinutes },
          ...overrides,
        });
      };
      const done: string[] = [];

      const writes: Record<string, () => Promise<unknown>> = {
        create: async () => {
          const values = body();
          return (random.below(2) ? admin : student).post(`/api/items/${random.pick(itemIds())}/reservations`, {
            ...values,
            to: values.from,
          });
        },
        series: async () => {
          const values = body();
          return admin.post(`/api/items/${random.pick(itemIds())}/reservations`, {
            ...values,
            to: values.from,
            repeater: { type: 'weekly', interval: 1, until: '2026-12-20', weekdays: [] },
          });
        },
        edit: async () => {
          const rows = await reservationRows();
          if (rows.length === 0) {
            return;
          }
          const row = random.pick(rows);
          const values = body();
          return admin.put(
            `/api/items/${row.item_id}/reservations/${row.id}?update_selection_repeater=${random.pick(['this', 'all'])}`,
            { ...values, to: values.from },
          );
        },
        remove: async () => {
          const rows = await reservationRows();
          if (rows.length === 0) {
            return;
          }
          const row = random.pick(rows);
          return admin.delete(
            `/api/items/${row.item_id}/reservations/${row.id}?update_selection_repeater=${random.pick(['this', 'all'])}`,
          );
        },
        decide: async () => {
          const pending = (await reservationRows()).filter((row) => row.status === 'pending');
          if (pending.length === 0) {
            return;
          }
          return admin.post(`/api/admin/reservations/${random.pick(['approve', 'reject'])}`, {
            ids: [random.pick(pending).id],
          });
        },
        resource: async () => {
          const { resourceId } = random.pick(rooms);
          const current = (await admin.get(`/api/admin/resources/${resourceId}`)).json().data;
          return admin.put(`/api/admin/resources/${resourceId}`, {
            name: `${current.name.split(' ')[0]} ${random.below(100)}`,
            description: current.description,
            notes: current.notes,
            contact_info: current.contact_info,
            address: random.pick(['Naugarduko g. 24', 'Saulėtekio al. 9']),
            capacity: random.pick([null, 10, 40, 200]),
            tags: random.pick([[], ['projektorius'], ['kompiuteriai', 'projektorius']]),
            settings: current.settings,
            images: [],
          });
        },
        // Writes that no API call makes: an import, a migration's raw SQL, an administrator at the database.
        rawRename: async () => {
          const rows = await reservationRows();
          if (rows.length > 0) {
            await app.db
              .updateTable('reservations')
              .set({ name: `Renamed ${random.below(1000)}` })
              .where('id', '=', random.pick(rows).id)
              .execute();
          }
        },
        rawTag: async () =>
          app.db
            .insertInto('resource_tags')
            .values({ resource_id: random.pick(rooms).resourceId, tag: `tag${random.below(1000)}` })
            .execute(),
        clock: async () => {
          now += 30 * 60_000;
        },
      };
      const kinds = Object.keys(writes);

      const compare = async (step: string) => {
        for (const query of GLANCE_QUERIES) {
          const encoding = random.pick(ENCODINGS);
          const headers = encoding ? { 'accept-encoding': encoding } : undefined;
          const cached = await student.request('GET', `/api/rooms/glance?${query}`, undefined, { headers });
          const expected = await reader.request('GET', `/api/rooms/glance?${query}`, undefined, { headers });
          expect(cached.statusCode, `${step}: ${query}`).toBe(200);
          expect(bodyOf(cached), `${step}: ${query} (${encoding ?? 'identity'})`).toBe(bodyOf(expected));
          expect(cached.headers.etag, `${step}: ${query}`).toBe(expected.headers.etag);
        }
      };

      await compare('before any write');
      for (let step = 0; step < 70; step += 1) {
        const kind = random.pick(kinds);
        const response = (await writes[kind]!()) as LightMyRequestResponse | undefined;
        done.push(`${kind}:${response?.statusCode ?? '-'}`);
        await compare(`step ${step} (${done.join(' ')})`);
      }
      // The sequence wrote: creates, series, edits and deletes went through.
      expect(done.filter((entry) => /^(create|series):201$/.test(entry)).length).toBeGreaterThan(5);
      expect(done.filter((entry) => /^(edit|remove):20\d$/.test(entry)).length).toBeGreaterThan(3);

      // Deleting a room deletes its (past) reservations by cascade: gone from the next answer.
      now = Date.parse('2027-01-04T00:00:00.000Z');
      await admin.login('admin');
      await student.login('ieva');
      for (const [name, value] of student.cookies) {
        reader.cookies.set(name, value);
      }
      await compare('a month later');
      const removed = rooms[0]!.resourceId;
      const before = (await student.get(`/api/rooms/glance?${GLANCE_QUERIES[1]}`)).json().data;
      expect(before.reservations.map((row: { resource_id: number }) => row.resource_id)).toContain(removed);
      expect((await admin.delete(`/api/admin/resources/${removed}`)).statusCode).toBeLessThan(300);
      await compare('after a room was deleted');
      const after = (await student.get(`/api/rooms/glance?${GLANCE_QUERIES[1]}`)).json().data;
      expect(after.rooms.map((room: { id: number }) => room.id)).not.toContain(removed);
      expect(after.reservations.map((row: { resource_id: number }) => row.resource_id)).not.toContain(removed);
    } finally {
      await plain.close();
    }
  }, 60_000);

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
    // A table's counter row missing (deleted by hand, or a test database emptied for reuse) must not stop the count:
    // the old UPDATE-only trigger counted nowhere and kept serving 'Hall'.
    await sql`delete from table_changes`.execute(app.db);
    expect(await names()).toEqual(['Geometry']);
    await sql`update resources set name = 'Aula' where id = ${room.resourceId}`.execute(app.db);
    const rooms = (await student.get('/api/rooms/glance?from=2026-11-23&to=2026-11-23')).json().data.rooms;
    expect(rooms.map((row: { name: string }) => row.name)).toEqual(['Aula', 'Studio']);
  });

  it('should follow the clock: a room taken right now is free once its reservation ends, with no write', async () => {
    const { agent: student } = await signIn(app, 'ieva');
    const room = await createResource(app, 'Hall');
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

describe.each(DIALECTS)('the answer cache with two app instances on one %s database', (dialect) => {
  it('should answer a write made through one instance on the very next read through the other', async () => {
    const apps = await buildTwoTestApps(dialect, () => new Date(NOW));
    try {
      const { agent: admin } = await signIn(apps.first, 'admin', ['admin']);
      const room = await createResource(apps.first, 'Hall');
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

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))('a deadlock on %s', (dialect) => {
  it('should answer 503 with Retry-After and store nothing, not 500', async () => {
    const test = await buildTestApp(dialect, {}, () => new Date(NOW));
    const other = new pg.Client({ connectionString: test.database.url });
    await other.connect();
    try {
      const { agent: admin } = await signIn(test.app, 'admin', ['admin']);
      const { agent: student } = await signIn(test.app, 'ieva');
      // Pending reservations (the room wants approval), two of them on different days.
      const room = await createResource(test.app, 'Hall', { approved: 0 });
      const ids: number[] = [];
      for (const day of ['2026-11-23', '2026-11-24']) {
        const created = await student.post(
          `/api/items/${room.itemIds[0]}/reservations`,
          lecture({ from: day, to: day }),
        );
        expect(created.statusCode, created.body).toBe(201);
        ids.push(created.json().data[0].id);
      }
      const [first, second] = ids.sort((a, b) => a - b) as [number, number];
      // Another session holds the second row and, once the approval waits on it, asks for the first: a cycle.
      await other.query('begin');
      await other.query("set local deadlock_timeout = '10s'");
      await other.query("update reservations set name = 'Held' where id = $1", [second]);
      const approval = admin.post('/api/admin/reservations/approve', { ids: [first, second] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const held = other.query("update reservations set name = 'Held' where id = $1", [first]);
      const response = await approval;
      await held;
      await other.query('rollback');
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json().message).toMatch(/bandykite dar kartą/i);
      const statuses = await test.app.db.selectFrom('reservations').select('status').where('id', 'in', ids).execute();
      expect(statuses.map((row) => row.status)).toEqual(['pending', 'pending']);
    } finally {
      await other.end();
      await test.close();
    }
  }, 30_000);
});

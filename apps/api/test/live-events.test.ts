import { type AddressInfo, connect as netConnect, createServer, type Socket } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  type Agent,
  buildTestApp,
  buildTwoTestApps,
  createTestDatabase,
  createUser,
  DIALECTS,
  signIn,
  testConfig,
  type TestApp,
} from './helper.js';
import { Agent as SessionAgent } from './agent.js';
import { changeOf, isChange, type OpenStream, openStream } from './live-stream.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

/** The base URL of an app listening on a free loopback port. */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// Issue 31: live timetables, one Server-Sent Events stream per signed-in tab.
describe.each(DIALECTS)('GET /api/events on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let url: string;
  let teacher: Agent;
  let student: { id: number; agent: Agent };
  let other: { id: number; agent: Agent };
  let admin: { id: number; agent: Agent };
  let resourceId: number;
  let itemId: number;
  const streams: OpenStream[] = [];

  const open = async (agent: Agent, headers: Record<string, string> = {}) => {
    const stream = await openStream(url, agent, headers);
    streams.push(stream);
    return stream;
  };

  async function reserve(hours: number, extra: Record<string, unknown> = {}) {
    const response = await teacher.post(
      `/api/items/${itemId}/reservations`,
      lecture({ from_time: { hours, minutes: 0 }, to_time: { hours: hours + 1, minutes: 30 }, ...extra }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().data as { id: number }[])[0]!.id;
  }

  beforeEach(async () => {
    // A heartbeat every second: the session checks it makes are seen within a test.
    test = await buildTestApp(
      dialect,
      { live: { perUser: 3, perProcess: 6, heartbeatSeconds: 1, keepMinutes: 60 } },
      clock,
    );
    app = test.app;
    ({ agent: teacher } = await signIn(app, 'live_teacher', ['teacher']));
    student = await signIn(app, 'live_student');
    other = await signIn(app, 'live_other');
    admin = await signIn(app, 'live_admin', ['admin']);
    ({
      resourceId,
      itemIds: [itemId = 0],
    } = await createResource(app, 'Room 101'));
    url = await listening(app);
  });
  afterEach(async () => {
    streams.splice(0).forEach((stream) => stream.close());
    await test.close();
  });

  it('should answer 401 without a session', async () => {
    const stream = await open(new SessionAgent(app));
    expect(stream.status).toBe(401);
  });

  it('should tell every open tab that a room changed, naming the room, the reservation and its span', async () => {
    const watching = await open(student.agent);
    const own = await open(teacher);
    const id = await reserve(10);
    const event = await watching.next(isChange((change) => (change.kinds as string[]).includes('reservation')));
    expect(changeOf(event)).toEqual({
      id: Number(event.id),
      kinds: ['reservation'],
      resource_ids: [resourceId],
      reservation_ids: [id],
      from: '2026-11-23T08:00:00.000Z',
      to: '2026-11-23T09:30:00.000Z',
      by_me: false,
    });
    // The author's own tab is told too, and knows the change is its own.
    const mine = await own.next((received) => received.id === event.id);
    expect(changeOf(mine)).toMatchObject({ by_me: true });
  });

  it("should tell an invitation's notification to the invitee only, never to another user", async () => {
    const invitee = await open(student.agent);
    const bystander = await open(other.agent);
    await reserve(10, { invitations: [student.id] });
    await invitee.next(isChange((change) => (change.kinds as string[]).includes('notification')));
    // A later change reaches the bystander after everything committed before it.
    const marker = await reserve(12);
    await bystander.next(isChange((change) => (change.reservation_ids as number[]).includes(marker)));
    const kinds = bystander.events
      .filter((event) => event.event === 'change')
      .flatMap((event) => changeOf(event).kinds);
    expect(kinds).not.toContain('notification');
    expect(JSON.stringify(bystander.events)).not.toContain('Algebra');
  });

  it("should tell the user's other tabs, and no one else's, that a notification was read or deleted", async () => {
    await reserve(10, { invitations: [student.id] });
    const listed = await student.agent.get('/api/notifications');
    expect(listed.statusCode, listed.body).toBe(200);
    const [notification] = listed.json().data as { id: number }[];
    const otherTab = await open(student.agent);
    const bystander = await open(other.agent);
    // The student's own change: `by_me`, which the invitation's notification (the teacher's) was not.
    const own = isChange((change) => (change.kinds as string[]).includes('notification') && change.by_me === true);

    expect((await student.agent.patch(`/api/notifications/${notification!.id}/read`)).statusCode).toBe(200);
    await otherTab.next(own);
    expect((await student.agent.delete(`/api/notifications/${notification!.id}`)).statusCode).toBe(204);
    await otherTab.next((event) => own(event) && otherTab.events.filter(own).length === 2);
    expect((await student.agent.patch('/api/notifications/read-all')).statusCode).toBe(204);
    await otherTab.next((event) => own(event) && otherTab.events.filter(own).length === 3);

    const marker = await reserve(12);
    await bystander.next(isChange((change) => (change.reservation_ids as number[]).includes(marker)));
    expect(bystander.events.filter(isChange((change) => (change.kinds as string[]).includes('notification')))).toEqual(
      [],
    );
  });

  // An answered invitation's notification reads differently (it no longer asks for an answer), and the organiser is
  // told: the invitee's other tabs and the organiser's tabs follow, nobody else's.
  it("should tell the invitee's other tabs and the organiser's that an invitation was answered", async () => {
    const id = await reserve(10, { invitations: [student.id] });
    const teacherTab = await open(teacher);
    const otherTab = await open(student.agent);
    const bystander = await open(other.agent);
    const told = (byMe: boolean) =>
      isChange((change) => (change.kinds as string[]).includes('notification') && change.by_me === byMe);

    expect((await student.agent.post(`/api/user/invitations/${id}/accept`)).statusCode).toBe(200);
    await teacherTab.next(told(false));
    await otherTab.next(told(true));

    const marker = await reserve(12);
    await bystander.next(isChange((change) => (change.reservation_ids as number[]).includes(marker)));
    expect(bystander.events.filter(isChange((change) => (change.kinds as string[]).includes('notification')))).toEqual(
      [],
    );
  });

  it('should resume after Last-Event-ID with every change missed, and say "reload" when they are no longer kept', async () => {
    const first = await open(student.agent);
    await reserve(10, { from: '2026-11-24', to: '2026-11-24' });
    const seen = await first.next((event) => event.event === 'change');
    first.close();
    const missed = [await reserve(10), await reserve(12)];

    const resumed = await open(student.agent, { 'last-event-id': seen.id! });
    for (const id of missed) {
      await resumed.next(isChange((change) => (change.reservation_ids as number[]).includes(id)));
    }

    await app.db.deleteFrom('live_events').execute();
    await reserve(12, { from: '2026-11-24', to: '2026-11-24' });
    const tooOld = await open(student.agent, { 'last-event-id': seen.id! });
    await tooOld.next((event) => event.event === 'reload');
  });

  it('should give a new tab its place in the feed, so that a reconnect without any change seen misses nothing', async () => {
    const first = await open(student.agent);
    // The browser keeps the last `id` it read and sends it as Last-Event-ID when it reconnects by itself.
    const place = await first.next((event) => event.id !== undefined);
    first.close();
    const missed = await reserve(10);
    const resumed = await open(student.agent, { 'last-event-id': place.id! });
    await resumed.next(isChange((change) => (change.reservation_ids as number[]).includes(missed)));
  });

  it('should say "reload" to a tab that missed more changes than are replayed at once, never drop some silently', async () => {
    const first = await open(student.agent);
    await reserve(10);
    const seen = await first.next((event) => event.event === 'change');
    first.close();
    const now = clock().toISOString();
    const payload = JSON.stringify({
      kinds: ['resource'],
      resource_ids: [resourceId],
      reservation_ids: [],
      from: null,
      to: null,
    });
    await app.repositories.liveEvents.insert(
      Array.from({ length: 1_100 }, () => ({ created_at: now, user_id: null, actor_id: null, payload })),
    );
    const resumed = await open(student.agent, { 'last-event-id': seen.id! });
    await resumed.next((event) => event.event === 'reload');
  });

  it('should forget a tab that went away before its stream opened (its user may still open every tab allowed)', async () => {
    const { port } = new URL(url);
    const cookie = [...student.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // Every request that reaches the route: asked to be admitted (or refused), then opened or not, synchronously.
    let asked = 0;
    let parsed = 0;
    const admit = app.liveFeed.admit.bind(app.liveFeed);
    app.liveFeed.admit = (userId) => {
      asked += 1;
      admit(userId);
    };
    app.server.on('request', () => (parsed += 1));
    for (let index = 0; index < 10; index += 1) {
      const socket = netConnect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET /api/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`);
      socket.destroy();
    }
    await vi.waitFor(async () => {
      const connections = await new Promise<number>((resolve) =>
        app.server.getConnections((_, count) => resolve(count)),
      );
      expect({ connections, asked }).toEqual({ connections: 0, asked: parsed });
    });
    for (let index = 0; index < 3; index += 1) {
      const stream = await open(student.agent);
      expect(stream.status, stream.body).toBe(200);
    }
  });

  it('should let go of the connection of a tab that stopped reading, instead of holding what it did not read', async () => {
    const { port } = new URL(url);
    const cookie = [...student.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = netConnect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /api/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`);
    await new Promise((resolve) => socket.once('data', resolve));
    // A stalled tab: it reads nothing more; the kernel's buffers fill first, then the server's.
    socket.pause();
    const payload = JSON.stringify({
      kinds: ['resource'],
      resource_ids: Array.from({ length: 200_000 }, (_, index) => index),
      reservation_ids: [],
      from: null,
      to: null,
    });
    for (let id = 1_000_000_000; app.liveFeed.size > 0; id += 1) {
      app.liveFeed.deliver({ id, created_at: clock().toISOString(), user_id: null, actor_id: null, payload });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await vi.waitFor(async () => {
      const connections = await new Promise<number>((resolve) =>
        app.server.getConnections((_, count) => resolve(count)),
      );
      expect(connections).toBe(0);
    });
    socket.destroy();
    await closed;
  });

  it('should resume after Last-Event-ID without sending again what the tab saw (SQLite commits in id order)', async () => {
    const first = await open(student.agent);
    const seenIds = [await reserve(10), await reserve(12)];
    const last = await first.next(isChange((change) => (change.reservation_ids as number[]).includes(seenIds[1]!)));
    first.close();
    const resumed = await open(student.agent, { 'last-event-id': last.id! });
    const marker = await reserve(10, { from: '2026-11-24', to: '2026-11-24' });
    await resumed.next(isChange((change) => (change.reservation_ids as number[]).includes(marker)));
    const again = resumed.events.filter((event) => event.event === 'change' && Number(event.id) <= Number(last.id));
    // PostgreSQL takes ids before commit: there the few seconds before the last event seen are sent again.
    expect(again.length === 0 || dialect === 'postgres').toBe(true);
  });

  it('should refuse a fourth tab of one user with 429 and a reason, in the asking language', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await open(student.agent)).status).toBe(200);
    }
    const refused = await open(student.agent, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'too_many_streams_user', message: expect.any(String) });
    // Another user still gets one; past the process's cap nobody does.
    for (let index = 0; index < 3; index += 1) {
      expect((await open(other.agent)).status).toBe(200);
    }
    const full = await open(admin.agent);
    expect(full.status).toBe(429);
    expect(JSON.parse(full.body)).toMatchObject({ code: 'too_many_streams_server' });
  });

  it('should send a heartbeat comment so that proxies keep the stream open', async () => {
    const stream = await open(student.agent);
    await stream.next((event) => event.event === 'comment');
  });

  it('should end the tabs of a session as it signs out, before any later change reaches them', async () => {
    const stream = await open(student.agent);
    // Its place in the feed (or a heartbeat): the stream is open.
    await stream.next((event) => event.id !== undefined || event.event === 'comment');
    expect((await student.agent.post('/api/logout')).statusCode).toBe(204);
    await reserve(10);
    await stream.ended;
    expect(stream.events.filter((event) => event.event === 'change')).toEqual([]);
  });

  it("should close a disabled user's stream", async () => {
    const stream = await open(student.agent);
    const disabled = await admin.agent.post(`/api/admin/users/${student.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    await stream.ended;
    expect((await open(student.agent)).status).toBe(401);
  });

  it('should follow the acting identity: a stream opened before an impersonation ends, the next one is the user acted as', async () => {
    const superAdmin = await signIn(app, 'live_super', ['super_admin']);
    const before = await open(superAdmin.agent);
    const started = await superAdmin.agent.post(`/api/users/${student.id}/impersonate`);
    expect(started.statusCode, started.body).toBe(200);
    await before.ended;
    const acting = await open(superAdmin.agent);
    await reserve(10, { invitations: [student.id] });
    await acting.next(isChange((change) => (change.kinds as string[]).includes('notification')));
  });
});

// Issue 31: a change made through one API process reaches a tab connected to another (PostgreSQL: LISTEN/NOTIFY).
describe.each(DIALECTS)('GET /api/events across two API processes on %s', (dialect) => {
  it('should tell a tab on the second process of a booking made through the first', async () => {
    const apps = await buildTwoTestApps(dialect, clock);
    try {
      const { agent: teacher } = await signIn(apps.first, 'two_teacher', ['teacher']);
      const studentId = await createUser(apps.first, 'two_student');
      const student = new SessionAgent(apps.second);
      await student.login('two_student');
      const {
        itemIds: [itemId],
      } = await createResource(apps.first, 'Room 201');
      const stream = await openStream(await listening(apps.second), student);
      expect(stream.status).toBe(200);
      const created = await teacher.post(`/api/items/${itemId}/reservations`, lecture({ invitations: [studentId] }));
      expect(created.statusCode, created.body).toBe(201);
      await stream.next(isChange((change) => (change.kinds as string[]).includes('reservation')));
      await stream.next(isChange((change) => (change.kinds as string[]).includes('notification')));
      stream.close();
    } finally {
      await apps.close();
    }
  });
});

/**
 * A TCP proxy to the database server that holds every connection it accepts until `open()`: the LISTEN connection a
 * server opens as it starts, still on its way while the server already answers.
 */
async function heldProxy(target: URL) {
  const held: Array<() => void> = [];
  let opened = false;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    sockets.add(client);
    // A reset while held (the server closing first) must not throw in the test worker.
    client.on('error', () => client.destroy());
    const connect = () => {
      const upstream = netConnect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    };
    if (opened) {
      connect();
    } else {
      client.pause();
      held.push(connect);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    get waiting() {
      return held.length;
    },
    open() {
      opened = true;
      held.splice(0).forEach((connect) => connect());
    },
    async close() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

// The server answers as soon as it is ready, while its LISTEN connection may still be opening (a busy database).
describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'GET /api/events while the LISTEN connection opens on %s',
  (dialect) => {
    it('should still tell an open tab of a booking committed before LISTEN was in place', async () => {
      const database = await createTestDatabase(dialect, { migrated: true });
      const proxy = await heldProxy(new URL(database.url));
      const app = await buildApp(testConfig(), {
        // The pool's connections go straight to the database; the LISTEN connection, opened from the URL, waits.
        database: { ...database, url: proxy.url },
        logger: false,
        migrate: false,
        clock,
      });
      try {
        await app.ready();
        const { agent: teacher } = await signIn(app, 'held_teacher', ['teacher']);
        const student = await signIn(app, 'held_student');
        const {
          itemIds: [itemId],
        } = await createResource(app, 'Room 301');
        const stream = await openStream(await listening(app), student.agent);
        expect(stream.status).toBe(200);
        const created = await teacher.post(`/api/items/${itemId}/reservations`, lecture());
        expect(created.statusCode, created.body).toBe(201);
        expect(proxy.waiting).toBe(1);
        proxy.open();
        await stream.next(isChange((change) => (change.kinds as string[]).includes('reservation')));
        stream.close();
      } finally {
        await app.close();
        await proxy.close();
        await database.drop();
      }
    });

    it('should tell an open tab of every change committed while LISTEN was away, however many', async () => {
      const database = await createTestDatabase(dialect, { migrated: true });
      const proxy = await heldProxy(new URL(database.url));
      const app = await buildApp(testConfig(), {
        database: { ...database, url: proxy.url },
        logger: false,
        migrate: false,
        clock,
      });
      try {
        await app.ready();
        const student = await signIn(app, 'held_many');
        const stream = await openStream(await listening(app), student.agent);
        expect(stream.status).toBe(200);
        const payload = JSON.stringify({
          kinds: ['resource'],
          resource_ids: [1],
          reservation_ids: [],
          from: null,
          to: null,
        });
        const inserted = await app.repositories.liveEvents.insert(
          Array.from({ length: 1_200 }, () => ({
            created_at: clock().toISOString(),
            user_id: null,
            actor_id: null,
            payload,
          })),
        );
        proxy.open();
        await stream.next((event) => event.id === String(inserted.at(-1)!.id));
        stream.close();
      } finally {
        await app.close();
        await proxy.close();
        await database.drop();
      }
    });
  },
);

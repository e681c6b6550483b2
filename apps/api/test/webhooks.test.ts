import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { createResource, lecture, NOW } from './reservation-fixtures.js';

type Answer = 'ok' | 'fail' | 'hang';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback: answers 204, 500, or nothing at all (held until it lets go, or closes). */
async function startReceiver() {
  const received: Received[] = [];
  const held = new Set<() => void>();
  let answer: Answer = 'ok';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (answer === 'hang') {
        held.add(() => response.destroy());
        return;
      }
      response.writeHead(answer === 'ok' ? 204 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/laikas-events`,
    received,
    answer(next: Answer) {
      answer = next;
    },
    /** Gives up the requests it holds: their connections are cut, unanswered. */
    letGo() {
      held.forEach((release) => release());
      held.clear();
    },
    async close() {
      held.forEach((release) => release());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks a delivery as a receiver would (docs/api.md): HMAC-SHA256 of `<timestamp>.<body>`. */
function signatureHolds(secret: string, delivery: Received): boolean {
  const timestamp = String(delivery.headers['laikas-webhook-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  const given = String(delivery.headers['laikas-webhook-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

// Issue 35: webhooks, delivered through the jobs to a real HTTP receiver.
describe.each(DIALECTS)('webhooks on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let teacher: Agent;
  let itemId: number;
  let now: Date;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** How long a delivery waits for an answer: 3 s, or longer where it is only a guard (see below). */
  let timeoutMs = 3_000;

  beforeEach(async () => {
    now = new Date(NOW);
    test = await buildTestApp(
      dialect,
      // A receiver on loopback answered later than 300 ms at load 25-30 (a fresh-clone CI beside six other sessions):
      // the time-out is the one case that waits for it, once.
      { webhooks: { timeoutMs, maxAttempts: 3, disableAfterFailures: 4 } },
      () => new Date(now),
    );
    app = test.app;
    ({ agent: admin } = await signIn(app, 'hooks_admin', ['admin']));
    ({ agent: teacher } = await signIn(app, 'hooks_teacher', ['teacher']));
    ({
      itemIds: [itemId = 0],
    } = await createResource(app, 'Room 101'));
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    await test.close();
  });

  async function register(url: string, events = ['reservation.created', 'reservation.deleted']) {
    const response = await admin.post('/api/admin/webhooks', { url, events });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { endpoint: { id: number }; secret: string };
  }

  async function deliveriesOf(endpointId: number) {
    const response = await admin.get(`/api/admin/webhooks/${endpointId}/deliveries`);
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      id: number;
      event_id: string;
      status: string;
      attempts: number;
      response_code: number | null;
      last_error: string | null;
      next_attempt_at: string | null;
    }[];
  }

  async function reserve(name = 'Algebra', hours = 10) {
    const response = await teacher.post(
      `/api/items/${itemId}/reservations`,
      lecture({ name, from_time: { hours, minutes: 0 }, to_time: { hours: hours + 1, minutes: 30 } }),
    );
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Moves the clock past the back-off of the last failure. */
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  describe('POST /api/admin/webhooks', () => {
    it('should refuse a URL that is not http(s) and a body without events with 422, never a 500', async () => {
      for (const body of [
        { url: 'ftp://example.edu/hook', events: ['reservation.created'] },
        { url: 'javascript:alert(1)', events: ['reservation.created'] },
        { url: 'file:///etc/passwd', events: ['reservation.created'] },
        { url: 'http://', events: ['reservation.created'] },
        // Shaped like a URL, but none a request can be sent to: refused now, not failed on every delivery.
        { url: 'http://example.edu:99999/hook', events: ['reservation.created'] },
        { url: 'http://[::1/hook', events: ['reservation.created'] },
        { url: 'http://exa mple.edu/hook', events: ['reservation.created'] },
        { url: 'https://example.edu/hook', events: [] },
        { url: 'https://example.edu/hook', events: ['reservation.exploded'] },
        { url: 42, events: ['reservation.created'] },
      ]) {
        const response = await admin.post('/api/admin/webhooks', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(
        (await teacher.post('/api/admin/webhooks', { url: receiver.url, events: ['user.changed'] })).statusCode,
      ).toBe(403);
    });

    // Tester's report (lt): an empty address was said to need http://, not to be required.
    it("should say an empty URL is required, in the reader's language", async () => {
      const response = await admin.post('/api/admin/webhooks', { url: '  ', events: ['reservation.created'] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.url).toEqual([expect.stringMatching(/privalomas|required/)]);
      expect(response.json().errors.url[0]).not.toMatch(/http/);
    });

    it('should show the secret once', async () => {
      const { secret } = await register(receiver.url);
      expect(secret).toMatch(/^whsec_/);
      expect((await admin.get('/api/admin/webhooks')).body).not.toContain(secret);
    });
  });

  it('should POST a signed event to the receiver and log it as delivered', async () => {
    const { endpoint, secret } = await register(receiver.url);
    await reserve('Signed lecture');
    expect(await app.webhooks.deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(signatureHolds(secret, delivery!)).toBe(true);
    expect(signatureHolds('whsec_wrong', delivery!)).toBe(false);
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({
      type: 'reservation.created',
      occurred_at: NOW.toISOString(),
      data: { name: 'Signed lecture', resource_id: expect.any(Number) },
    });
    // `data` is the reservation as the API's GET of it answers the endpoint's owner.
    const read = await admin.get(`/api/items/${itemId}/reservations/${body.data.id}`);
    expect(body.data).toEqual(read.json().data);
    expect(delivery!.headers['laikas-webhook-id']).toBe(body.id);
    expect(delivery!.headers['content-type']).toBe('application/json');
    const [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({ event_id: body.id, status: 'delivered', attempts: 1, response_code: 204 });
    // Nothing more is due.
    expect(await app.webhooks.deliverDue()).toBe(0);
  });

  // Tester's report: "Send again" offered on delivered ones. Kept on purpose (at least once: a receiver that lost an
  // event asks for it again, docs/api.md); the screen asks first.
  it('should send a delivered event again, with the same id, when asked to (POST …/redeliver)', async () => {
    const { endpoint } = await register(receiver.url);
    await reserve('Delivered lecture');
    expect(await app.webhooks.deliverDue()).toBe(1);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered' });
    const again = await admin.post(`/api/admin/webhook-deliveries/${delivered!.id}/redeliver`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: delivered!.id, status: 'pending', attempts: 0 });
    expect(await app.webhooks.deliverDue()).toBe(1);
    expect(receiver.received.map((request) => JSON.parse(request.body).id)).toEqual([
      delivered!.event_id,
      delivered!.event_id,
    ]);
  });

  it('should send nothing for events the endpoint did not ask for', async () => {
    await register(receiver.url, ['user.changed']);
    await reserve();
    expect(await app.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('should retry a 500 with back-off and deliver the same event id once the receiver answers', async () => {
    const { endpoint } = await register(receiver.url);
    receiver.answer('fail');
    await reserve();
    expect(await app.webhooks.deliverDue()).toBe(0);
    let [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, response_code: 500, last_error: 'HTTP 500' });
    expect(Date.parse(logged!.next_attempt_at!)).toBeGreaterThan(now.getTime());
    // Not yet due: nothing is sent before the back-off ends.
    expect(await app.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    receiver.answer('ok');
    later(1);
    expect(await app.webhooks.deliverDue()).toBe(1);
    [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 2, response_code: 204 });
    const ids = receiver.received.map((delivery) => JSON.parse(delivery.body).id);
    expect(ids).toEqual([logged!.event_id, logged!.event_id]);
  });

  it('should note a receiver that is down and one that does not answer in time', async () => {
    const down = await startReceiver();
    await down.close();
    const { endpoint: downEndpoint } = await register(down.url);
    receiver.answer('hang');
    const { endpoint: slowEndpoint } = await register(receiver.url);
    await reserve();
    expect(await app.webhooks.deliverDue()).toBe(0);
    const [refused] = await deliveriesOf(downEndpoint.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, response_code: null });
    expect(refused!.last_error).toMatch(/ECONNREFUSED|fetch failed/);
    const [slow] = await deliveriesOf(slowEndpoint.id);
    expect(slow).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_code: null,
      last_error: 'no answer within 3000 ms',
    });
  });

  // A receiver that holds every request until the time-out held every other endpoint's events behind it, one
  // time-out per event ("POSTed within a few seconds", docs/api.md).
  describe('given a receiver that holds its request until it lets go', () => {
    // Here the receiver ends the held request once the others arrived; the time-out is only a guard against a hang.
    // At 3 s it raced the round: at load 20 the healthy receiver's third request came 2.4 s in, and a request the
    // time-out ends before its receiver has read it never arrives (nor do a healthy receiver's further ones).
    beforeAll(() => {
      timeoutMs = 60_000;
    });
    afterAll(() => {
      timeoutMs = 3_000;
    });

    it('should deliver to the other endpoints while one receiver holds its request, and try that one once a round', async () => {
      const healthy = await startReceiver();
      try {
        receiver.answer('hang');
        const { endpoint: slow } = await register(receiver.url);
        await register(healthy.url);
        await reserve('First', 10);
        await reserve('Second', 12);
        await reserve('Third', 17);
        let roundOver = false;
        const round = app.webhooks.deliverDue().finally(() => {
          roundOver = true;
        });
        const deadline = Date.now() + 30_000;
        while ((healthy.received.length < 3 || receiver.received.length < 1) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // All three arrived while the slow receiver still held its first request.
        expect(healthy.received.map((delivery) => JSON.parse(delivery.body).data.name)).toEqual([
          'First',
          'Second',
          'Third',
        ]);
        expect(receiver.received).toHaveLength(1);
        expect(roundOver).toBe(false);
        receiver.letGo();
        expect(await round).toBe(3);
        // The round ended after that one failed attempt: the slow endpoint's other events wait for the next round,
        // unattempted.
        expect(receiver.received).toHaveLength(1);
        const attempts = (await deliveriesOf(slow.id)).map((delivery) => delivery.attempts).sort();
        expect(attempts).toEqual([0, 0, 1]);
      } finally {
        await healthy.close();
      }
    });
  });

  it('should give up after the last attempt, switch the endpoint off after failures in a row, and tell its owner', async () => {
    const { endpoint } = await register(receiver.url);
    receiver.answer('fail');
    await reserve('First');
    // Three attempts (maxAttempts), each after the back-off of the one before: then the delivery is failed.
    for (let round = 0; round < 3; round += 1) {
      expect(await app.webhooks.deliverDue()).toBe(0);
      later(60);
    }
    const [gaveUp] = await deliveriesOf(endpoint.id);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 3, response_code: 500, next_attempt_at: null });
    expect(await app.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(3);
    // The fourth failure in a row, of another event, switches the endpoint off.
    await reserve('Second', 12);
    await app.webhooks.deliverDue();
    const [listed] = (await admin.get('/api/admin/webhooks')).json().data;
    expect(listed).toMatchObject({ enabled: false, disabled_reason: 'failures', consecutive_failures: 4 });
    const mail = await app.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'hooks_admin@example.edu')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(receiver.url);
    // Switched off: nothing more is sent.
    const sent = receiver.received.length;
    later(600);
    await app.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(sent);

    // Switched on again, and a failed delivery sent again by hand: the same event arrives.
    receiver.answer('ok');
    const enabled = await admin.put(`/api/admin/webhooks/${endpoint.id}`, {
      url: receiver.url,
      events: ['reservation.created'],
      enabled: true,
    });
    expect(enabled.json().data).toMatchObject({ enabled: true, consecutive_failures: 0 });
    const failed = gaveUp!;
    const redelivered = await admin.post(`/api/admin/webhook-deliveries/${failed!.id}/redeliver`);
    expect(redelivered.statusCode).toBe(200);
    expect(await app.webhooks.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(receiver.received.at(-1)!.body).id).toBe(failed!.event_id);
    expect((await admin.post('/api/admin/webhook-deliveries/999999/redeliver')).statusCode).toBe(404);
  });

  /** A second endpoint's owner who administrates rooms only: not invitations, join addresses or e-mail addresses. */
  async function roomsOnly() {
    const signedIn = await signIn(app, 'hooks_rooms', ['teacher']);
    const { id: roleId } = await app.db
      .insertInto('roles')
      .values({ key: 'rooms_only', name: 'Rooms only' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('role_abilities')
      .values([
        { role_id: roleId, ability: 'administrate' },
        { role_id: roleId, ability: 'resources.manage' },
      ])
      .execute();
    await app.userRepository.setRoles(signedIn.id, ['rooms_only']);
    return signedIn;
  }

  // Issue 35: `data` is the thing's representation (the API's GET of it), with what the owner may read of it.
  it('should send a reservation as the API shows it to each owner: invitees and join address only to those who may see them', async () => {
    const { agent: rooms } = await roomsOnly();
    const { id: invitee } = await signIn(app, 'hooks_student');
    await app.db.updateTable('resources').set({ allow_remote_reservations: 1 }).execute();
    const other = await startReceiver();
    try {
      await register(receiver.url, ['reservation.created', 'reservation.updated', 'reservation.deleted']);
      const created = await rooms.post('/api/admin/webhooks', {
        url: other.url,
        events: ['reservation.created', 'reservation.updated', 'reservation.deleted'],
      });
      expect(created.statusCode).toBe(201);
      const body = lecture({
        name: 'Private seminar',
        invitations: [invitee],
        is_remote: 1,
        remote_address: 'https://meet.example.edu/secret-room',
      });
      const made = await teacher.post(`/api/items/${itemId}/reservations`, body);
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().data[0].id as number;
      expect(await app.webhooks.deliverDue()).toBe(2);
      const toAdmin = JSON.parse(receiver.received[0]!.body).data;
      const toRooms = JSON.parse(other.received[0]!.body).data;
      expect(toAdmin).toEqual((await admin.get(`/api/items/${itemId}/reservations/${id}`)).json().data);
      expect(toRooms).toEqual((await rooms.get(`/api/items/${itemId}/reservations/${id}`)).json().data);
      expect(toAdmin).toMatchObject({
        remote_address: 'https://meet.example.edu/secret-room',
        invitations: [expect.objectContaining({ id: invitee })],
      });
      expect(toRooms).toMatchObject({ remote_address: null, invitations: [], invitation_count: 1 });
      expect(other.received[0]!.body).not.toContain('secret-room');

      // An update: the reservation as it is now, and what changed as it was.
      const renamed = await teacher.put(`/api/items/${itemId}/reservations/${id}`, { ...body, name: 'Renamed' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await app.webhooks.deliverDue()).toBe(2);
      const update = JSON.parse(receiver.received[1]!.body);
      expect(update).toMatchObject({ type: 'reservation.updated', data: { id, name: 'Renamed' } });
      expect(update.previous).toMatchObject({ name: 'Private seminar' });

      // Gone: what was last known of it, cut to what the owner may see.
      expect((await teacher.delete(`/api/items/${itemId}/reservations/${id}`)).statusCode).toBe(204);
      expect(await app.webhooks.deliverDue()).toBe(2);
      expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({
        type: 'reservation.deleted',
        data: { id, name: 'Renamed' },
      });
      expect(other.received[2]!.body).not.toContain('secret-room');
    } finally {
      await other.close();
    }
  });

  // An integrator's walk: `previous` held every field of the reservation, changed or not, though docs/api.md says
  // "for an update `previous` holds the changed fields as they were".
  it('should send in `previous` only the fields an update changed, as they were', async () => {
    await register(receiver.url, ['reservation.updated']);
    const body = lecture({ name: 'Before', description: 'Kept as it is' });
    const made = await teacher.post(`/api/items/${itemId}/reservations`, body);
    expect(made.statusCode, made.body).toBe(201);
    const { id, starts_at: startsAt, ends_at: endsAt } = made.json().data[0];
    const moved = await teacher.put(`/api/items/${itemId}/reservations/${id}`, {
      ...body,
      name: 'After',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await app.webhooks.deliverDue()).toBe(1);
    const update = JSON.parse(receiver.received[0]!.body);
    expect(update).toMatchObject({
      type: 'reservation.updated',
      data: { id, name: 'After', description: 'Kept as it is' },
    });
    expect(update.previous).toEqual({ name: 'Before', starts_at: startsAt, ends_at: endsAt });
  });

  it('should send a user as the user page shows them, the e-mail only to owners with users.manage', async () => {
    const { agent: rooms } = await roomsOnly();
    const other = await startReceiver();
    try {
      await register(receiver.url, ['user.changed']);
      const created = await rooms.post('/api/admin/webhooks', { url: other.url, events: ['user.changed'] });
      expect(created.statusCode).toBe(201);
      const { id } = await signIn(app, 'hooks_ona');
      const changed = await admin.put(`/api/users/${id}`, { name: 'Ona A.', email: 'ona@new.example' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await app.webhooks.deliverDue()).toBe(2);
      const toAdmin = JSON.parse(receiver.received[0]!.body);
      expect(toAdmin.data).toEqual((await admin.get(`/api/admin/users/${id}`)).json().data);
      expect(toAdmin.data).toMatchObject({ id, name: 'Ona A.', email: 'ona@new.example' });
      expect(other.received[0]!.body).not.toContain('ona@');
      expect(JSON.parse(other.received[0]!.body)).toMatchObject({
        data: { id, name: 'Ona A.', email: null },
        previous: { name: 'User hooks_ona' },
      });
    } finally {
      await other.close();
    }
  });

  // As the owner's API tokens (401) and calendar feed (404): a disabled account reads nothing, so its endpoints get nothing.
  it('should send nothing to an endpoint whose owner’s account is disabled', async () => {
    const { agent: root } = await signIn(app, 'hooks_root', ['super_admin']);
    const { endpoint } = await register(receiver.url);
    await reserve('Queued before');
    const { id: ownerId } = (await admin.get('/api/user')).json().data as { id: number };
    expect((await root.post(`/api/admin/users/${ownerId}/disable`)).statusCode).toBe(200);
    await reserve('Made after', 12);
    expect(await app.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    const deliveries = await app.db
      .selectFrom('webhook_deliveries')
      .select('status')
      .where('endpoint_id', '=', endpoint.id)
      .execute();
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['failed']);
  });

  it('should list who registered, changed and removed an endpoint in the audit log, never its secret, as no event', async () => {
    const { agent: otherAdmin, id: otherAdminId } = await signIn(app, 'hooks_admin2', ['admin']);
    const ownerId = (await admin.get('/api/user')).json().data.id as number;
    const { endpoint, secret } = await register(receiver.url, ['user.changed', 'resource.changed']);
    // A second endpoint that wants every event: the audited changes of the first one reach it as none.
    await register(receiver.url, ['user.changed', 'resource.changed', 'reservation.created']);
    const moved = `${receiver.url}/v2`;
    const changed = await otherAdmin.put(`/api/admin/webhooks/${endpoint.id}`, {
      url: moved,
      events: ['user.changed'],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await otherAdmin.delete(`/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect(await app.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
    expect(await app.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toEqual([]);

    const { agent: root } = await signIn(app, 'hooks_root', ['super_admin']);
    const response = await root.get(`/api/admin/audit?entity_type=webhook&entity_id=${endpoint.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data as {
      action: string;
      label: string;
      actor: { id: number };
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    expect(entries.map(({ action, label, actor }) => [action, label, actor.id])).toEqual([
      ['delete', moved, otherAdminId],
      ['update', moved, otherAdminId],
      ['create', receiver.url, ownerId],
    ]);
    const [removed, updated, created] = entries;
    expect(created!.changes).toEqual({
      url: { before: null, after: receiver.url },
      events: { before: null, after: ['resource.changed', 'user.changed'] },
      enabled: { before: null, after: true },
      user_id: { before: null, after: ownerId },
    });
    expect(updated!.changes).toEqual({
      url: { before: receiver.url, after: moved },
      events: { before: ['resource.changed', 'user.changed'], after: ['user.changed'] },
      enabled: { before: true, after: false },
    });
    expect(removed!.changes).toEqual({
      url: { before: moved, after: null },
      events: { before: ['user.changed'], after: null },
      enabled: { before: false, after: null },
      user_id: { before: ownerId, after: null },
    });
    expect(response.body).not.toContain(secret);
  });

  it('should remove an endpoint with its log', async () => {
    const { endpoint } = await register(receiver.url);
    await reserve();
    expect((await admin.delete(`/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect(await app.webhooks.deliverDue()).toBe(0);
  });
});

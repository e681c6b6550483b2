import { createHash } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_TOKENS_PER_OWNER } from '../src/services/api-tokens.js';
import {
  Agent,
  buildTestApp,
  buildTwoTestApps,
  createUser,
  DIALECTS,
  PASSWORD,
  signIn,
  type TestApp,
} from './helper.js';

/** A call with only a bearer token: no cookie, no CSRF header, as another program makes it. */
function withToken(
  app: FastifyInstance,
  secret: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, 'accept-language': 'en' },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function createToken(agent: Agent, body: Record<string, unknown>, path = '/api/user/tokens') {
  const response = await agent.post(path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { token: { id: number; name: string; hint: string }; secret: string };
}

// Issue 35: API tokens, personal (profile) and service (administrators), used with `Authorization: Bearer`.
describe.each(DIALECTS)('API tokens on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let student: Agent;
  let studentId: number;
  let admin: Agent;
  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
    ({ agent: student, id: studentId } = await signIn(app, 'student1', ['student']));
    ({ agent: admin } = await signIn(app, 'admin1', ['admin']));
  });
  afterEach(async () => {
    await test.close();
  });

  describe('POST /api/user/tokens', () => {
    it('should show the secret once and keep only its hash', async () => {
      const { token, secret } = await createToken(student, { name: 'Timetable sync', scopes: ['read'] });
      expect(secret).toMatch(/^laikas_[A-Za-z0-9_-]{40,}$/);
      expect(secret.startsWith(token.hint)).toBe(true);
      const listed = (await student.get('/api/user/tokens')).json().data;
      expect(listed).toEqual([
        expect.objectContaining({ id: token.id, name: 'Timetable sync', scopes: ['read'], kind: 'personal' }),
      ]);
      expect(JSON.stringify(listed)).not.toContain(secret);
      const row = await app.db.selectFrom('api_tokens').selectAll().executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(secret);
    });

    it('should answer 422 with field messages for a bad body, never a 500', async () => {
      for (const body of [
        {},
        { name: '', scopes: ['read'] },
        { name: 'x', scopes: [] },
        { name: 'x', scopes: ['admin'] },
        { name: 'x', scopes: ['read'], expires_in_days: 5 },
        { name: 'x'.repeat(101), scopes: ['read'] },
        { name: 'x', scopes: 'read' },
      ]) {
        const response = await student.post('/api/user/tokens', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
      }
    });

    it('should name the refused fields in Lithuanian', async () => {
      const response = await student.request(
        'POST',
        '/api/user/tokens',
        { name: 'Sync', scopes: [], expires_in_days: 5 },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        scopes: ['Lauke „teisės“ turi būti bent 1 reikšmė.'],
        expires_in_days: ['Pasirinkta neleistina lauko „galiojimas dienomis“ reikšmė.'],
      });
      // A wrong item of a list is named by the list, not by its index.
      const item = await student.request(
        'POST',
        '/api/user/tokens',
        { name: 'Sync', scopes: ['read', 'admin'] },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(item.json().errors).toEqual({ 'scopes.1': ['Pasirinkta neleistina lauko „teisės“ reikšmė.'] });
    });

    it('should set an expiry when asked for one', async () => {
      const { token } = await createToken(student, { name: 'Month', scopes: ['read'], expires_in_days: 30 });
      const [listed] = (await student.get('/api/user/tokens')).json().data;
      expect(listed.id).toBe(token.id);
      const days = (Date.parse(listed.expires_at) - Date.parse(listed.created_at)) / 86_400_000;
      expect(days).toBe(30);
    });
  });

  describe('a call with Authorization: Bearer', () => {
    it('should act as the owner, without a cookie or a CSRF token, and note its last use', async () => {
      const { secret } = await createToken(student, { name: 'Sync', scopes: ['read', 'write'] });
      const me = await withToken(app, secret, 'GET', '/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(studentId);
      expect(me.headers['set-cookie']).toBeUndefined();
      const changed = await withToken(app, secret, 'POST', `/api/users/${studentId}/update-reminders`, {
        daily_reminder: true,
        reminder_hour: 9,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.reminder_hour).toBe(9);
      const [listed] = (await student.get('/api/user/tokens')).json().data;
      expect(listed.last_used_at).not.toBeNull();
    });

    it('should still refuse a cookie session without its CSRF token', async () => {
      const response = await student.request(
        'POST',
        `/api/users/${studentId}/update-reminders`,
        { daily_reminder: true, reminder_hour: 9 },
        { xsrf: false, headers: { 'accept-language': 'en' } },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('CSRF token mismatch.');
    });

    it('should answer 403 to a call its scopes do not cover', async () => {
      const { secret } = await createToken(student, { name: 'Reader', scopes: ['read'] });
      const response = await withToken(app, secret, 'POST', `/api/users/${studentId}/update-reminders`, {
        daily_reminder: true,
        reminder_hour: 9,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('“write”');
      const writer = await createToken(student, { name: 'Writer', scopes: ['write'] });
      expect((await withToken(app, writer.secret, 'GET', '/api/user')).statusCode).toBe(403);
    });

    it('should leave the owner’s abilities out unless the token has the admin scope', async () => {
      const personal = await createToken(admin, { name: 'Mine', scopes: ['read', 'write'] });
      expect((await withToken(app, personal.secret, 'GET', '/api/admin/annexes')).statusCode).toBe(403);
      expect((await withToken(app, personal.secret, 'GET', '/api/user')).json().data.abilities).toEqual([]);
      const service = await createToken(
        admin,
        { name: 'Estates', scopes: ['read', 'admin'] },
        '/api/admin/service-tokens',
      );
      expect((await withToken(app, service.secret, 'GET', '/api/admin/annexes')).statusCode).toBe(200);
      // Never more than the owner: admin scope on a token of an administrator who loses the role is nothing.
      const adminId = (await admin.get('/api/user')).json().data.id as number;
      await app.userRepository.setRoles(adminId, ['teacher']);
      expect((await withToken(app, service.secret, 'GET', '/api/admin/annexes')).statusCode).toBe(403);
    });

    it('should answer 401 to an unknown, malformed, expired or disabled owner’s token', async () => {
      const { token, secret } = await createToken(student, { name: 'Short', scopes: ['read'], expires_in_days: 7 });
      expect((await withToken(app, secret, 'GET', '/api/user')).statusCode).toBe(200);
      for (const header of [
        'Bearer',
        'Bearer laikas_nothing',
        `Bearer ${secret}x`,
        'bearer  ',
        `Bearer ${'a'.repeat(5000)}`,
      ]) {
        const response = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: header } });
        expect(response.statusCode, header.slice(0, 30)).toBe(401);
      }
      await app.db
        .updateTable('api_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', token.id)
        .execute();
      expect((await withToken(app, secret, 'GET', '/api/user')).statusCode).toBe(401);

      const other = await createToken(student, { name: 'Other', scopes: ['read'] });
      await app.db
        .updateTable('users')
        .set({ disabled_at: new Date().toISOString() })
        .where('id', '=', studentId)
        .execute();
      expect((await withToken(app, other.secret, 'GET', '/api/user')).statusCode).toBe(401);
    });

    it('should never manage tokens, impersonate or change the password', async () => {
      const { secret } = await createToken(
        admin,
        { name: 'All', scopes: ['read', 'write', 'admin'] },
        '/api/admin/service-tokens',
      );
      const calls: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
        ['GET', '/api/user/tokens'],
        ['POST', '/api/user/tokens', { name: 'x', scopes: ['read'] }],
        ['POST', '/api/admin/service-tokens', { name: 'x', scopes: ['read'] }],
        ['POST', `/api/users/${studentId}/impersonate`],
        [
          'PUT',
          '/api/user/password',
          { current_password: 'x', password: 'abcdefg1', password_confirmation: 'abcdefg1' },
        ],
      ];
      for (const [method, url, body] of calls) {
        const response = await withToken(app, secret, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('This call needs a signed-in session; an API token may not make it.');
      }
    });

    it('should not spare signing in the CSRF check for a bearer header', async () => {
      const login = { uid: 'student1', password: PASSWORD };
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { authorization: 'Bearer anything', 'accept-language': 'en' },
        payload: login,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('CSRF token mismatch.');
      expect(response.headers['set-cookie'] ?? '').not.toContain(app.config.session.cookieName);
    });

    // An integrator's walk: POST /api/logout with a token answered 204 and did nothing (and, with the owner's
    // cookie beside the token, ended that browser session unasked), though signing out is a session's call.
    describe('POST /api/logout', () => {
      it('should answer 403 and end no session', async () => {
        const { secret } = await createToken(student, { name: 'Sync', scopes: ['read', 'write'] });
        const alone = await withToken(app, secret, 'POST', '/api/logout');
        expect(alone.statusCode).toBe(403);
        expect(alone.json().message).toBe('This call needs a signed-in session; an API token may not make it.');
        const beside = await student.request('POST', '/api/logout', undefined, {
          headers: { authorization: `Bearer ${secret}`, 'accept-language': 'lt' },
        });
        expect(beside.statusCode).toBe(403);
        expect(beside.json().message).toBe('Šiam veiksmui reikia prisijungti; API raktu jo atlikti negalima.');
        expect((await student.get('/api/user')).statusCode).toBe(200);
        expect((await student.post('/api/logout')).statusCode).toBe(204);
        expect((await student.get('/api/user')).statusCode).toBe(401);
        const document = (await app.inject({ method: 'GET', url: '/api/openapi.json?lang=en' })).json();
        expect(document.paths['/api/logout'].post.responses['403'].description).toContain(
          'an API token may not make this call',
        );
      });
    });

    it('should record "via token" in the audit log', async () => {
      const { secret } = await createToken(
        admin,
        { name: 'Estates sync', scopes: ['write', 'admin'] },
        '/api/admin/service-tokens',
      );
      const created = await withToken(app, secret, 'POST', '/api/admin/annexes', { name: 'Projector' });
      expect(created.statusCode, created.body).toBe(201);
      const { agent: root } = await signIn(app, 'root', ['super_admin']);
      const entries = (await root.get('/api/admin/audit?entity_type=annex')).json().data;
      expect(entries[0]).toMatchObject({ action: 'create', label: 'Projector', token: 'Estates sync' });
      expect(entries[0].actor.name).toBe('User admin1');
    });
  });

  describe('service tokens', () => {
    it('should be made and revoked by administrators only', async () => {
      const refused = await student.post('/api/admin/service-tokens', { name: 'x', scopes: ['read'] });
      expect(refused.statusCode).toBe(403);
      const { token } = await createToken(admin, { name: 'Signage', scopes: ['read'] }, '/api/admin/service-tokens');
      const listed = (await admin.get('/api/admin/service-tokens')).json().data;
      expect(listed).toEqual([expect.objectContaining({ id: token.id, name: 'Signage', kind: 'service' })]);
      // Someone else's token is not found on the profile's list.
      expect((await student.delete(`/api/user/tokens/${token.id}`)).statusCode).toBe(404);
      expect((await admin.delete(`/api/admin/service-tokens/${token.id}`)).statusCode).toBe(204);
      expect((await admin.get('/api/admin/service-tokens')).json().data).toEqual([]);
      expect((await admin.delete(`/api/admin/service-tokens/${token.id}`)).statusCode).toBe(404);
    });

    it('should count each administrator’s own tokens against the limit, not every administrator’s', async () => {
      const { agent: otherAdmin } = await signIn(app, 'admin2', ['admin']);
      for (let index = 0; index < MAX_TOKENS_PER_OWNER; index += 1) {
        await createToken(admin, { name: `Sign ${index}`, scopes: ['read'] }, '/api/admin/service-tokens');
      }
      const refused = await admin.request(
        'POST',
        '/api/admin/service-tokens',
        { name: 'One more', scopes: ['read'] },
        { headers: { 'accept-language': 'en' } },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ name: ['You can have at most 50 tokens; revoke one first.'] });
      await createToken(otherAdmin, { name: 'Kiosk', scopes: ['read'] }, '/api/admin/service-tokens');
    });

    it('should keep the limit when many tokens are asked for at once', async () => {
      for (let index = 0; index < MAX_TOKENS_PER_OWNER - 2; index += 1) {
        await createToken(student, { name: `Script ${index}`, scopes: ['read'] });
      }
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          student.post('/api/user/tokens', { name: `At once ${index}`, scopes: ['read'] }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        ...Array(2).fill(201),
        ...Array(10).fill(422),
      ]);
      const listed = await student.get('/api/user/tokens');
      expect(listed.json().data).toHaveLength(MAX_TOKENS_PER_OWNER);
    });
  });

  describe('GET /api/admin/audit', () => {
    it('should list who made and revoked each personal and service token, with its scopes, never its secret', async () => {
      const personal = await createToken(student, { name: 'Timetable sync', scopes: ['read'], expires_in_days: 30 });
      const service = await createToken(
        admin,
        { name: 'Estates', scopes: ['read', 'admin'] },
        '/api/admin/service-tokens',
      );
      const adminId = (await admin.get('/api/user')).json().data.id as number;
      expect((await student.delete(`/api/user/tokens/${personal.token.id}`)).statusCode).toBe(204);
      // Another administrator revokes it: the entry names who did, and whose token it was.
      const { agent: otherAdmin } = await signIn(app, 'admin2', ['admin']);
      expect((await otherAdmin.delete(`/api/admin/service-tokens/${service.token.id}`)).statusCode).toBe(204);

      const { agent: root } = await signIn(app, 'root', ['super_admin']);
      const response = await root.get('/api/admin/audit?entity_type=api_token');
      expect(response.statusCode, response.body).toBe(200);
      const entries = response.json().data as {
        action: string;
        entity_id: string;
        label: string;
        actor: { name: string };
        changes: Record<string, { before: unknown; after: unknown }>;
        names: Record<string, Record<string, string>>;
      }[];
      expect(entries.map(({ action, entity_id, label, actor }) => [action, entity_id, label, actor.name])).toEqual([
        ['delete', String(service.token.id), 'Estates', 'User admin2'],
        ['delete', String(personal.token.id), 'Timetable sync', 'User student1'],
        ['create', String(service.token.id), 'Estates', 'User admin1'],
        ['create', String(personal.token.id), 'Timetable sync', 'User student1'],
      ]);
      const [serviceRevoked, , serviceCreated, personalCreated] = entries;
      expect(personalCreated!.changes).toEqual({
        kind: { before: null, after: 'personal' },
        name: { before: null, after: 'Timetable sync' },
        scopes: { before: null, after: ['read'] },
        user_id: { before: null, after: studentId },
        expires_at: { before: null, after: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      });
      expect(serviceCreated!.changes).toEqual({
        kind: { before: null, after: 'service' },
        name: { before: null, after: 'Estates' },
        scopes: { before: null, after: ['read', 'admin'] },
        user_id: { before: null, after: adminId },
      });
      expect(serviceRevoked!.changes).toEqual({
        kind: { before: 'service', after: null },
        name: { before: 'Estates', after: null },
        scopes: { before: ['read', 'admin'], after: null },
        user_id: { before: adminId, after: null },
      });
      expect(serviceRevoked!.names).toEqual({ user_id: { [adminId]: 'User admin1' } });
      for (const secret of [personal.secret, service.secret]) {
        expect(response.body).not.toContain(secret);
        expect(response.body).not.toContain(createHash('sha256').update(secret).digest('hex'));
      }
    });
  });

  it('should declare the bearer scheme in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/resources'].get.security).toContainEqual({ bearer: ['read'] });
    expect(document.paths['/api/user/tokens'].post.security).not.toContainEqual({ bearer: ['write'] });
  });
});

describe.each(DIALECTS)('API tokens across processes on %s', (dialect) => {
  it('should stop a revoked token at once on every process', async () => {
    const apps = await buildTwoTestApps(dialect);
    try {
      await createUser(apps.first, 'reader', ['student']);
      const agent = new Agent(apps.first);
      await agent.login('reader');
      const { token, secret } = await createToken(agent, { name: 'Reader', scopes: ['read'] });
      expect((await withToken(apps.second, secret, 'GET', '/api/user')).statusCode).toBe(200);
      expect((await agent.delete(`/api/user/tokens/${token.id}`)).statusCode).toBe(204);
      expect((await withToken(apps.second, secret, 'GET', '/api/user')).statusCode).toBe(401);
      expect((await withToken(apps.first, secret, 'GET', '/api/user')).statusCode).toBe(401);
    } finally {
      await apps.close();
    }
  });
});

describe.each(DIALECTS)('API token rate limit on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect, { tokenRateLimit: { max: 3, windowSeconds: 600 } });
  });
  afterAll(async () => {
    await test.close();
  });

  it('should answer 429 with Retry-After past the limit, in the reader’s language, and leave sessions alone', async () => {
    const { agent } = await signIn(test.app, 'busy', ['student']);
    const { secret } = await createToken(agent, { name: 'Busy', scopes: ['read'] });
    for (let call = 0; call < 3; call += 1) {
      expect((await withToken(test.app, secret, 'GET', '/api/user')).statusCode).toBe(200);
    }
    const refused = await withToken(test.app, secret, 'GET', '/api/user');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many calls with this token/);
    const lithuanian = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${secret}`, 'accept-language': 'lt' },
    });
    expect(lithuanian.json().message).toMatch(/^Per daug užklausų šiuo raktu/);
    for (let call = 0; call < 5; call += 1) {
      expect((await agent.get('/api/user')).statusCode).toBe(200);
    }
  });
});

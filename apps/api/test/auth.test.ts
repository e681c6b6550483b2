import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, PASSWORD, type TestApp } from './helper.js';

describe.each(DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-11-22T10:00:00.000Z');
    test = await buildTestApp(
      dialect,
      { loginRateLimit: { perUid: 3, perAddress: 6, windowSeconds: 600 } },
      () => new Date(now),
    );
    await createUser(test.app, 'jonas', ['teacher'], 'Jonas Jonaitis');
  });
  afterEach(async () => {
    await test.close();
  });

  describe('POST /api/login', () => {
    it('should return the user and set an httpOnly, SameSite=Lax session cookie', async () => {
      const agent = new Agent(test.app);
      const response = await agent.post('/api/login', { uid: 'jonas', password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: expect.any(Number),
        uid: 'jonas',
        name: 'Jonas Jonaitis',
        email: 'jonas@example.edu',
        roles: [{ key: 'teacher' }],
        abilities: [],
        language: 'lt',
        impersonated: false,
        subscribed_calendar: null,
        daily_reminder: false,
        reminder_hour: 7,
      });
      const cookie = response.cookies.find((candidate) => candidate.name === 'laikas_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it.each([
      { name: 'a wrong password', uid: 'jonas', password: 'neteisingas1' },
      { name: 'an unknown uid', uid: 'petras', password: PASSWORD },
    ])('should answer 422 with the same message for $name', async ({ uid, password }) => {
      const agent = new Agent(test.app);
      const response = await agent.post('/api/login', { uid, password });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Neteisingas naudotojo ID arba slaptažodis.',
        errors: { uid: ['Neteisingas naudotojo ID arba slaptažodis.'] },
      });
      expect(response.cookies.find((cookie) => cookie.name === 'laikas_session')).toBeUndefined();
    });

    it('should answer 429 with the wait in the message and Retry-After after too many failures for one uid', async () => {
      const agent = new Agent(test.app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await agent.post('/api/login', { uid: 'jonas', password: 'blogas123' })).statusCode).toBe(422);
      }
      now = new Date(now.getTime() + 60_000);
      const locked = await agent.post('/api/login', { uid: 'jonas', password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('540');
      expect(locked.json().message).toBe('Per daug bandymų. Bandykite dar kartą po 540 sekundžių.');

      now = new Date(now.getTime() + 541_000);
      expect((await agent.post('/api/login', { uid: 'jonas', password: PASSWORD })).statusCode).toBe(200);
    });

    it('should limit failures per address across uids', async () => {
      const agent = new Agent(test.app);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        expect((await agent.post('/api/login', { uid: `nobody${attempt}`, password: 'blogas123' })).statusCode).toBe(
          422,
        );
      }
      expect((await agent.post('/api/login', { uid: 'jonas', password: PASSWORD })).statusCode).toBe(429);
    });

    it('should give a new session id at sign-in and end the one the client had', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const first = agent.cookies.get('laikas_session');
      await agent.login('jonas');
      const second = agent.cookies.get('laikas_session');
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      const stale = new Agent(test.app);
      stale.cookies.set('laikas_session', first as string);
      expect((await stale.get('/api/user')).statusCode).toBe(401);
    });

    it('should keep the session in the database, so another server process accepts it', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const rows = await test.app.db.selectFrom('sessions').select(['id', 'user_id']).execute();
      expect(rows).toHaveLength(1);
      // The table holds a hash, never the cookie's token.
      expect(rows[0]?.id).not.toBe(agent.cookies.get('laikas_session'));
    });
  });

  describe('GET /api/user', () => {
    it('should answer 401 without a session and hand out the XSRF-TOKEN cookie', async () => {
      const response = await new Agent(test.app).get('/api/user');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Reikia prisijungti.' });
      expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
    });

    it('should answer the signed-in user', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const response = await agent.get('/api/user');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.uid).toBe('jonas');
    });

    it('should answer 401 once the session has been idle longer than its lifetime', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      now = new Date(now.getTime() + 11 * 60 * 60_000);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      now = new Date(now.getTime() + 11 * 60 * 60_000);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      now = new Date(now.getTime() + 13 * 60 * 60_000);
      expect((await agent.get('/api/user')).statusCode).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('should end the session on the server, so a copied cookie no longer works', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const copied = new Agent(test.app);
      copied.cookies.set('laikas_session', agent.cookies.get('laikas_session') as string);

      const response = await agent.post('/api/logout');
      expect(response.statusCode).toBe(204);
      expect(agent.cookies.has('laikas_session')).toBe(false);
      expect((await copied.get('/api/user')).statusCode).toBe(401);
      expect(await test.app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    });
  });

  describe('CSRF protection', () => {
    it('should answer 403 to a login without the X-XSRF-TOKEN header', async () => {
      const agent = new Agent(test.app);
      await agent.get('/api/csrf-cookie');
      const response = await agent.request('POST', '/api/login', { uid: 'jonas', password: PASSWORD }, { xsrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Puslapio sesija pasibaigė. Atnaujinkite puslapį ir bandykite dar kartą.',
      });
    });

    it('should answer 403 when the header does not match the cookie', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const response = await agent.request(
        'POST',
        '/api/set-language',
        { language: 'en' },
        { headers: { 'x-xsrf-token': 'forged.token' } },
      );
      expect(response.statusCode).toBe(403);
      expect((await agent.get('/api/user')).json().data.language).toBe('lt');
    });

    it('should answer 403 to a token made for another session even when cookie and header agree', async () => {
      const attacker = new Agent(test.app);
      await attacker.get('/api/csrf-cookie');
      const planted = attacker.cookies.get('XSRF-TOKEN') as string;

      const victim = new Agent(test.app);
      await victim.login('jonas');
      victim.cookies.set('XSRF-TOKEN', planted);
      const response = await victim.request(
        'POST',
        '/api/set-language',
        { language: 'en' },
        { headers: { 'x-xsrf-token': planted } },
      );
      expect(response.statusCode).toBe(403);
    });

    it('should give a fresh token with the new session at sign-in', async () => {
      const agent = new Agent(test.app);
      await agent.get('/api/csrf-cookie');
      const before = agent.cookies.get('XSRF-TOKEN');
      await agent.login('jonas');
      expect(agent.cookies.get('XSRF-TOKEN')).not.toBe(before);
      expect((await agent.post('/api/set-language', { language: 'en' })).statusCode).toBe(200);
    });

    it('should give a token without the old session at sign-out, so signing in again works', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const before = agent.cookies.get('XSRF-TOKEN');
      expect((await agent.post('/api/logout')).statusCode).toBe(204);
      expect(agent.cookies.get('XSRF-TOKEN')).not.toBe(before);
      expect((await agent.post('/api/login', { uid: 'jonas', password: PASSWORD })).statusCode).toBe(200);
    });

    it('should keep the token a mutating request was checked with while its session stays', async () => {
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const response = await agent.post('/api/set-language', { language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')).toBeUndefined();
    });
  });
});

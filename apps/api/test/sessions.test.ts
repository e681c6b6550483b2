import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { Agent, buildTestApp, createUser, DIALECTS, PASSWORD, type TestApp } from './helper.js';

/*
 * Issue 13, sessions: idle and absolute lifetimes (configurable; defaults in docs/security.md), session fixation,
 * logout ending the session on the server, and the cookie's attributes with the `__Host-` prefix in production.
 * (auth.test.ts has the sign-in itself, the default idle lifetime and CSRF.)
 */
describe.each(DIALECTS)('session lifetimes and the session cookie on %s', (dialect) => {
  let test: TestApp;
  let now: Date;
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  const start = async (session: Partial<TestApp['app']['config']['session']> = {}) => {
    now = new Date('2026-11-22T10:00:00.000Z');
    const defaults = loadConfig({ NODE_ENV: 'test' }).session;
    test = await buildTestApp(dialect, { session: { ...defaults, ...session } }, () => new Date(now));
    await createUser(test.app, 'jonas', ['teacher'], 'Jonas Jonaitis');
  };
  afterEach(async () => {
    await test.close();
  });

  describe('lifetimes (SESSION_LIFETIME_MINUTES, SESSION_ABSOLUTE_LIFETIME_MINUTES)', () => {
    it('should end a session idle longer than its idle lifetime', async () => {
      await start({ lifetimeMinutes: 30, absoluteLifetimeMinutes: 120 });
      const agent = new Agent(test.app);
      await agent.login('jonas');
      later(29);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      later(29);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      later(31);
      expect((await agent.get('/api/user')).statusCode).toBe(401);
    });

    it('should end a session at its absolute lifetime however busy it was', async () => {
      await start({ lifetimeMinutes: 30, absoluteLifetimeMinutes: 120 });
      const agent = new Agent(test.app);
      await agent.login('jonas');
      for (let minute = 14; minute <= 112; minute += 14) {
        later(14);
        expect((await agent.get('/api/user')).statusCode, `after ${minute} minutes`).toBe(200);
      }
      later(9); // 121 minutes after sign-in, last used 9 minutes ago
      expect((await agent.get('/api/user')).statusCode).toBe(401);
      // Signing in again opens a new session with a new absolute lifetime.
      await agent.login('jonas');
      expect((await agent.get('/api/user')).statusCode).toBe(200);
    });

    it('should by default end a session idle 12 hours or 24 hours after sign-in', async () => {
      await start();
      expect(test.app.config.session).toMatchObject({ lifetimeMinutes: 720, absoluteLifetimeMinutes: 1440 });
      const busy = new Agent(test.app);
      const idle = new Agent(test.app);
      await busy.login('jonas');
      await idle.login('jonas');
      later(11 * 60);
      expect((await busy.get('/api/user')).statusCode).toBe(200);
      later(60 + 1); // 12 h 1 min: the idle session is gone, the busy one was used an hour ago
      expect((await idle.get('/api/user')).statusCode).toBe(401);
      expect((await busy.get('/api/user')).statusCode).toBe(200);
      later(11 * 60 + 58); // 23 h 59 min
      expect((await busy.get('/api/user')).statusCode).toBe(200);
      later(2); // 24 h 1 min
      expect((await busy.get('/api/user')).statusCode).toBe(401);
    });
  });

  // Issue 32, WCAG 2.2.1 Timing Adjustable: the app reads when the session ends, warns before, and extends it.
  describe('GET and POST /api/session (when the session ends, staying signed in)', () => {
    const stateOf = async (agent: Agent, method: 'GET' | 'POST') => {
      const response = method === 'GET' ? await agent.get('/api/session') : await agent.post('/api/session', {});
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { expires_at: string; seconds_left: number; can_extend: boolean } }>().data;
    };

    it('should say when an idle session ends without moving that end by asking', async () => {
      await start({ lifetimeMinutes: 30, absoluteLifetimeMinutes: 120 });
      const agent = new Agent(test.app);
      await agent.login('jonas');
      expect(await stateOf(agent, 'GET')).toEqual({
        expires_at: '2026-11-22T10:30:00.000Z',
        seconds_left: 30 * 60,
        can_extend: true,
      });
      later(28);
      // Asked two minutes before the end (the app's warning): the end stays where it was, and comes.
      expect(await stateOf(agent, 'GET')).toEqual({
        expires_at: '2026-11-22T10:30:00.000Z',
        seconds_left: 2 * 60,
        can_extend: true,
      });
      later(3);
      expect((await agent.get('/api/session')).statusCode).toBe(401);
    });

    it('should extend the session by a full idle lifetime when the person stays signed in', async () => {
      await start({ lifetimeMinutes: 30, absoluteLifetimeMinutes: 120 });
      const agent = new Agent(test.app);
      await agent.login('jonas');
      later(28.5);
      expect(await stateOf(agent, 'POST')).toEqual({
        expires_at: '2026-11-22T10:58:30.000Z',
        seconds_left: 30 * 60,
        can_extend: true,
      });
      later(29);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
    });

    it('should not extend past the absolute lifetime and say so', async () => {
      await start({ lifetimeMinutes: 30, absoluteLifetimeMinutes: 60 });
      const agent = new Agent(test.app);
      await agent.login('jonas');
      later(29);
      await stateOf(agent, 'POST');
      later(29); // 58 minutes after sign-in: 2 minutes left, whatever is done
      expect(await stateOf(agent, 'POST')).toEqual({
        expires_at: '2026-11-22T11:00:00.000Z',
        seconds_left: 2 * 60,
        can_extend: false,
      });
      later(3);
      expect((await agent.post('/api/session', {})).statusCode).toBe(401);
    });

    it('should refuse both without a session, and the extension without its XSRF token', async () => {
      await start();
      const anonymous = new Agent(test.app);
      expect((await anonymous.get('/api/session')).statusCode).toBe(401);
      expect((await anonymous.post('/api/session', {})).statusCode).toBe(401);
      const agent = new Agent(test.app);
      await agent.login('jonas');
      expect((await agent.request('POST', '/api/session', {}, { xsrf: false })).statusCode).toBe(403);
    });
  });

  describe('session fixation', () => {
    it('should not take a session id planted in the browser before sign-in', async () => {
      await start();
      const victim = new Agent(test.app);
      victim.cookies.set('laikas_session', 'attacker-chosen-token');
      await victim.login('jonas');
      const token = victim.cookies.get('laikas_session');
      expect(token).not.toBe('attacker-chosen-token');
      const attacker = new Agent(test.app);
      attacker.cookies.set('laikas_session', 'attacker-chosen-token');
      expect((await attacker.get('/api/user')).statusCode).toBe(401);
    });

    it("should end the attacker's own session planted in the victim's browser when the victim signs in", async () => {
      await start();
      await createUser(test.app, 'attacker', ['student']);
      const attacker = new Agent(test.app);
      await attacker.login('attacker');
      const victim = new Agent(test.app);
      victim.cookies.set('laikas_session', attacker.cookies.get('laikas_session')!);
      await victim.login('jonas');
      expect(victim.cookies.get('laikas_session')).not.toBe(attacker.cookies.get('laikas_session'));
      expect((await victim.get('/api/user')).json().data.uid).toBe('jonas');
      // The planted session is over: the attacker cannot ride along with what the victim does next.
      expect((await attacker.get('/api/user')).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('should end the session on the server for every copy of the cookie, and refuse the copy afterwards', async () => {
      await start();
      const agent = new Agent(test.app);
      await agent.login('jonas');
      const copy = new Agent(test.app);
      copy.cookies.set('laikas_session', agent.cookies.get('laikas_session')!);
      expect((await copy.get('/api/user')).statusCode).toBe(200);
      expect((await agent.post('/api/logout')).statusCode).toBe(204);
      expect((await copy.get('/api/user')).statusCode).toBe(401);
      expect((await copy.post('/api/set-language', { language: 'en' })).statusCode).toBe(401);
      const rows = await test.app.db.selectFrom('sessions').select('id').execute();
      expect(rows).toEqual([]);
    });
  });

  describe('the cookie', () => {
    it('should be __Host-laikas_session in production: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax', async () => {
      await start(loadConfig({ NODE_ENV: 'production' }).session);
      expect(test.app.config.session.cookieName).toBe('__Host-laikas_session');
      const agent = new Agent(test.app);
      const response = await agent.post('/api/login', { uid: 'jonas', password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const setCookie = [response.headers['set-cookie']].flat().find((header) => header?.startsWith('__Host-'));
      expect(setCookie).toBeDefined();
      const attributes = setCookie!.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly', 'samesite=lax']));
      expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
      expect(agent.cookies.has('laikas_session')).toBe(false);
      expect((await agent.get('/api/user')).json().data.uid).toBe('jonas');

      // Logout clears it with the same attributes (a browser ignores a __Host- cookie set without Secure).
      const logout = await agent.post('/api/logout');
      const cleared = [logout.headers['set-cookie']].flat().find((header) => header?.startsWith('__Host-'));
      expect(cleared?.toLowerCase()).toMatch(/^__host-laikas_session=;.*path=\/.*secure/);
      expect(agent.cookies.has('__Host-laikas_session')).toBe(false);
    });

    it('should be laikas_session without Secure when served over plain HTTP (development)', async () => {
      await start();
      const response = await new Agent(test.app).post('/api/login', { uid: 'jonas', password: PASSWORD });
      const cookie = response.cookies.find((candidate) => candidate.name === 'laikas_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.domain).toBeUndefined();
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';

describe.each(DIALECTS)('bad input on %s', (dialect) => {
  let test: TestApp;
  let agent: Agent;
  let userId: number;
  beforeAll(async () => {
    test = await buildTestApp(dialect, { bodyLimit: 16 * 1024 });
    ({ id: userId, agent } = await signIn(test.app, 'studentas', ['student']));
  });
  afterAll(async () => {
    await test.close();
  });

  const storedUser = () => test.app.userRepository.findById(userId);

  describe('POST /api/login', () => {
    it.each([
      { name: 'no body', payload: undefined, errors: { body: ['Užklausoje nėra duomenų.'] } },
      {
        name: 'an empty object',
        payload: {},
        errors: { uid: ['Įveskite naudotojo ID.'], password: ['Įveskite slaptažodį.'] },
      },
      {
        name: 'a number as uid',
        payload: { uid: 12, password: 'x' },
        errors: { uid: ['Lauko „naudotojo ID“ reikšmė neteisinga.'] },
      },
      {
        name: 'an array as body',
        payload: [1, 2],
        errors: { body: ['Užklausa neteisinga.'] },
      },
    ])('should answer 422 with field errors for $name', async ({ payload, errors }) => {
      const response = await new Agent(test.app).post('/api/login', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: expect.any(String), errors });
    });

    it.each([
      { name: 'SQL-looking', uid: `' OR '1'='1' --` },
      { name: 'script-looking', uid: '<script>alert(1)</script>' },
      { name: 'very long', uid: 'a'.repeat(5000) },
    ])('should refuse a $name uid with a clear 4xx, never 500', async ({ uid }) => {
      const response = await new Agent(test.app).post('/api/login', { uid, password: `' OR '1'='1` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    });
  });

  it('should answer 400 to malformed JSON', async () => {
    const response = await agent.request('PUT', `/api/users/${userId}`, '{"name": "Jonas",', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Užklausos duomenys nėra tinkamo JSON formato.' });
  });

  it('should answer 413 to a body over the limit and store nothing', async () => {
    const before = await storedUser();
    const response = await agent.put(`/api/users/${userId}`, { name: 'x'.repeat(20 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Užklausa per didelė.' });
    expect(await storedUser()).toEqual(before);
  });

  it('should answer 415 to a body that is not JSON', async () => {
    const response = await agent.request('PUT', `/api/users/${userId}`, 'name=Jonas', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  // An integrator's walk: `fetch(url, { method: 'PUT', body: JSON.stringify(x) })` without a content type sends
  // `text/plain;charset=UTF-8`; the answer was a 422 `{ body: ['Užklausa neteisinga.'] }` that did not say why.
  it('should answer 415 to JSON sent as text/plain, as fetch sends a string, and store nothing', async () => {
    const before = await storedUser();
    const response = await agent.request('PUT', `/api/users/${userId}`, JSON.stringify({ name: 'Jonas' }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Užklausos duomenys turi būti JSON.' });
    expect(await storedUser()).toEqual(before);
  });

  it('should take an empty text/plain body as no body', async () => {
    const response = await agent.request('PATCH', '/api/notifications/read-all', '', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each([
    { name: 'a word', url: '/api/users/abc' },
    { name: 'zero', url: '/api/users/0' },
    { name: 'a negative number', url: '/api/users/-3' },
    { name: 'SQL', url: `/api/users/${encodeURIComponent('1 OR 1=1')}` },
  ])('should answer 422 to an id that is $name', async ({ url }) => {
    const response = await agent.get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('id');
  });

  it.each([
    { name: 'in a body field', send: () => agent.put(`/api/users/${userId}`, { name: 'Ie\u0000va' }), field: 'name' },
    {
      name: 'in the uid of a sign-in',
      send: () => new Agent(test.app).post('/api/login', { uid: 'a\u0000', password: 'x' }),
      field: 'uid',
    },
    { name: 'in a query', send: () => agent.get('/api/users?query=%00abc'), field: 'query' },
  ])('should answer 422 to a NUL character $name and store nothing', async ({ send, field }) => {
    const before = await storedUser();
    const response = await send();
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: ['Reikšmėje negali būti NUL simbolių.'] });
    expect(await storedUser()).toEqual(before);
  });

  it.each(['/api/users/2147483648', '/api/users/99999999999', '/api/users?id=99999999999'])(
    'should answer 422 to an id beyond what the database holds: %s',
    async (url) => {
      const response = await agent.get(url);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ id: ['Neteisingas identifikatorius.'] });
    },
  );

  it('should answer 404 to an unknown id', async () => {
    const response = await agent.post('/api/users/default-resource/424242');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Išteklius nerastas.' });
  });

  it('should ignore fields it does not know and store nothing for them', async () => {
    const response = await agent.put(`/api/users/${userId}`, { name: 'Ieva', password_hash: 'x', uid: 'root', id: 1 });
    expect(response.statusCode).toBe(200);
    const stored = await storedUser();
    expect(stored).toMatchObject({ name: 'Ieva', uid: 'studentas' });
    expect(stored?.password_hash).not.toBe('x');
  });
});

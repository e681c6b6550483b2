import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, PASSWORD, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

/* Error messages in the reader's language: Accept-Language first, then the user's language, then lt. */
describe.each(DIALECTS)('error messages on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  describe('POST /api/login', () => {
    it.each([
      {
        language: 'lt',
        message: 'Neteisingas naudotojo ID arba slaptažodis.',
      },
      {
        language: 'en',
        message: 'These credentials do not match our records.',
      },
      {
        language: 'en-GB,en;q=0.9,lt;q=0.8',
        message: 'These credentials do not match our records.',
      },
      {
        language: 'de-DE,lt;q=0.7,en;q=0.5',
        message: 'Neteisingas naudotojo ID arba slaptažodis.',
      },
    ])(
      'should answer a wrong password in the language of Accept-Language: $language',
      async ({ language, message }) => {
        await signIn(app, 'ieva');
        const response = await new Agent(app).request(
          'POST',
          '/api/login',
          { uid: 'ieva', password: 'wrong' },
          { headers: { 'accept-language': language } },
        );
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message, errors: { uid: [message] } });
      },
    );

    it('should answer in Lithuanian, the institution default, without Accept-Language', async () => {
      const response = await new Agent(app).post('/api/login', { uid: 'nobody', password: 'wrong' });
      expect(response.json().message).toBe('Neteisingas naudotojo ID arba slaptažodis.');
      expect(response.headers['content-language']).toBe('lt');
    });

    it('should translate schema messages in every field', async () => {
      const response = await new Agent(app).request(
        'POST',
        '/api/login',
        {},
        {
          headers: { 'accept-language': 'lt' },
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Įveskite naudotojo ID. (ir dar 1 klaida)',
        errors: { uid: ['Įveskite naudotojo ID.'], password: ['Įveskite slaptažodį.'] },
      });
    });
  });

  // An integrator's walk: a Lithuanian answer named these fields by their keys ("lauko „update selection
  // repeater“"), English words inside a Lithuanian sentence.
  describe('the fields a program sends', () => {
    it.each([
      {
        language: 'lt',
        scope: 'Pasirinkta neleistina lauko „serijos apimtis“ reikšmė.',
        batch: 'Pasirinkta neleistina lauko „rinkinio apimtis“ reikšmė.',
        digest: 'Lauko „peržiūros santrauka“ reikšmė neteisinga.',
        url: 'Laukas „adresas“ privalomas.',
        events: 'Laukas „įvykiai“ privalomas.',
        ids: 'Laukas „identifikatoriai“ privalomas.',
        reason: 'Laukas „priežastis“ gali būti ne ilgesnis nei 1000 simbolių.',
        start: 'Laukas „pradžia“ privalomas.',
      },
      {
        language: 'en',
        scope: 'The selected series scope is invalid.',
        batch: 'The selected batch scope is invalid.',
        digest: 'The preview digest is invalid.',
        url: 'The address field is required.',
        events: 'The events field is required.',
        ids: 'The ids field is required.',
        reason: 'The reason may not be longer than 1000 characters.',
        start: 'The start field is required.',
      },
    ])('should name them in $language', async ({ language, scope, batch, digest, url, events, ids, reason, start }) => {
      const { agent: teacher } = await signIn(app, 'teacher_labels', ['teacher']);
      const { agent: admin } = await signIn(app, 'admin_labels', ['admin']);
      const { itemIds } = await createResource(app, 'Room of labels');
      const headers = { 'accept-language': language };
      const wrongScope = await teacher.request(
        'DELETE',
        `/api/items/${itemIds[0]}/reservations/1?update_selection_repeater=every&update_selection_batch=every`,
        undefined,
        { headers },
      );
      expect(wrongScope.statusCode).toBe(422);
      expect(wrongScope.json().errors).toEqual({ update_selection_repeater: [scope], update_selection_batch: [batch] });
      const wrongDigest = await teacher.request(
        'POST',
        `/api/items/${itemIds[0]}/reservations`,
        lecture({ preview_digest: 5 }),
        { headers },
      );
      expect(wrongDigest.statusCode).toBe(422);
      expect(wrongDigest.json().errors).toEqual({ preview_digest: [digest] });
      const noHook = await admin.request('POST', '/api/admin/webhooks', {}, { headers });
      expect(noHook.statusCode).toBe(422);
      expect(noHook.json().errors).toEqual({ url: [url], events: [events] });
      const noIds = await admin.request(
        'POST',
        '/api/admin/reservations/reject',
        { reason: 'x'.repeat(1001) },
        { headers },
      );
      expect(noIds.statusCode).toBe(422);
      expect(noIds.json().errors).toEqual({ ids: [ids], reason: [reason] });
      const lane = await teacher.request('GET', '/api/groups/1/reservations?end=2026-11-30', undefined, { headers });
      expect(lane.statusCode).toBe(422);
      expect(lane.json().errors).toEqual({ start: [start] });
    });
  });

  describe('PUT /api/user/password', () => {
    const body = { current_password: 'wrong', password: 'naujas12345', password_confirmation: 'naujas12345' };

    it.each([
      { language: 'lt', message: 'Dabartinis slaptažodis neteisingas.' },
      { language: 'en', message: 'The current password is incorrect.' },
    ])('should answer a wrong current password in $language', async ({ language, message }) => {
      const { agent } = await signIn(app, 'ieva');
      const response = await agent.request('PUT', '/api/user/password', body, {
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { current_password: [message] } });
      expect(response.headers['content-language']).toBe(language);
    });

    it('should answer in the signed-in user’s language when the request names none', async () => {
      const { agent } = await signIn(app, 'ieva');
      const lithuanian = await agent.put('/api/user/password', body);
      expect(lithuanian.json().message).toBe('Dabartinis slaptažodis neteisingas.');

      expect((await agent.post('/api/set-language', { language: 'en' })).statusCode).toBe(200);
      const english = await agent.put('/api/user/password', body);
      expect(english.json().message).toBe('The current password is incorrect.');
    });

    it('should prefer Accept-Language over the user’s language', async () => {
      const { agent } = await signIn(app, 'ieva');
      await agent.post('/api/set-language', { language: 'en' });
      const response = await agent.request('PUT', '/api/user/password', body, {
        headers: { 'accept-language': 'lt' },
      });
      expect(response.json().errors).toEqual({ current_password: ['Dabartinis slaptažodis neteisingas.'] });
    });

    it('should leave a successful answer alone', async () => {
      const { agent } = await signIn(app, 'ieva');
      const response = await agent.request(
        'PUT',
        '/api/user/password',
        { current_password: PASSWORD, password: 'naujas12345', password_confirmation: 'naujas12345' },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers['content-language']).toBeUndefined();
    });
  });

  describe('POST /api/items/{itemId}/reservations', () => {
    it.each([
      { language: 'lt', message: 'Šis laikas jau užimtas' },
      { language: 'en', message: 'The time is already taken' },
    ])('should answer a clash in $language and keep the overlaps as data', async ({ language, message }) => {
      const { agent } = await signIn(app, 'jonas');
      const room = await createResource(app, 'Room 101');
      const url = `/api/items/${room.itemIds[0]}/reservations`;
      expect((await agent.post(url, lecture({ name: 'First' }))).statusCode).toBe(201);

      const response = await agent.request('POST', url, lecture({ name: 'Second' }), {
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message,
        errors: { from: [message] },
        repeater_overlaps: [
          { name: 'First', from: '2026-11-23 10:00', to: '2026-11-23 11:30', reservable: { name: 'Room 101' } },
        ],
      });
    });

    it('should answer a resource rule with its values in Lithuanian', async () => {
      const { agent } = await signIn(app, 'jonas');
      const room = await createResource(app, 'Room 101', { max_duration: 45 });
      const response = await agent.request(
        'POST',
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ type: 'event', from_time: { hours: 10, minutes: 0 }, to_time: { hours: 11, minutes: 0 } }),
        { headers: { 'accept-language': 'lt' } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ to: ['Rezervacija gali trukti ne ilgiau kaip 45 minutes'] });
    });
  });

  describe('POST /api/admin/periods', () => {
    // A required date sent empty said "Expected a date as YYYY-MM-DD": it is a field left empty, as any other.
    it.each([
      {
        language: 'lt',
        required: 'Laukas „pradžia“ privalomas.',
        format: 'Data turi būti formatu MMMM-MM-DD',
        more: 'ir dar 1 klaida',
      },
      {
        language: 'en',
        required: 'The starts on field is required.',
        format: 'Expected a date as YYYY-MM-DD',
        more: 'and 1 more error',
      },
    ])(
      'should say an empty date is required and a malformed one is not a date, in $language',
      async ({ language, required, format, more }) => {
        const { agent } = await signIn(app, 'admin', ['admin']);
        const response = await agent.request(
          'POST',
          '/api/admin/periods',
          { name: 'Ruduo 2026', starts_on: '', ends_on: '2026-12-3', exams_from: null, exams_to: null },
          { headers: { 'accept-language': language } },
        );
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: `${required} (${more})`,
          errors: { starts_on: [required], ends_on: [format] },
        });
      },
    );
  });
});

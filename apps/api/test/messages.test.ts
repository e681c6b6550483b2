import { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasCode } from '../src/i18n/index.js';
import { fieldLabelCode } from '../src/plugins/external/error-handler.js';
import { Agent, buildTestApp, DIALECTS, PASSWORD, signIn, type TestApp } from './helper.js';
import { clock, createBlackout, createResource, lecture } from './reservation-fixtures.js';

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
        scope: 'The value chosen for series scope is not allowed.',
        batch: 'The value chosen for batch scope is not allowed.',
        digest: 'The preview digest field is invalid.',
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

  // An integrator's walk: about 70 fields were named by their keys („blackouts from“, „from time minutes“), and the
  // room finder's clock time `from` was called „data“.
  describe('nested fields, parts of a time and the room finder’s times', () => {
    it.each([
      {
        language: 'lt',
        from: 'Laukas „nuo“ privalomas.',
        holiday: 'Laukas „nedarbo laikas nuo“ privalomas.',
        minutes: 'Lauko „pradžios laikas (minutės)“ reikšmė turi būti ne didesnė nei 59.',
      },
      {
        language: 'en',
        from: 'The from field is required.',
        holiday: 'The blackout from field is required.',
        minutes: 'The from time (minutes) may not be greater than 59.',
      },
    ])('should name them in $language', async ({ language, from, holiday, minutes }) => {
      const headers = { 'accept-language': language };
      const { agent: teacher } = await signIn(app, 'teacher_times', ['teacher']);
      const { agent: admin } = await signIn(app, 'admin_times', ['admin']);
      const finder = await teacher.request('GET', '/api/resources/free?date=2026-11-23&to=12:00', undefined, {
        headers,
      });
      expect(finder.statusCode).toBe(422);
      expect(finder.json().errors).toEqual({ from: [from] });
      const period = await admin.request(
        'POST',
        '/api/admin/periods',
        {
          name: 'Ruduo 2026',
          starts_on: '2026-09-01',
          ends_on: '2026-12-31',
          blackouts: [{ name: 'Kalėdos', to: '2026-12-26' }],
        },
        { headers },
      );
      expect(period.statusCode).toBe(422);
      expect(period.json().errors).toEqual({ 'blackouts.0.from': [holiday] });
      const blackout = await admin.request(
        'POST',
        '/api/admin/blackouts',
        { name: 'Remontas', from: '2026-12-01', to: '2026-12-01', from_time: { hours: 10, minutes: 60 } },
        { headers },
      );
      expect(blackout.statusCode).toBe(422);
      expect(blackout.json().errors).toEqual({ 'from_time.minutes': [minutes] });
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
    // A semester's-end walk: "…: FLF rūmai uždaryti (šildymo remontas) (nedarbo diena ar laikas)", brackets doubled
    // and a room's closure called a day off; in English "(a blackout day or time)".
    it.each([
      {
        language: 'lt',
        room: '2026-11-23 rezervuoti negalima: FLF rūmai uždaryti (šildymo remontas)',
        holiday: '2026-11-23 rezervuoti negalima: Universiteto diena',
        series: 'Nė vienos kartojimo datos rezervuoti negalima: visos uždarytos arba jau užimtos',
      },
      {
        language: 'en',
        room: 'Cannot be reserved on 2026-11-23: FLF rūmai uždaryti (šildymo remontas)',
        holiday: 'Cannot be reserved on 2026-11-23: Universiteto diena',
        series: 'None of the dates of the series can be reserved: each is closed or already taken',
      },
    ])('should say in $language that a closed day cannot be reserved, naming the closure once', async (expected) => {
      const { agent } = await signIn(app, 'jonas');
      const room = await createResource(app, 'FLF 101');
      const other = await createResource(app, 'FLF 102');
      const day = { from: '2026-11-22T22:00:00.000Z', to: '2026-11-23T22:00:00.000Z', allDay: true };
      await createBlackout(app, 'FLF rūmai uždaryti (šildymo remontas)', room.resourceId, day);
      const headers = { 'accept-language': expected.language };
      const closed = await agent.request('POST', `/api/items/${room.itemIds[0]}/reservations`, lecture(), { headers });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errors.from).toEqual([expected.room]);

      await createBlackout(app, 'Universiteto diena', null, day);
      const holiday = await agent.request('POST', `/api/items/${other.itemIds[0]}/reservations`, lecture(), {
        headers,
      });
      expect(holiday.statusCode).toBe(422);
      expect(holiday.json().errors.from).toEqual([expected.holiday]);

      const series = lecture({ repeater: { type: 'daily', interval: 1, until: '2026-11-23', skip_conflicts: true } });
      const skipped = await agent.request('POST', `/api/items/${room.itemIds[0]}/reservations`, series, { headers });
      expect(skipped.statusCode).toBe(422);
      expect(skipped.json().errors.repeater).toEqual([expected.series]);
      expect(skipped.json().repeater_validation).toBe(`${expected.series}.`);
    });

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

// An integrator's walk: Lithuanian and English 422s named about 70 fields by their keys („starts on“, „exam weeks“).
// A field's label is looked up by its whole path without list indexes (`blackouts.0.from` → `blackouts_from`), so
// every field of every request schema, nested ones included, must have one in both languages.
describe('the labels of the fields a 422 may name', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('should label every field of every body, query string and path in Lithuanian and English', () => {
    const missing = new Map<string, string>();
    const routes = test.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    for (const route of routes) {
      for (const [part, schema] of Object.entries(route.schema)) {
        if (!schema) {
          continue;
        }
        const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
        for (const field of fieldPaths(json, json)) {
          const code = fieldLabelCode(field);
          if (!hasCode(code, 'lt') || !hasCode(code, 'en')) {
            missing.set(code, `${route.method} ${route.url} ${part}: ${field}`);
          }
        }
      }
    }
    expect(routes.length).toBeGreaterThan(120);
    expect([...missing.values()].sort()).toEqual([]);
  });

  it.each([
    { path: 'blackouts.0.from', code: 'fieldName.blackouts_from' },
    { path: 'scopes.1', code: 'fieldName.scopes' },
    { path: 'repeater.until', code: 'fieldName.repeater_until' },
    { path: 'annexes.0.id', code: 'fieldName.annexes' },
    { path: 'settings.available_slots.2.from.minutes', code: 'fieldName.settings_available_slots_from' },
  ])('should look $path up as $code', ({ path, code }) => {
    expect(fieldLabelCode(path)).toBe(code);
  });
});

interface FieldSchema {
  $ref?: string;
  $defs?: Record<string, FieldSchema>;
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema | FieldSchema[];
  prefixItems?: FieldSchema[];
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  allOf?: FieldSchema[];
}

/** Every dotted field path of a JSON Schema (lists add no index: their items are named by the list). */
function fieldPaths(schema: FieldSchema, root: FieldSchema, prefix = '', seen = new Set<FieldSchema>()): string[] {
  if (seen.has(schema)) {
    return [];
  }
  const within = new Set(seen).add(schema);
  const target = schema.$ref ? root.$defs?.[schema.$ref.replace('#/$defs/', '')] : undefined;
  const children = [
    ...(target ? [target] : []),
    ...[schema.items ?? []].flat(),
    ...(schema.prefixItems ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  const paths = children.flatMap((child) => fieldPaths(child, root, prefix, within));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path, ...fieldPaths(property, root, path, within));
  }
  return [...new Set(paths)];
}

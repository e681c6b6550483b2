import { DEFAULT_AVAILABLE_SLOTS, DEFAULT_FORBIDDEN_SLOTS } from '@laikas/contract';
import { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { clock } from './reservation-fixtures.js';

const at = (hours: number, minutes = 0) => ({ hours, minutes });
const settings = {
  university_name: 'Kauno kolegija',
  support_email: 'pagalba@kaunokolegija.lt',
  upload_max_bytes: 1024 * 1024,
  default_available_slots: [
    { from: at(8, 30), to: at(10) },
    { from: at(10, 15), to: at(11, 45) },
  ],
  default_forbidden_slots: [
    { from: at(0), to: at(8, 30) },
    { from: at(10), to: at(10, 15) },
  ],
  default_reminder_hour: 9,
};

describe.each(DIALECTS)('system settings on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;
  let superAdmin: Agent;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    superAdmin = agents.super_admin;
  });
  afterEach(async () => {
    await test.close();
  });

  it('should let only super administrators read and change them', async () => {
    for (const caller of CALLERS) {
      const read = await agents[caller].get('/api/admin/system-settings');
      const write = await agents[caller].put('/api/admin/system-settings', settings);
      const expected = caller === 'super_admin' ? [200, 200] : Array(2).fill(caller === 'anonymous' ? 401 : 403);
      expect([read.statusCode, write.statusCode], caller).toEqual(expected);
    }
  });

  it('should store them in the database and serve them at once: the footer and the upload limit', async () => {
    const before = (await new Agent(app).get('/api/settings')).json().data;
    expect(before.university_name).toBe(app.config.universityName);
    // Until a super administrator sets others: the academic slots and gaps of spec 9, reminders at 07:00.
    expect(before).toMatchObject({
      default_available_slots: DEFAULT_AVAILABLE_SLOTS,
      default_forbidden_slots: DEFAULT_FORBIDDEN_SLOTS,
      default_reminder_hour: 7,
    });
    const saved = await superAdmin.put('/api/admin/system-settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(settings);

    // Signed out too (the login page's footer), without a restart.
    const after = (await new Agent(app).get('/api/settings')).json().data;
    expect(after).toMatchObject({
      university_name: 'Kauno kolegija',
      support_email: 'pagalba@kaunokolegija.lt',
      upload_max_bytes: 1024 * 1024,
      // A new resource's form starts from these (resource managers are no super administrators).
      default_available_slots: settings.default_available_slots,
      default_forbidden_slots: settings.default_forbidden_slots,
      default_reminder_hour: 9,
    });
    const row = await app.db.selectFrom('system_settings').select('value').where('key', '=', 'site').executeTakeFirst();
    expect(JSON.parse(row!.value)).toEqual(settings);
    // Recorded in the audit log with what changed.
    const audited = await app.db
      .selectFrom('audit_entries')
      .select(['entity_id', 'changes'])
      .where('entity_type', '=', 'system_settings')
      .execute();
    expect(audited.map((entry) => entry.entity_id)).toEqual(['site']);
    expect(JSON.parse(audited[0]!.changes)).toMatchObject({
      university_name: { after: 'Kauno kolegija' },
      default_reminder_hour: { before: 7, after: 9 },
    });

    // An image between the old and the new limit is now refused, naming the new maximum.
    const big = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(big.length).toBeLessThan(app.config.uploadMaxBytes);
    const form = new FormData();
    form.append('image', new Blob([big], { type: 'image/png' }), 'big.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await superAdmin.request('POST', '/api/upload', Buffer.from(await request.arrayBuffer()), {
      headers: { 'content-type': request.headers.get('content-type')!, 'accept-language': 'en' },
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().errors.image).toEqual(['The image may be at most 1 MB']);
  });

  it.each([
    { field: 'university_name', body: { ...settings, university_name: ' ' } },
    { field: 'support_email', body: { ...settings, support_email: 'not an address' } },
    { field: 'upload_max_bytes', body: { ...settings, upload_max_bytes: 100 * 1024 * 1024 } },
    {
      field: 'default_available_slots',
      body: { ...settings, default_available_slots: [{ from: at(10), to: at(9) }] },
    },
    {
      field: 'default_available_slots',
      body: {
        ...settings,
        default_available_slots: [
          { from: at(8), to: at(10) },
          { from: at(9), to: at(11) },
        ],
      },
    },
    { field: 'default_available_slots', body: { ...settings, default_available_slots: [] } },
    {
      field: 'default_forbidden_slots',
      body: { ...settings, default_forbidden_slots: [{ from: at(23), to: at(22) }] },
    },
    { field: 'default_reminder_hour', body: { ...settings, default_reminder_hour: 24 } },
  ])('should refuse a bad $field and keep what was stored', async ({ field, body }) => {
    const response = await superAdmin.put('/api/admin/system-settings', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
    expect((await superAdmin.get('/api/admin/system-settings')).json().data.university_name).toBe(
      app.config.universityName,
    );
  });

  // Each field by its name in the reader's language, not by its key with spaces ("university name" in Lithuanian).
  it.each([
    {
      language: 'lt',
      expected: {
        university_name: ['Laukas „universiteto pavadinimas“ privalomas.'],
        upload_max_bytes: ['Lauko „didžiausias failas (baitais)“ reikšmė turi būti ne mažesnė nei 524288.'],
        default_forbidden_slots: ['Lauko „numatytosios draudžiamos pertraukos“ reikšmė neteisinga.'],
      },
    },
    {
      language: 'en',
      expected: {
        university_name: ['The university name field is required.'],
        upload_max_bytes: ['The largest upload (bytes) must be at least 524288.'],
        default_forbidden_slots: ['The default forbidden gaps field is invalid.'],
      },
    },
  ])('should name the refused fields in $language', async ({ language, expected }) => {
    const response = await superAdmin.request(
      'PUT',
      '/api/admin/system-settings',
      { ...settings, university_name: ' ', upload_max_bytes: 1, default_forbidden_slots: 'none' },
      { headers: { 'accept-language': language } },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(expected);
  });
});

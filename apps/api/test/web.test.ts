import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import { Agent, createTestDatabase, createUser, DIALECTS, PASSWORD, testConfig, type TestDatabase } from './helper.js';

describe.each(DIALECTS)('one process serves everything on %s', (dialect) => {
  let database: TestDatabase;
  let close: () => Promise<void>;
  afterEach(async () => {
    await close();
    await database.drop();
  });

  async function start(options: { withWeb: boolean; logs?: string[] }) {
    database = await createTestDatabase(dialect);
    const webDist = mkdtempSync(join(tmpdir(), 'laikas-web-'));
    if (options.withWeb) {
      mkdirSync(join(webDist, 'assets'));
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Laikas</title><div id="root"></div>');
      writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log("laikas")');
    }
    const config = testConfig({ webDist, logLevel: 'info' });
    writeFileSync(join(config.uploadDir, 'room.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const logs = options.logs;
    const logger = logs
      ? {
          ...(loggerOptions(config) as object),
          stream: new Writable({
            write(chunk, _encoding, callback) {
              logs.push(String(chunk));
              callback();
            },
          }),
        }
      : false;
    const app = await buildApp(config, { database, logger });
    close = () => app.close();
    return app;
  }

  it('should serve the web app, its assets, and index.html for client routes', async () => {
    const app = await start({ withWeb: true });
    const page = await app.inject({ method: 'GET', url: '/admin/users/5', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Adresas GET /api/nothing-here nerastas.' });
  });

  it('should serve uploads from the upload folder', async () => {
    const app = await start({ withWeb: false });
    const upload = await app.inject({ method: 'GET', url: '/uploads/room.png' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode).toBe(404);
  });

  it('should answer 404 JSON for pages when the web app is not built', async () => {
    const app = await start({ withWeb: false });
    const page = await app.inject({ method: 'GET', url: '/resources' });
    expect(page.statusCode).toBe(404);
  });

  it('should log requests with ids and every impersonation, but never passwords, cookies or tokens', async () => {
    const logs: string[] = [];
    const app = await start({ withWeb: false, logs });
    await createUser(app, 'jonas');
    const agent = new Agent(app);
    await agent.login('jonas');
    await agent.request('POST', '/api/login', { uid: 'jonas', password: 'neteisingas1' });
    const response = await agent.get('/api/user');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));

    const adminId = await createUser(app, 'admin', ['admin']);
    const studentId = await createUser(app, 'ieva', ['student']);
    const admin = new Agent(app);
    await admin.login('admin');
    await admin.post(`/api/users/${studentId}/impersonate`);
    await admin.get('/api/users/stop-impersonating');

    const entries = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const msg of ['impersonation started', 'impersonation stopped']) {
      expect(entries).toContainEqual(expect.objectContaining({ msg, impersonatorId: adminId, userId: studentId }));
    }
    const text = logs.join('\n');
    expect(text).toContain(String(response.headers['x-request-id']));
    expect(text).toContain('login failed');
    for (const secret of [
      PASSWORD,
      'neteisingas1',
      agent.cookies.get('laikas_session'),
      agent.cookies.get('XSRF-TOKEN'),
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

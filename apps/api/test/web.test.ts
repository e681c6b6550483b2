import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import { createResource } from './reservation-fixtures.js';
import { Agent, createTestDatabase, createUser, DIALECTS, PASSWORD, testConfig, type TestDatabase } from './helper.js';

describe.each(DIALECTS)('one process serves everything on %s', (dialect) => {
  let database: TestDatabase;
  let close: () => Promise<void>;
  afterEach(async () => {
    await close();
    await database.drop();
  });

  let webDist: string;

  async function start(options: { withWeb: boolean; logs?: string[]; clock?: () => Date }) {
    database = await createTestDatabase(dialect, { migrated: true });
    // The build sits in a folder of its own, next to a file that must never be served.
    const outside = mkdtempSync(join(tmpdir(), 'laikas-web-'));
    writeFileSync(join(outside, 'secret.txt'), 'not for browsers');
    webDist = join(outside, 'dist');
    mkdirSync(webDist);
    if (options.withWeb) {
      mkdirSync(join(webDist, 'assets'));
      writeFileSync(
        join(webDist, 'index.html'),
        '<!doctype html><html><head><title>Laikas</title></head><body><div id="root"></div></body></html>',
      );
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
    const app = await buildApp(config, { database, logger, ...(options.clock && { clock: options.clock }) });
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

  it('should answer 404, not index.html, for a file the build does not have', async () => {
    const app = await start({ withWeb: true });
    for (const url of ['/assets/main-old999.js', '/assets/chunk', '/favicon.ico', '/admin/logo.png?v=2']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.body, url).not.toContain('<div id="root">');
    }
    const head = await app.inject({ method: 'HEAD', url: '/assets/main-old999.js' });
    expect(head.statusCode).toBe(404);
  });

  it('should serve index.html for the root and for client routes, revalidated on every load', async () => {
    const app = await start({ withWeb: true });
    for (const url of ['/', '/resources/12', '/user/profile?tab=reminders']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("should write the answers of a page's first calls into its index.html for a live session only", async () => {
    const app = await start({ withWeb: true });
    // As the build's index.html has them: the boot calls preloaded for whoever opens the page.
    const preload = (call: string) => `<link rel="preload" href="${call}" as="fetch" crossorigin="anonymous" />`;
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><html><head><title>Laikas</title>\n    ${preload('/api/user')}\n    ${preload('/api/settings')}\n` +
        '  </head><body><div id="root"></div></body></html>',
    );
    const answersOf = (body: string) => {
      const block = /<script type="application\/json" id="laikas-answers">(.*?)<\/script>/s.exec(body);
      return block ? (JSON.parse(block[1]!) as Record<string, { data: unknown }>) : undefined;
    };

    // Signed out (or with a session that ended): index.html as it is, the boot calls preloaded, nothing inlined.
    for (const cookie of [undefined, 'laikas_session=ended']) {
      const signedOut = await app.inject({
        method: 'GET',
        url: '/resources/12?week=2026-11-26',
        headers: cookie ? { cookie } : {},
      });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.headers['cache-control']).toBe('no-cache');
      expect(answersOf(signedOut.body)).toBeUndefined();
      expect(signedOut.body).toContain(preload('/api/user'));
    }

    // A name that would end the block if it were written as it is.
    const id = await createUser(app, 'week-reader', ['student'], "Ona </script><script>alert(1)</script> $& $'");
    const reader = new Agent(app);
    await reader.login('week-reader', PASSWORD);
    const cookie = [...reader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } });
    const room = await page('/resources/12?week=2026-11-26');
    expect(room.statusCode).toBe(200);
    expect(room.headers['content-type']).toContain('text/html');
    // The person's own data: no cache keeps it.
    expect(room.headers['cache-control']).toBe('no-store');
    expect(room.body).not.toContain('</script><script>');
    expect(room.body).toContain('<div id="root">');
    const answers = answersOf(room.body)!;
    // The same answers as the calls, under the addresses the app asks; the preloads of those calls are gone.
    expect(answers['/api/user']).toEqual((await reader.get('/api/user')).json());
    expect((answers['/api/user']!.data as { id: number; name: string }).id).toBe(id);
    expect((answers['/api/user']!.data as { name: string }).name).toBe("Ona </script><script>alert(1)</script> $& $'");
    expect(answers['/api/settings']).toEqual((await reader.get('/api/settings')).json());
    expect(room.body).not.toContain('rel="preload"');
    // Room 12 does not exist: its week's 404 is left to the app to ask for and show.
    expect(Object.keys(answers).sort()).toEqual(['/api/settings', '/api/user']);

    const resource = await createResource(app, 'MIF 201 </script>');
    const roomPage = await page(`/resources/${resource.resourceId}?week=2026-11-26`);
    const roomWeek = `/api/resources/${resource.resourceId}/week?from=2026-11-23&to=2026-11-29`;
    expect(answersOf(roomPage.body)![roomWeek]).toEqual((await reader.get(roomWeek)).json());

    // Other pages carry the user and the settings; a nonsense week is the current one.
    expect(Object.keys(answersOf((await page('/admin/users/5')).body)!).sort()).toEqual(['/api/settings', '/api/user']);
    expect(
      Object.keys(answersOf((await page(`/resources/${resource.resourceId}?week=2026-02-30`)).body)!),
    ).toContainEqual(
      expect.stringMatching(/^\/api\/resources\/\d+\/week\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/),
    );

    // Compressed as a browser asks.
    const compressed = await app.inject({
      method: 'GET',
      url: `/resources/${resource.resourceId}`,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
  });

  // On a Saturday Home showed the groups' coming week and the default room's week then ending. The room's week Home
  // draws is inlined, or the app would ask for it again and draw it anew once started.
  it("should inline Home's default room in the week Home shows: the coming one on a Saturday", async () => {
    // Saturday 21 November 2026, 10:00 in Vilnius.
    const app = await start({ withWeb: true, clock: () => new Date('2026-11-21T08:00:00Z') });
    await createUser(app, 'room-reader', ['student']);
    const reader = new Agent(app);
    await reader.login('room-reader', PASSWORD);
    const { resourceId } = await createResource(app, 'MIF 201');
    expect((await reader.post(`/api/users/default-resource/${resourceId}`)).statusCode).toBe(200);
    const cookie = [...reader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie } });
    const block = /<script type="application\/json" id="laikas-answers">(.*?)<\/script>/s.exec(home.body);
    const answers = JSON.parse(block![1]!) as Record<string, unknown>;
    const comingWeek = `/api/resources/${resourceId}/week?from=2026-11-23&to=2026-11-29`;
    expect(Object.keys(answers).filter((call) => call.includes('/week?'))).toEqual([comingWeek]);
    expect(answers[comingWeek]).toEqual((await reader.get(comingWeek)).json());
  });

  it("should compress every page as the client prefers, signed in or out, as the API's answers are", async () => {
    const app = await start({ withWeb: true });
    // A page of several KB (as the build's is), with no compressed copy beside it.
    const html = `<!doctype html><html><head><title>Laikas</title>${'<meta name="x" content="laikas">'.repeat(
      100,
    )}</head><body><div id="root"></div></body></html>`;
    writeFileSync(join(webDist, 'index.html'), html);
    await createUser(app, 'ona');
    const reader = new Agent(app);
    await reader.login('ona');
    const signedIn = [...reader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const cookie of [signedIn, undefined]) {
      const page = (acceptEncoding: string) =>
        app.inject({
          method: 'GET',
          url: '/resources/12',
          headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) },
        });
      // The client prefers gzip (brotli only at a lower q).
      const gzip = await page('br;q=0.5, gzip');
      expect(gzip.headers['content-encoding'], cookie).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), cookie).toContain('<div id="root">');
      const brotli = await page('gzip, br');
      expect(brotli.headers['content-encoding'], cookie).toBe('br');
      expect(brotli.rawPayload.length, cookie).toBeLessThan(html.length / 4);
      expect(brotliDecompressSync(brotli.rawPayload).toString(), cookie).toContain('<div id="root">');
      expect((await page('identity')).headers['content-encoding'], cookie).toBeUndefined();
    }
  });

  it('should serve a rebuild made while the server runs without a restart', async () => {
    const app = await start({ withWeb: true });
    expect((await app.inject({ method: 'GET', url: '/assets/main-abc123.js' })).statusCode).toBe(200);

    // What `npm run build` of apps/web does: the folder is emptied, new hashed chunks and a new index.html come.
    rmSync(join(webDist, 'assets'), { recursive: true });
    rmSync(join(webDist, 'index.html'));
    const midway = await app.inject({ method: 'GET', url: '/resources', headers: { accept: 'text/html' } });
    expect(midway.statusCode).toBe(404);
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'main-def456.js'), 'console.log("laikas 2")');
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Laikas 2</title><div id="root"></div>');

    const asset = await app.inject({ method: 'GET', url: '/assets/main-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("laikas 2")');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/main-abc123.js' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/resources', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>Laikas 2</title>');
  });

  it("should render a page with the build's own server entry, a rebuild's at once, given only the views chosen", async () => {
    const app = await start({ withWeb: true });
    // What the build writes (scripts/web-build.mjs): the server entry in a folder of its own, named by the stamp.
    const build = (id: string) => {
      mkdirSync(join(webDist, '.server', id), { recursive: true });
      writeFileSync(
        join(webDist, '.server', id, 'entry-server.js'),
        `export async function render(url, answers, preferences) {
          return { html: '<p>' + ${JSON.stringify(id)} + ' ' + url + ' ' + preferences.cookie + '</p>', lang: 'en', htmlClass: 'theme' };
        }`,
      );
      writeFileSync(
        join(webDist, 'index.html'),
        `<!doctype html><html><head><title>${id}</title></head><body><div id="root"></div></body></html>`,
      );
      writeFileSync(join(webDist, '.laikas-build.json'), JSON.stringify({ server: `.server/${id}/entry-server.js` }));
    };
    await createUser(app, 'ona');
    const reader = new Agent(app);
    await reader.login('ona');
    const session = [...reader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = async (url: string) =>
      (
        await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', cookie: `${session}; laikas-view-glance=week; other=1` },
        })
      ).body;

    build('first');
    expect(await page('/admin/users')).toContain('<title>first</title>');
    expect(await page('/resources/glance')).toContain(
      '<div id="root"><p>first /resources/glance laikas-view-glance=week</p></div>',
    );
    // A page the server does not draw is left to the app.
    expect(await page('/admin/users')).toContain('<div id="root"></div>');
    // A rebuild while the server runs: its own entry, without a restart.
    build('second');
    expect(await page('/admin/users')).toContain('<title>second</title>');
    expect(await page('/reservations/4')).toContain(
      '<div id="root"><p>second /reservations/4 laikas-view-glance=week</p></div>',
    );
  });

  it('should never serve a file outside the build or a dotfile in it', async () => {
    const app = await start({ withWeb: true });
    writeFileSync(join(webDist, '.env'), 'APP_SECRET=x');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/.env']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not for browsers');
      expect(response.body, url).not.toContain('APP_SECRET');
    }
  });

  it('should answer 404 JSON to an unknown /api path, signed in or not, with the web app built', async () => {
    const app = await start({ withWeb: true });
    await createUser(app, 'jonas');
    const agent = new Agent(app);
    await agent.login('jonas');
    for (const client of [agent, new Agent(app)]) {
      const response = await client.get('/api/nothing-here.js');
      expect(response.statusCode).toBe(404);
      // The wording follows the signed-in user's language; the shape does not.
      expect(response.json()).toEqual({ message: expect.stringContaining('GET /api/nothing-here.js') });
    }
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
    await admin.post('/api/users/stop-impersonating');

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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noneMatch } from '../src/plugins/external/transport.js';
import { Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

describe('noneMatch', () => {
  it.each([
    { header: undefined, match: false },
    { header: 'W/"abc"', match: true },
    { header: '"abc"', match: true },
    { header: '"other", W/"abc"', match: true },
    { header: '*', match: true },
    { header: 'W/"abcd"', match: false },
  ])('should say $match for If-None-Match $header', ({ header, match }) => {
    expect(noneMatch(header, 'W/"abc"')).toBe(match);
  });
});

describe.each(DIALECTS)('how answers travel on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let student: Agent;
  let admin: Agent;
  let webDist: string;
  const week = '/api/rooms/glance?from=2026-11-23&to=2026-11-29';

  beforeEach(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'laikas-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Laikas</title><div id="root"></div>');
    const script = `console.log(${JSON.stringify('laikas '.repeat(400))});`;
    writeFileSync(join(webDist, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    test = await buildTestApp(dialect, { webDist }, clock);
    app = test.app;
    ({ agent: student } = await signIn(app, 'ieva'));
    ({ agent: admin } = await signIn(app, 'admin', ['admin']));
    // Enough rooms and reservations for a week's answer well over the compression threshold.
    for (let room = 1; room <= 12; room += 1) {
      const { itemIds } = await createResource(app, `Room ${room}`, { capacity: 30 });
      const response = await admin.post(`/api/items/${itemIds[0]}/reservations`, lecture({ name: `Lecture ${room}` }));
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterEach(async () => {
    await test.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('should compress a large answer with brotli or gzip, as the client accepts, and leave small ones alone', async () => {
    const plain = await student.request('GET', week, undefined, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await student.request('GET', week, undefined, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await student.request('GET', week, undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await student.request('GET', '/api/notifications/unread-count', undefined, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('should send a compressed answer of tens of KB whole, with its length, not streamed in chunks', async () => {
    const { resourceId, itemIds } = await createResource(app, 'Room 13');
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
    const series = lecture({ name: 'Daily', repeater: { type: 'weekly', interval: 1, until: '2026-12-04', weekdays } });
    expect((await admin.post(`/api/items/${itemIds[0]}/reservations`, series)).statusCode).toBe(201);
    const url = `/api/resources/${resourceId}/reservations?from=2026-11-23&to=2026-12-06`;
    const plain = await student.request('GET', url, undefined, { headers: { 'accept-encoding': 'identity' } });
    // Over @fastify/compress's own limit for one-call compression on two cores (8 KB), within ours (256 KB).
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    const brotli = await student.request('GET', url, undefined, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['transfer-encoding']).toBeUndefined();
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('should answer 304 without a body while a read is unchanged, and 200 with a new ETag once it changes', async () => {
    const first = await student.get(week);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await student.request('GET', week, undefined, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const rooms = await app.db.selectFrom('items').select('id').orderBy('id').executeTakeFirstOrThrow();
    const created = await admin.post(
      `/api/items/${rooms.id}/reservations`,
      lecture({ name: 'Added', from: '2026-11-24', to: '2026-11-24' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const changed = await student.request('GET', week, undefined, { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.reservations.map((row: { name: string }) => row.name)).toContain('Added');
  });

  it('should check the session before any 304: a signed-out client gets 401 for an ETag it holds', async () => {
    const etag = (await student.get(week)).headers.etag as string;
    const signedOut = await new Agent(app).request('GET', week, undefined, { headers: { 'if-none-match': etag } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('should let public and shared reads be revalidated, and keep the web app’s hashed assets for a year', async () => {
    expect((await new Agent(app).get('/api/settings')).headers['cache-control']).toBe('no-cache');
    expect((await student.get(week)).headers['cache-control']).toBe('private, no-cache');
    const page = await app.inject({ method: 'GET', url: '/resources/glance' });
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('laikas laikas');
  });
});

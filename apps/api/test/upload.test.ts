import { readdirSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsFor, type Caller, CALLERS } from './admin-roles.js';
import { type Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { clock } from './reservation-fixtures.js';

/** A multipart body with one file, as a browser's FormData sends it. */
async function multipart(field: string, name: string, type: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

function upload(agent: Agent, body: { payload: Buffer; headers: Record<string, string> }) {
  return agent.request('POST', '/api/upload', body.payload, { headers: { ...body.headers, 'accept-language': 'en' } });
}

/** A PNG whose header declares `width` × `height` (its pixel data is one tiny compressed row: a pixel flood). */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();

describe.each(DIALECTS)('POST /api/upload on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;
  let admin: Agent;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    admin = agents['resources.manage'];
  });
  afterEach(async () => {
    await test.close();
  });

  const stored = async () => ({
    files: readdirSync(app.config.uploadDir),
    rows: (await app.db.selectFrom('uploads').selectAll().execute()).length,
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'should store a %s re-encoded without its metadata and serve it with nosniff and an image type',
    async (format) => {
      const bytes = await photo(format);
      expect(bytes.includes('secret-camera-owner')).toBe(true);
      const extension = format === 'jpeg' ? 'jpg' : format;
      const response = await upload(admin, await multipart('image', `room.${extension}`, `image/${format}`, bytes));
      expect(response.statusCode, response.body).toBe(201);
      const { name, url } = response.json();
      expect(name).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
      expect(url).toBe(`/uploads/${name}`);

      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    },
  );

  it('should store an image whatever control characters its name carries, on every database', async () => {
    const boundary = 'laikas-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename*=utf-8''room%00%1b%7f.png\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      await photo('png'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await upload(admin, {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored()).toEqual({ files: [response.json().name], rows: 1 });
  });

  it('should let a resource show an uploaded image, in the order given', async () => {
    const first = (await upload(admin, await multipart('image', 'a.png', 'image/png', await photo('png')))).json();
    const second = (await upload(admin, await multipart('image', 'b.jpg', 'image/jpeg', await photo('jpeg')))).json();
    const created = await admin.post('/api/admin/resources', {
      name: 'Gallery',
      description: null,
      notes: null,
      contact_info: null,
      address: null,
      capacity: null,
      tags: [],
      settings: {
        min_duration: null,
        max_duration: null,
        approved: true,
        available_spaces: 1,
        from: { hours: 0, minutes: 0 },
        to: { hours: 24, minutes: 0 },
        allow_anybody: true,
        allow_remote_reservations: false,
        available_slots: [{ from: { hours: 8, minutes: 0 }, to: { hours: 9, minutes: 30 } }],
        forbidden_slots: [],
      },
      images: [second.name, first.name],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const publicRead = (await agents.student.get(`/api/resources/${id}`)).json().data;
    expect(publicRead.images).toEqual([{ original_url: second.url }, { original_url: first.url }]);
  });

  describe('should refuse, with a clear message and nothing stored', () => {
    it.each([
      {
        name: 'a 5 MB file',
        body: () =>
          multipart(
            'image',
            'big.jpg',
            'image/jpeg',
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]),
          ),
        message: 'The image may be at most 4 MB',
      },
      {
        name: 'an SVG with a script',
        body: () =>
          multipart(
            'image',
            'room.svg',
            'image/svg+xml',
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
          ),
        message: 'Only JPEG, PNG or WebP images can be uploaded',
      },
      {
        name: 'an SVG named .png',
        body: () => multipart('image', 'room.png', 'image/png', Buffer.from('<svg><script>alert(1)</script></svg>')),
        message: 'Only JPEG, PNG or WebP images can be uploaded',
      },
      {
        name: 'a PNG with a .jpg name',
        body: async () => multipart('image', 'room.jpg', 'image/jpeg', await photo('png')),
        message: 'The file name does not match its content, a PNG image',
      },
      {
        name: 'a truncated image',
        body: async () => {
          const whole = await photo('jpeg');
          return multipart('image', 'cut.jpg', 'image/jpeg', whole.subarray(0, Math.floor(whole.length / 2)));
        },
        message: 'The image is damaged or incomplete',
      },
      {
        name: 'a 20,000 × 20,000 pixel image',
        body: async () => multipart('image', 'flood.png', 'image/png', declaredPng(20_000, 20_000)),
        message: 'The image may have at most 40 million pixels',
      },
      {
        name: 'a file in another field',
        body: async () => multipart('file', 'room.png', 'image/png', await photo('png')),
        message: 'Send only the image, in the field image',
      },
    ])('$name', async ({ body, message }) => {
      const response = await upload(admin, await body());
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ message, errors: { image: [message] } });
      expect(await stored()).toEqual({ files: [], rows: 0 });
    });

    it.each([
      {
        name: 'two images at once',
        parts: [
          { field: 'image', filename: 'a.png' },
          { field: 'image', filename: 'b.png' },
        ],
        message: 'Upload one image at a time',
      },
      {
        name: 'an image with another field beside it',
        parts: [
          { field: 'title', value: 'Room' },
          { field: 'image', filename: 'a.png' },
        ],
        message: 'Send only the image, in the field image',
      },
      {
        name: 'an image sent without a file name',
        parts: [{ field: 'image' }],
        message: 'Send only the image, in the field image',
      },
    ] as { name: string; parts: { field: string; filename?: string; value?: string }[]; message: string }[])(
      '$name (a small body, so never "too large")',
      async ({ parts, message }) => {
        const png = await photo('png');
        const boundary = 'laikas-test-boundary';
        const payload = Buffer.concat([
          ...parts.flatMap((part) => [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
                (part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: image/png`) +
                '\r\n\r\n',
            ),
            part.value === undefined ? png : Buffer.from(part.value),
            Buffer.from('\r\n'),
          ]),
          Buffer.from(`--${boundary}--\r\n`),
        ]);
        const response = await upload(admin, {
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({ message, errors: { image: [message] } });
        expect(await stored()).toEqual({ files: [], rows: 0 });
      },
    );

    it('a body that is not multipart', async () => {
      const response = await admin.post('/api/upload', { image: 'x' });
      expect(response.statusCode).toBe(422);
      expect(await stored()).toEqual({ files: [], rows: 0 });
    });
  });

  it('should refuse everyone without resources.manage before reading the file', async () => {
    const body = await multipart('image', 'room.png', 'image/png', await photo('png'));
    for (const caller of CALLERS) {
      const response = await upload(agents[caller], body);
      if (['resources.manage', 'admin', 'super_admin'].includes(caller)) {
        expect(response.statusCode, caller).toBe(201);
      } else {
        expect(response.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 403);
      }
    }
  });
});

import { connect, type Socket } from 'node:net';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, multipartBody, signIn, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 27, points 14 and 15: what a client can get wrong in an upload's body, an absurd date range and control
 * characters in a file are 4xx answers, never a 500; and a refused upload leaves its keep-alive connection usable.
 */
const UPLOADS = [
  { url: '/api/upload', field: 'image', name: 'room.png' },
  { url: '/api/admin/groups/import?preview=1', field: 'files[]', name: 'groups.csv' },
  { url: '/api/admin/imports/itc', field: 'problem', name: 'problem.xml' },
  { url: '/api/admin/imports/itc/preview', field: 'problem', name: 'problem.xml' },
] as const;

const CSV = Buffer.from('group,uid,name\nG1,s1,Ona\n');

/** Ways to break a multipart body: each is what a client (or a proxy cutting a connection) may send. */
function malformed(field: string, name: string): { name: string; payload: Buffer; contentType: string }[] {
  const { payload, headers } = multipartBody([{ name: field, value: CSV, filename: name, type: 'text/csv' }]);
  const type = headers['content-type'];
  return [
    { name: 'truncated in the file', payload: payload.subarray(0, payload.length - 40), contentType: type },
    { name: 'truncated in the part header', payload: payload.subarray(0, 30), contentType: type },
    { name: 'a wrong boundary', payload, contentType: 'multipart/form-data; boundary=not-the-one' },
    { name: 'no boundary', payload, contentType: 'multipart/form-data' },
    { name: 'an empty boundary', payload, contentType: 'multipart/form-data; boundary=' },
    { name: 'an empty body', payload: Buffer.alloc(0), contentType: type },
    {
      name: 'a broken part header',
      payload: Buffer.from(`--${type.split('boundary=')[1]}\r\nContent-Disposition\r\n\r\nx\r\n`),
      contentType: type,
    },
  ];
}

/** A raw HTTP/1.1 connection: requests are written on it one after the other, each answer read whole. */
class Connection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => this.waiting?.());
  }

  static async open(port: number): Promise<Connection> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return new Connection(socket);
  }

  get closed(): boolean {
    return this.socket.destroyed || this.socket.readableEnded;
  }

  /** Sends one request and reads its answer (a Content-Length body) to its end. */
  async send(head: string, body: Buffer = Buffer.alloc(0)): Promise<{ status: number; headers: string; body: string }> {
    this.socket.write(Buffer.concat([Buffer.from(head), body]));
    for (;;) {
      const end = this.buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const headers = this.buffered.subarray(0, end).toString('latin1');
        const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
        if (this.buffered.length >= end + 4 + length) {
          const answer = this.buffered.subarray(end + 4, end + 4 + length).toString('utf8');
          this.buffered = this.buffered.subarray(end + 4 + length);
          return { status: Number(headers.split(' ')[1]), headers, body: answer };
        }
      }
      if (this.closed) {
        throw new Error('the server closed the connection before answering');
      }
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

describe.each(DIALECTS)('hostile requests on %s', (dialect) => {
  let test: TestApp;
  let admin: Agent;
  let student: Agent;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, clock);
    ({ agent: admin } = await signIn(test.app, 'hostile_admin', ['super_admin']));
    ({ agent: student } = await signIn(test.app, 'hostile_student', ['student']));
  });
  afterAll(async () => {
    await test.close();
  });

  describe.each(UPLOADS)('POST $url', ({ url, field, name }) => {
    it.each(malformed(field, name))('should refuse a multipart body with $name as a 4xx', async (body) => {
      const response = await admin.request('POST', url, body.payload, {
        headers: { 'content-type': body.contentType, 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json<{ message: string }>().message).not.toBe('Server Error');
    });
  });

  it('should say in the reader’s language that a cut-off upload is incomplete', async () => {
    const [truncated] = malformed('files[]', 'groups.csv');
    const response = await admin.request('POST', '/api/admin/groups/import?preview=1', truncated!.payload, {
      headers: { 'content-type': truncated!.contentType, 'accept-language': 'lt' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Įkeliami duomenys nėra išsamus multipart/form-data turinys; pateikite formą dar kartą.',
    });
  });

  it('should refuse an absurd range of blackouts as a 422 naming the field', async () => {
    const response = await student.request('GET', '/api/blackouts?from=2026-09-01&to=2099-12-31', undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ to: ['The range may span at most a year'] });
  });

  /*
   * A date at the calendar's end was misread, not refused: the day after 9999-12-31 is "10000-01-01", read back as a
   * day of the year 999, so a list to 9999-12-31 answered nothing (a holiday there unlisted), a holiday "ended before
   * it started", a group's timetable in a period to 9999-12-31 held no lectures, and a report never ended. Dates are
   * taken from 1900 to 2100 (the date picker's years, spec 9); beyond, 422 naming the field.
   */
  it('should refuse a date past 2100 as a 422 naming the field, wherever a date is written or listed', async () => {
    const { resourceId, itemIds } = await createResource(test.app, 'Calendar end room');
    const end = '9999-12-31';
    const asked = [
      { method: 'POST', url: `/api/items/${itemIds[0]}/reservations`, body: lecture({ from: end, to: end }) },
      { method: 'POST', url: '/api/admin/periods', body: { name: 'For ever', starts_on: '2026-09-01', ends_on: end } },
      { method: 'POST', url: '/api/admin/blackouts', body: { name: 'Far holiday', from: '9999-12-30', to: end } },
      { method: 'GET', url: `/api/blackouts?from=9999-12-01&to=${end}` },
      { method: 'GET', url: `/api/resources/${resourceId}/reservations?from=9999-12-25&to=${end}` },
      { method: 'GET', url: `/api/admin/reservations?to=${end}` },
      { method: 'GET', url: `/api/admin/audit?from=1899-12-31` },
      { method: 'GET', url: `/api/admin/reports?from=9999-12-30&to=${end}` },
    ] as const;
    const answers = [];
    for (const { method, url, ...rest } of asked) {
      const body = 'body' in rest ? rest.body : undefined;
      const response = await admin.request(method, url, body, { headers: { 'accept-language': 'en' } });
      answers.push({ url, status: response.statusCode, errors: response.json().errors });
    }
    const outside = ['The date must be between 1900-01-01 and 2100-12-31'];
    expect(answers).toEqual([
      { url: asked[0].url, status: 422, errors: { from: outside } },
      { url: asked[1].url, status: 422, errors: { ends_on: outside } },
      { url: asked[2].url, status: 422, errors: { from: outside, to: outside } },
      { url: asked[3].url, status: 422, errors: { from: outside } },
      { url: asked[4].url, status: 422, errors: { from: outside } },
      { url: asked[5].url, status: 422, errors: { to: outside } },
      { url: asked[6].url, status: 422, errors: { from: outside } },
      { url: asked[7].url, status: 422, errors: { from: outside } },
    ]);
    expect(await test.app.db.selectFrom('reservations').select('id').execute()).toEqual([]);
  });

  it('should refuse a CSV row holding a NUL or another control character, naming its line', async () => {
    const csv = Buffer.from('group,uid,name\nG1,s1,Ona\nG1,s2,Jo\u0000nas\nG1,s3,Pe\u001btras\n');
    const { payload, headers } = multipartBody([{ name: 'files[]', value: csv, filename: 'nul.csv' }]);
    const response = await admin.request('POST', '/api/admin/groups/import', payload, { headers });
    expect(response.statusCode, response.body).toBe(200);
    const [report] = response.json<{ data: { status: string; problems: { line: number; message: string }[] }[] }>()
      .data;
    expect(report!.status).toBe('refused');
    expect(report!.problems).toEqual([
      { line: 3, message: 'The row holds a control character (such as NUL); remove it and try again' },
      { line: 4, message: 'The row holds a control character (such as NUL); remove it and try again' },
    ]);
    expect(await test.app.db.selectFrom('users').where('uid', 'in', ['s1', 's2', 's3']).select('id').execute()).toEqual(
      [],
    );
  });

  describe('a refused upload on a keep-alive connection', () => {
    let port: number;
    beforeAll(async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      port = (test.app.server.address() as AddressInfo).port;
    });

    it.each(UPLOADS)('should leave $url’s connection answering the next request', async ({ url }) => {
      const cookies = [...admin.cookies].map(([cookie, value]) => `${cookie}=${value}`).join('; ');
      const xsrf = decodeURIComponent(admin.cookies.get('XSRF-TOKEN')!);
      // A file in a field the route does not read, large enough that most of it is still unread when it is refused.
      const { payload, headers } = multipartBody([
        { name: 'wrong', value: Buffer.alloc(1024 * 1024, 'x'), filename: 'x.csv' },
      ]);
      const connection = await Connection.open(port);
      try {
        const refused = await connection.send(
          `POST ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nCookie: ${cookies}\r\n` +
            `X-XSRF-TOKEN: ${xsrf}\r\nAccept-Language: en\r\nContent-Type: ${headers['content-type']}\r\n` +
            `Content-Length: ${payload.length}\r\n\r\n`,
          payload,
        );
        expect(refused.status, refused.body).toBe(422);
        const next = await connection.send(
          `GET /api/user HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nCookie: ${cookies}\r\n\r\n`,
        );
        expect(next.status, next.body).toBe(200);
        expect(JSON.parse(next.body).data.uid).toBe('hostile_admin');
      } finally {
        connection.close();
      }
    });
  });
});

import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { subjectOf, textOf } from './mime.js';

const URL = '/api/admin/outbox/test-email';
const SMTP_USER = 'laikas';
const SMTP_PASSWORD = 'Sl4pt4s-SMTP';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that wants a sign-in (SMTP_USER / SMTP_PASSWORD) and keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
        return;
      }
      const error = new Error('5.7.8 Authentication credentials invalid') as Error & { responseCode: number };
      error.responseCode = 535;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: one the system gave a listener that is closed again. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(DIALECTS)('POST /api/admin/outbox/test-email on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let test: TestApp | undefined;

  beforeEach(async () => {
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await test?.close();
    test = undefined;
    await smtp.close();
  });

  /** The app with the SMTP settings an operator wrote (no MAIL_DIR: as in production). */
  async function appWith(settings: { host?: string; port?: number; password?: string; secure?: boolean }) {
    const base = testConfig();
    test = await buildTestApp(dialect, {
      smtp: {
        ...base.smtp,
        host: settings.host ?? '127.0.0.1',
        port: settings.port ?? smtp.port,
        secure: settings.secure ?? false,
        user: SMTP_USER,
        password: settings.password ?? SMTP_PASSWORD,
        mailDir: undefined,
        appUrl: 'https://laikas.test',
        timeoutSeconds: 1,
      },
    });
    return test.app;
  }

  it('should send the test e-mail to the super administrator’s own address and say the server accepted it', async () => {
    const app = await appWith({});
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    const response = await root.post(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      outcome: 'sent',
      problem: null,
      to: 'root@example.edu',
      server: `127.0.0.1:${smtp.port}`,
      message: `SMTP serveris 127.0.0.1:${smtp.port} priėmė bandomąjį laišką adresu root@example.edu. Jei laiškas neateis per kelias minutes, patikrinkite brukalo (šlamšto) aplanką ir pašto serverio žurnalą.`,
      reply: expect.stringMatching(/^250 /),
      file: null,
    });
    expect(smtp.received.map((message) => message.to)).toEqual([['root@example.edu']]);
    const raw = smtp.received[0]!.raw;
    // Named as every e-mail is: the university and the system first.
    expect(subjectOf(raw)).toBe('[Vilniaus universitetas · Laikas] Laikas: bandomasis laiškas');
    expect(textOf(raw)).toContain('Sveiki, User root,');
    expect(textOf(raw)).toContain('https://laikas.test');

    // In the administrator's language; the answer in the reader's.
    await app.db.updateTable('users').set({ language: 'en' }).where('uid', '=', 'root').execute();
    const english = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
    expect(english.json().data.message).toMatch(/^The SMTP server 127\.0\.0\.1:\d+ accepted the test e-mail/);
    expect(subjectOf(smtp.received[1]!.raw)).toBe('[Vilniaus universitetas · Laikas] Laikas: test e-mail');

    // Audited: who sent one, to whom, and what became of it.
    const audit = await root.get('/api/admin/audit?action=test_email');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data).toHaveLength(2);
    expect(audit.json().data[0]).toMatchObject({
      action: 'test_email',
      entity_type: 'system_settings',
      entity_id: 'smtp',
      actor: { name: 'User root' },
      changes: { email: { after: 'root@example.edu' }, status: { after: 'sent' } },
    });
  });

  it('should answer a refused sign-in as what the server said, never the password, and never a 500', async () => {
    const app = await appWith({ password: 'wrong-password' });
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    const response = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      outcome: 'failed',
      problem: 'authentication',
      message: `The SMTP server 127.0.0.1:${smtp.port} refused the sign-in: check SMTP_USER and SMTP_PASSWORD.`,
      reply: expect.stringMatching(/^535 .*Authentication credentials invalid/),
    });
    expect(response.body).not.toContain('wrong-password');
    expect(smtp.received).toEqual([]);
    const [entry] = (await root.get('/api/admin/audit?action=test_email')).json().data;
    expect(entry.changes).toMatchObject({ status: { after: 'failed' }, reason: { after: 'authentication' } });
    expect(JSON.stringify(entry)).not.toContain('wrong-password');
  });

  it('should say so in Lithuanian when nothing listens on the port', async () => {
    const port = await closedPort();
    const app = await appWith({ port });
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    const response = await root.post(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      outcome: 'failed',
      problem: 'connection',
      server: `127.0.0.1:${port}`,
      message: expect.stringMatching(/^Nepavyko prisijungti prie SMTP serverio 127\.0\.0\.1:\d+: patikrinkite/),
      reply: expect.stringContaining('ECONNREFUSED'),
    });
  });

  // The failures an operator meets while setting SMTP up, each said for what it is (an operator's walk).
  it('should name a host that does not exist', async () => {
    const app = await appWith({ host: 'smtp.laikas.invalid' });
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    const response = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      outcome: 'failed',
      problem: 'host',
      message: expect.stringContaining('smtp.laikas.invalid'),
      reply: expect.stringContaining('ENOTFOUND'),
    });
  });

  it('should give up on a server that never greets, after SMTP_TIMEOUT_SECONDS', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const app = await appWith({ port: (silent.address() as AddressInfo).port });
      const { agent: root } = await signIn(app, 'root', ['super_admin']);
      const response = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ outcome: 'failed', problem: 'timeout' });
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('should call a secure connection to a server without TLS a TLS failure', async () => {
    const app = await appWith({ secure: true });
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    const response = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ outcome: 'failed', problem: 'tls' });
    expect(smtp.received).toEqual([]);
  });

  it('should refuse a plain administrator (403), the signed-out (401) and an account without an address (409)', async () => {
    const app = await appWith({});
    const { agent: admin } = await signIn(app, 'admin', ['admin']);
    expect((await admin.post(URL)).statusCode).toBe(403);
    expect((await new Agent(app).post(URL)).statusCode).toBe(401);
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    await app.db.updateTable('users').set({ email: null }).where('uid', '=', 'root').execute();
    const noAddress = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
    expect(noAddress.statusCode, noAddress.body).toBe(409);
    expect(noAddress.json().message).toBe(
      'Your account has no e-mail address: add one on your profile, then send the test e-mail again.',
    );
    expect(smtp.received).toEqual([]);
  });

  it('should send five test e-mails, then answer 429 with Retry-After', async () => {
    const app = await appWith({});
    const { agent: root } = await signIn(app, 'root', ['super_admin']);
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await root.post(URL)).statusCode).toBe(200);
    }
    const refused = await root.post(URL);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(smtp.received).toHaveLength(5);
  });
});

describe('POST /api/admin/outbox/test-email without an SMTP server outside production', () => {
  it('should write the test e-mail under MAIL_DIR and say which file', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'laikas-mail-'));
    const base = testConfig();
    const test = await buildTestApp('sqlite', { smtp: { ...base.smtp, mailDir } });
    try {
      const { agent: root } = await signIn(test.app, 'root', ['super_admin']);
      const response = await root.request('POST', URL, undefined, { headers: { 'accept-language': 'en' } });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ outcome: 'written', problem: null, server: null, reply: null });
      expect(data.file.startsWith(mailDir)).toBe(true);
      expect(data.message).toBe(
        `No SMTP server is set (SMTP_HOST), so the test e-mail to root@example.edu was written to the file ${data.file}.`,
      );
      expect(existsSync(data.file)).toBe(true);
      expect(readFileSync(data.file, 'utf8')).toMatch(/^To: root@example\.edu$/m);
    } finally {
      await test.close();
    }
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import errorReporting from '../src/plugins/external/error-reporting.js';

/** A Sentry ingest on loopback: the envelopes the SDK posts, as text. */
async function startIngest() {
  const envelopes: string[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/api/7/envelope/')) {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
        waiting.splice(0).forEach((wake) => wake());
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The messages of the errors the envelopes carry (not their source lines around the throw). */
  const errorsSent = (from = 0) =>
    envelopes.slice(from).flatMap((envelope) =>
      envelope
        .split('\n')
        .map((line) => JSON.parse(line) as { exception?: { values: { value: string }[] } })
        .flatMap((item) => item.exception?.values.map((value) => value.value) ?? []),
    );
  return {
    server,
    envelopes,
    errorsSent,
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    next: () => new Promise<void>((r) => waiting.push(r)),
  };
}

describe('the server reports its own errors', () => {
  let ingest: Awaited<ReturnType<typeof startIngest>>;
  const app = Fastify();

  beforeAll(async () => {
    ingest = await startIngest();
    await app.register(errorReporting, { dsn: ingest.dsn });
    let failures = 0;
    app.get('/fails', async () => {
      failures += 1;
      throw new Error(`the week could not be read (${failures}): column "starts_at" is ambiguous`);
    });
    app.get('/refused', async (_request, reply) => reply.code(422).send({ message: 'The name field is required.' }));
    app.get('/missing', async () => {
      throw Object.assign(new Error('no such reservation'), { statusCode: 404 });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    ingest.server.close();
  });

  it('should send a 500 to the error reporting, with its route', async () => {
    const arrived = ingest.next();
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(500);
    await arrived;
    const envelope = ingest.envelopes.join('\n');
    expect(ingest.errorsSent()).toEqual(['the week could not be read (1): column "starts_at" is ambiguous']);
    expect(envelope).toContain('"route":"/fails"');
  });

  it('should not send refusals (422, 404)', async () => {
    const before = ingest.envelopes.length;
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    // A 500 after them: the only envelope that arrives is its.
    const arrived = ingest.next();
    await app.inject({ method: 'GET', url: '/fails' });
    await arrived;
    expect(ingest.errorsSent(before)).toEqual(['the week could not be read (2): column "starts_at" is ambiguous']);
  });

  it('should report only in production and only with SENTRY_DSN', () => {
    expect(loadConfig({ NODE_ENV: 'production', SENTRY_DSN: ingest.dsn }).errorReportingDsn).toBe(ingest.dsn);
    expect(loadConfig({ NODE_ENV: 'production' }).errorReportingDsn).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', SENTRY_DSN: ingest.dsn }).errorReportingDsn).toBeUndefined();
  });
});

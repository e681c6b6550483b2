import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { HttpClient, type ServerProcess, startServer } from './processes.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` until it holds (two minutes is a machine that is stuck: the message says what it waited for). */
async function until(done: () => boolean, what: string) {
  for (const deadline = Date.now() + 120_000; !done(); await sleep(50)) {
    if (Date.now() > deadline) {
      throw new Error(`waited two minutes for ${what}`);
    }
  }
}
const DAY = 86_400_000;

/**
 * A load balancer as small as it gets, on loopback: round robin over the upstreams whose /api/health/ready answers
 * 200 (checked every 200 ms), a new upstream connection per request, and a request that could not connect sent to
 * the next upstream (as nginx's `proxy_next_upstream error` does; a POST is never sent twice once it was delivered).
 */
async function startProxy(upstreams: string[]) {
  const ready = new Set<string>();
  const check = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`${upstream}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => (response.status === 200 ? ready.add(upstream) : ready.delete(upstream)),
        () => ready.delete(upstream),
      );
    }
  }, 200);
  let next = 0;
  const forward = (incoming: IncomingMessage, body: Buffer, upstream: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(incoming.url!, upstream);
      const outgoing = httpRequest(
        target,
        {
          method: incoming.method,
          headers: { ...incoming.headers, host: target.host, connection: 'close' },
          agent: false,
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      let failure = 'no upstream';
      // Healthy upstreams first, round robin; then the others, as nginx tries every server when all are marked down
      // (a health check can time out on a busy machine). A refused connection is tried elsewhere, for up to 10 s.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const healthy = upstreams.filter((upstream) => ready.has(upstream));
        const others = upstreams.filter((upstream) => !ready.has(upstream));
        const upstream =
          healthy.length > 0 && attempt < upstreams.length
            ? healthy[next++ % healthy.length]!
            : [...healthy, ...others][attempt % upstreams.length]!;
        if (attempt >= upstreams.length) {
          await sleep(200);
        }
        try {
          const answer = await forward(incoming, body, upstream);
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
          return;
        } catch (error) {
          failure = `${upstream}: ${(error as { code?: string }).code ?? String(error)}`;
          if ((error as { code?: string }).code !== 'ECONNREFUSED') {
            break;
          }
          ready.delete(upstream);
        }
      }
      response.writeHead(502).end(failure);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ready,
    close: () => {
      clearInterval(check);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/*
 * Issue 37: a rolling restart behind a load balancer. Two server processes on one PostgreSQL; clients read and write
 * through a loopback proxy while each process in turn gets SIGTERM (it says "not ready", drains, finishes what is in
 * flight, exits 0) and is replaced by a new one. Not one request fails.
 */
describe.skipIf(!DIALECTS.includes('postgres'))('a rolling restart of two server processes', () => {
  let database: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
    await database?.drop();
    database = undefined;
  });

  it('should answer every request while each process in turn is stopped with SIGTERM and replaced', async () => {
    database = await createTestDatabase('postgres');
    const env = { SHUTDOWN_DRAIN_SECONDS: '1', LOG_LEVEL: 'warn' };
    const start = async () => {
      const server = await startServer(database!.url, env);
      servers.push(server);
      return server;
    };
    // The first seeds the demo university; the second starts on it.
    const first = await start();
    const second = await start();
    const upstreams = [first.url, second.url];
    const proxy = await startProxy(upstreams);
    try {
      await until(() => upstreams.every((upstream) => proxy.ready.has(upstream)), 'the proxy to see both ready');
      const admin = new HttpClient(proxy.url);
      await admin.login('admin', 'laikas2026');
      const resources = (await (await admin.request('GET', '/api/resources')).json()) as {
        data: { items: { id: number }[] }[];
      };

      let stop = false;
      const failures: string[] = [];
      let answered = 0;
      const client = async (index: number) => {
        const http = new HttpClient(proxy.url);
        await http.login('admin', 'laikas2026');
        const itemId = resources.data[index]!.items[0]!.id;
        for (let step = 0; !stop && step < 5_000; step += 1) {
          const day = new Date(Date.UTC(2030, 0, 1) + step * DAY).toISOString().slice(0, 10);
          const [method, path, body] =
            step % 2 === 0
              ? (['GET', '/api/resources', undefined] as const)
              : ([
                  'POST',
                  `/api/items/${itemId}/reservations`,
                  {
                    name: `Rolling ${index}-${step}`,
                    type: 'event',
                    from: day,
                    to: day,
                    from_time: { hours: 9, minutes: 0 },
                    to_time: { hours: 9, minutes: 30 },
                  },
                ] as const);
          const response = await http.request(method, path, body);
          const answer = await response.text();
          answered += 1;
          if (response.status !== (method === 'GET' ? 200 : 201)) {
            failures.push(`${method} ${path}: ${response.status} ${answer.slice(0, 200)}`);
          }
        }
      };
      const load = Promise.all([0, 1, 2].map(client));

      // Each process in turn, once the clients had 20 more answers (a count, not a stretch of time: on a busy machine
      // a second may pass before the first): SIGTERM, wait for its exit, start its replacement, wait until the proxy
      // sees it ready.
      const moreAnswers = async (count: number) => {
        const target = answered + count;
        await until(() => answered >= target || failures.length > 0, `${count} more answers`);
      };
      for (const index of [0, 1]) {
        await moreAnswers(20);
        const old = servers[index]!;
        const exited = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));
        old.child.kill('SIGTERM');
        expect(await exited, old.output()).toBe(0);
        const replacement = await start();
        servers[index] = replacement;
        upstreams[index] = replacement.url;
        await until(() => proxy.ready.has(replacement.url), 'the proxy to see the replacement ready');
      }
      // The replacements answer too: 20 more answers, then the clients stop.
      await moreAnswers(20);
      stop = true;
      await load;
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThanOrEqual(60);
    } finally {
      await proxy.close();
    }
  }, 480_000);
});

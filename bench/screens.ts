/*
 * Screen benchmark (issue 18): what the screens' calls cost on a real semester. Prints figures beside their goals
 * and the ceilings measured in the same run; asserts nothing.
 *
 *   npx tsx bench/screens.ts                # SQLite, then PostgreSQL
 *   npx tsx bench/screens.ts sqlite         # one database only (sqlite or postgres)
 *   npx tsx bench/screens.ts --history 10   # the semester and nine earlier years of it (10× the reservations)
 *
 * Loads ITC 2019 mary-fal18 (76 rooms, its solution's classes as weekly series) with the ITC importer into a SQLite
 * file (kept in the temporary folder between runs, keyed by the migrations) or a PostgreSQL template database
 * (on 127.0.0.1:5432, `TEST_POSTGRES_URL`, kept the same way and copied per run), starts the real server
 * (`NODE_ENV=production`) as a separate process and measures over HTTP with autocannon at 8 connections, signed
 * in as a student: a request that reaches no database (`/api/csrf-cookie`, the ceiling), rooms at a glance for the
 * busiest day and its week, and the spec's week of the busiest room. The glance day and the room week screen's call are
 * also measured asking for brotli or gzip, as a browser does. CPU per request is read from /proc (the API
 * process, and every PostgreSQL process). On PostgreSQL the room week is also read through two API processes on the
 * one database, saturated; whether reads scale with processes and cores is bench/scale.ts's measure (a fixed rate
 * per process, only the bench database's backends, a pinned client).
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// autocannon ships no types.
// @ts-expect-error -- untyped module
import autocannon from 'autocannon';
import { type BenchDialect, semesterDatabase } from './support/semester.js';
import {
  cpuMs,
  loadAverage,
  median,
  postgresCpuMs,
  type RunningServer,
  signIn,
  startServer,
  stopServer,
} from './support/server.js';

const CONNECTIONS = 8;
const { values: options, positionals } = parseArgs({
  options: {
    history: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
  },
  allowPositionals: true,
});
const DIALECTS: BenchDialect[] = positionals.length > 0 ? (positionals as BenchDialect[]) : ['sqlite', 'postgres'];
const HISTORY = Math.max(1, Number(options.history));
const SECONDS = Math.max(1, Number(options.seconds));

interface LoadRun {
  '2xx': number;
  non2xx: number;
  requests: { average: number };
  latency: { p50: number; p99: number };
}

interface Figure {
  rate: number;
  p50: number;
  p99: number;
  /** CPU per request of the API process(es), and of PostgreSQL (0 on SQLite). */
  cpu: number;
  postgresCpu: number;
  failed: number;
}

/**
 * `CONNECTIONS` connections asking for `url` for `SECONDS`, spread evenly over `servers` (each its own API process
 * on one database): requests per second in all, latency, and the CPU per request the API processes and PostgreSQL
 * spent.
 */
async function load(
  servers: RunningServer | RunningServer[],
  url: string,
  headers: Record<string, string>,
  encoding = 'identity',
): Promise<Figure> {
  const all = [servers].flat();
  const apiCpu = () => all.reduce((sum, server) => sum + cpuMs(server.child.pid!), 0);
  const before = { api: apiCpu(), postgres: postgresCpuMs() };
  const runs = (await Promise.all(
    all.map((server) =>
      autocannon({
        url: url.replace(all[0]!.address, server.address),
        connections: CONNECTIONS / all.length,
        duration: SECONDS,
        headers: { cookie: headers.cookie!, 'accept-encoding': encoding },
      }),
    ),
  )) as LoadRun[];
  const total = Math.max(
    1,
    runs.reduce((sum, run) => sum + run['2xx'] + run.non2xx, 0),
  );
  return {
    rate: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p50: Math.max(...runs.map((run) => run.latency.p50)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    cpu: (apiCpu() - before.api) / total,
    postgresCpu: (postgresCpuMs() - before.postgres) / total,
    failed: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

interface Unloaded {
  p50: number;
  /** CPU per request of the API process(es), and of this client process. */
  serverCpu: number;
  clientCpu: number;
}

/**
 * Latency of sequential requests on one kept-alive connection (unloaded): node:http, no compression asked for, the
 * body read as bytes. `fetch` (undici) from this process costs 1–3 ms of client CPU per request and its latency
 * is counted in; this client's own CPU is printed beside the figure so that it can be judged.
 */
async function unloaded(server: RunningServer, url: string, headers: Record<string, string>, samples = 300) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<void>((done, fail) => {
      const request = http.get(url, { agent, headers: { cookie: headers.cookie!, 'accept-encoding': 'identity' } });
      request.once('error', fail);
      request.once('response', (response) => {
        if (response.statusCode !== 200) {
          fail(new Error(`${url}: ${response.statusCode}`));
        }
        response.on('data', () => {});
        response.once('end', done);
        response.once('error', fail);
      });
    });
  for (let index = 0; index < 50; index += 1) {
    await get();
  }
  const times: number[] = [];
  const before = { server: cpuMs(server.child.pid!), client: process.cpuUsage() };
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  const client = process.cpuUsage(before.client);
  agent.destroy();
  return {
    p50: median(times),
    serverCpu: (cpuMs(server.child.pid!) - before.server) / samples,
    clientCpu: (client.user + client.system) / 1000 / samples,
  } satisfies Unloaded;
}

const unloadedText = (figure: Unloaded) =>
  `unloaded p50 ${figure.p50.toFixed(2)} ms (goal < 1 ms; one kept-alive connection, node:http, no compression: ` +
  `server CPU ${figure.serverCpu.toFixed(3)} ms/req, client CPU ${figure.clientCpu.toFixed(3)} ms/req)`;

async function size(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers: { cookie: headers.cookie!, 'accept-encoding': 'identity' } });
  if (response.status !== 200) {
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  // As the server sends them (plugins/external/transport.ts): gzip level 6, brotli quality 4.
  return {
    bytes: body.length,
    gzip: gzipSync(body, { level: 6 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name: string, figure: Figure, goal: string) =>
  `${name.padEnd(34)} ${figure.rate.toFixed(0).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  ` +
  `CPU ${figure.cpu.toFixed(3)} ms/req${figure.postgresCpu ? ` + PostgreSQL ${figure.postgresCpu.toFixed(3)}` : ''}` +
  `${figure.failed ? `  (${figure.failed} failed)` : ''}  goal: ${goal}`;

async function bench(dialect: BenchDialect) {
  const { url: databaseUrl, facts, drop } = await semesterDatabase(HISTORY, dialect);
  console.log(
    `\n[${dialect}] mary-fal18 ×${HISTORY}: ${facts.rooms} rooms, ${facts.reservations} reservations; busiest day ` +
      `${facts.date}, its week ${facts.monday}–${facts.sunday}; busiest room #${facts.roomId} (${facts.roomWeek} that week); ` +
      `${CONNECTIONS} connections, ${SECONDS} s each; load average ${loadAverage()}`,
  );
  const server = await startServer(databaseUrl);
  let second: RunningServer | undefined;
  try {
    const headers = await signIn(server.address);
    const base = server.address;
    const urls = {
      ceiling: `${base}/api/csrf-cookie`,
      glanceDay: `${base}/api/rooms/glance?from=${facts.date}&to=${facts.date}`,
      glanceWeek: `${base}/api/rooms/glance?from=${facts.monday}&to=${facts.sunday}`,
      roomWeek: `${base}/api/resources/${facts.roomId}/reservations?from=${facts.monday}&to=${facts.sunday}`,
      slimWeek: `${base}/api/resources/${facts.roomId}/week?from=${facts.monday}&to=${facts.sunday}`,
    };
    // Warm up every call (JIT, statement caches).
    for (const url of Object.values(urls)) {
      for (let index = 0; index < 50; index += 1) {
        await (await fetch(url, { headers: { cookie: headers.cookie! } })).arrayBuffer();
      }
    }
    const day = await size(urls.glanceDay, headers);
    const week = await size(urls.glanceWeek, headers);
    const roomWeekSize = await size(urls.roomWeek, headers);
    const slimWeekSize = await size(urls.slimWeek, headers);
    const ceiling = await load(server, urls.ceiling, headers);
    const glanceDay = await load(server, urls.glanceDay, headers);
    const glanceDayBrotli = await load(server, urls.glanceDay, headers, 'br, gzip');
    const glanceWeek = await load(server, urls.glanceWeek, headers);
    const roomWeek = await load(server, urls.roomWeek, headers);
    const roomWeekUnloaded = await unloaded(server, urls.roomWeek, headers);
    const slimWeek = await load(server, urls.slimWeek, headers);
    const slimWeekBrotli = await load(server, urls.slimWeek, headers, 'br, gzip');
    const slimWeekUnloaded = await unloaded(server, urls.slimWeek, headers);
    console.log(row('ceiling: no database (csrf-cookie)', ceiling, 'the ceiling of this run'));
    console.log(row('rooms at a glance, one day', glanceDay, '≥ 1,500 req/s'));
    console.log(row('  … the same, brotli as a browser', glanceDayBrotli, '(what compression costs)'));
    console.log(row('rooms at a glance, one week', glanceWeek, '≥ 500 req/s'));
    console.log(
      row(
        'week of the busiest room (spec call)',
        roomWeek,
        `≥ 1/5 of the ceiling (${(ceiling.rate / 5).toFixed(0)} req/s)`,
      ),
    );
    console.log(
      `  room week: ${(roomWeek.rate / ceiling.rate).toFixed(3)} of the ceiling (goal ≥ 0.2); ` +
        unloadedText(roomWeekUnloaded),
    );
    console.log(
      row(
        "room week screen's one call (/week)",
        slimWeek,
        `≥ 1/5 of the ceiling (${(ceiling.rate / 5).toFixed(0)} req/s)`,
      ),
    );
    console.log(row('  … the same, brotli as a browser', slimWeekBrotli, '(what compression costs)'));
    console.log(
      `  /week: ${(slimWeek.rate / ceiling.rate).toFixed(3)} of the ceiling (goal ≥ 0.2); ` +
        `${unloadedText(slimWeekUnloaded)}; ${kb(slimWeekSize.bytes)} / ${kb(slimWeekSize.gzip)} / ` +
        `${kb(slimWeekSize.brotli)} (the resource and its week)`,
    );
    console.log(
      `payloads (uncompressed / gzip / brotli as sent): glance day ${kb(day.bytes)} / ${kb(day.gzip)} / ` +
        `${kb(day.brotli)} (goal ≤ 100 KB uncompressed), glance week ${kb(week.bytes)} / ${kb(week.gzip)} / ` +
        `${kb(week.brotli)}, room week ${kb(roomWeekSize.bytes)} / ${kb(roomWeekSize.gzip)} / ${kb(roomWeekSize.brotli)}`,
    );
    if (dialect === 'postgres') {
      // Goal 6: reads scale with API processes. On two shared cores throughput cannot show it; CPU per call can:
      // with a second process on the same database, the CPU per call should stay what one process spends.
      second = await startServer(databaseUrl);
      for (let index = 0; index < 50; index += 1) {
        await (
          await fetch(urls.slimWeek.replace(base, second.address), { headers: { cookie: headers.cookie! } })
        ).arrayBuffer();
      }
      const both = await load([server, second], urls.slimWeek, headers);
      console.log(row('  … /week, two API processes', both, 'CPU per call as with one process (scales with cores)'));
    }
  } finally {
    await stopServer(second);
    await stopServer(server);
    await drop();
  }
}

for (const dialect of DIALECTS) {
  await bench(dialect);
}

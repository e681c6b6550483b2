/*
 * Screen benchmark (issue 18): what the screens' calls cost on a real semester. Prints figures beside their goals
 * and the ceilings measured in the same run; asserts nothing.
 *
 *   npx tsx bench/screens.ts                # SQLite
 *   npx tsx bench/screens.ts --history 10   # the semester and nine earlier years of it (10× the reservations)
 *
 * Loads ITC 2019 mary-fal18 (76 rooms, its solution's classes as weekly series) with the ITC importer into a SQLite
 * file (kept in the temporary folder between runs, keyed by the migrations), starts the real server
 * (`NODE_ENV=production`) as a separate process and measures over HTTP with autocannon at 8 connections, signed
 * in as a student: a request that reaches no database (`/api/csrf-cookie`, the ceiling), rooms at a glance for the
 * busiest day and its week, and the spec's week of the busiest room. CPU per request is read from /proc.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// autocannon ships no types.
// @ts-expect-error -- untyped module
import autocannon from 'autocannon';
import { semesterDatabase } from './support/semester.js';
import { cpuMs, loadAverage, signIn, startServer, stopServer } from './support/server.js';

const CONNECTIONS = 8;
const { values: options } = parseArgs({
  options: {
    history: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
  },
});
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
  cpu: number;
  failed: number;
}

async function load(pid: number, url: string, headers: Record<string, string>, encoding = 'identity'): Promise<Figure> {
  const before = cpuMs(pid);
  const run = (await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie: headers.cookie!, 'accept-encoding': encoding },
  })) as LoadRun;
  const total = run['2xx'] + run.non2xx;
  return {
    rate: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    cpu: (cpuMs(pid) - before) / Math.max(1, total),
    failed: run.non2xx,
  };
}

/** Median latency of sequential requests (unloaded). */
async function unloaded(url: string, headers: Record<string, string>, samples = 200): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await (await fetch(url, { headers: { cookie: headers.cookie! } })).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

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
  `CPU ${figure.cpu.toFixed(3)} ms/req${figure.failed ? `  (${figure.failed} failed)` : ''}  goal: ${goal}`;

async function main() {
  const { file, folder, facts } = await semesterDatabase(HISTORY);
  console.log(
    `[sqlite] mary-fal18 ×${HISTORY}: ${facts.rooms} rooms, ${facts.reservations} reservations; busiest day ` +
      `${facts.date}, its week ${facts.monday}–${facts.sunday}; busiest room #${facts.roomId} (${facts.roomWeek} that week); ` +
      `${CONNECTIONS} connections, ${SECONDS} s each; load average ${loadAverage()}`,
  );
  const server = await startServer(file);
  try {
    const pid = server.child.pid!;
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
    const ceiling = await load(pid, urls.ceiling, headers);
    const glanceDay = await load(pid, urls.glanceDay, headers);
    const glanceDayBrotli = await load(pid, urls.glanceDay, headers, 'br, gzip');
    const glanceWeek = await load(pid, urls.glanceWeek, headers);
    const roomWeek = await load(pid, urls.roomWeek, headers);
    const roomWeekUnloaded = await unloaded(urls.roomWeek, headers);
    const slimWeek = await load(pid, urls.slimWeek, headers);
    const slimWeekUnloaded = await unloaded(urls.slimWeek, headers);
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
      `  room week: ${(roomWeek.rate / ceiling.rate).toFixed(3)} of the ceiling (goal ≥ 0.2); unloaded p50 ` +
        `${roomWeekUnloaded.toFixed(2)} ms (goal < 1 ms)`,
    );
    console.log(
      row(
        "room week screen's one call (/week)",
        slimWeek,
        `≥ 1/5 of the ceiling (${(ceiling.rate / 5).toFixed(0)} req/s)`,
      ),
    );
    console.log(
      `  /week: ${(slimWeek.rate / ceiling.rate).toFixed(3)} of the ceiling (goal ≥ 0.2); unloaded p50 ` +
        `${slimWeekUnloaded.toFixed(2)} ms (goal < 1 ms); ${kb(slimWeekSize.bytes)} / ${kb(slimWeekSize.gzip)} / ` +
        `${kb(slimWeekSize.brotli)} (the resource and its week)`,
    );
    console.log(
      `payloads (uncompressed / gzip / brotli as sent): glance day ${kb(day.bytes)} / ${kb(day.gzip)} / ` +
        `${kb(day.brotli)} (goal ≤ 100 KB uncompressed), glance week ${kb(week.bytes)} / ${kb(week.gzip)} / ` +
        `${kb(week.brotli)}, room week ${kb(roomWeekSize.bytes)} / ${kb(roomWeekSize.gzip)} / ${kb(roomWeekSize.brotli)}`,
    );
  } finally {
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();

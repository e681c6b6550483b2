/*
 * Where a fresh room page's server CPU goes (issue 33): the server under `node --cpu-prof` while one signed-in
 * session asks for the busiest room's page `--pages` times (default 400), then the profile's self time by part.
 *
 *   npx tsx bench/server-profile.ts [--pages 400] [--web-dist apps/web/dist] [--keep /tmp/dir]
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { semesterDatabase } from './support/semester.js';
import { cpuMs, loadAverage, root, signIn, startServer, stopServer } from './support/server.js';

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: '400' },
    'web-dist': { type: 'string' },
    keep: { type: 'string' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the server a function belongs to, by its file (and name, for Node's own). */
const PARTS: [string, RegExp][] = [
  ['React renderToString', /react-dom|react\/|entry-server|\.server\//],
  ['i18next', /i18next/],
  ['SQLite / PostgreSQL driver', /better-sqlite3|\/pg\/|pg-protocol/],
  ['Kysely', /kysely/],
  ['Fastify, inject, routing', /fastify|light-my-request|find-my-way|avvio/],
  ['zod / serializers', /zod|fast-json-stringify/],
  ['the API (routes, services, repositories)', /apps\/api\/src/],
  ['compression', /zlib|compress/],
];

const FILES =
  /^(stat|lstat|fstat|open|openFileHandle|read|readFile|readFileHandle|close|FileHandle|internalModuleStat)$/;

function partOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') {
    return 'garbage collection';
  }
  if (functionName === '(idle)' || functionName === '(program)') {
    return functionName;
  }
  for (const [name, pattern] of PARTS) {
    if (pattern.test(url)) {
      return name;
    }
  }
  if (url.startsWith('node:') || url === '') {
    return FILES.test(functionName) ? 'Node: files (stat, open, read)' : 'Node: HTTP, sockets, streams, other';
  }
  return 'other';
}

async function main() {
  const webDist = resolve(options['web-dist'] ?? join(root, 'apps/web/dist'));
  if (!options['web-dist'] && !ensureWebBuild(webDist).ok) {
    throw new Error('the web build failed');
  }
  const pages = Number(options.pages);
  const dir = options.keep ?? mkdtempSync(join(tmpdir(), 'laikas-server-profile-'));
  const { url: databaseUrl, facts, drop } = await semesterDatabase(1);
  const server = await startServer(databaseUrl, webDist, root, {
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
    // Profiled, the server runs slower: its overload guard's 503 is not what is measured.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  try {
    const headers = await signIn(server.address);
    const page = `${server.address}/resources/${facts.roomId}?week=${facts.monday}`;
    const ask = async () => {
      const response = await fetch(page, { headers: { cookie: headers.cookie!, 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      if (response.status !== 200) {
        throw new Error(`${page}: ${response.status}`);
      }
    };
    for (let index = 0; index < 30; index += 1) {
      await ask();
    }
    const before = cpuMs(server.child.pid!);
    for (let index = 0; index < pages; index += 1) {
      await ask();
    }
    const perPage = (cpuMs(server.child.pid!) - before) / pages;
    console.log(
      `${pages} room pages (room #${facts.roomId}, week of ${facts.monday}), server CPU ${perPage.toFixed(2)} ms a page, ` +
        `load average ${loadAverage()}`,
    );
  } finally {
    await stopServer(server);
    await drop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) {
    throw new Error(`no profile in ${dir}`);
  }
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  // The samples between the first and the last in React's render: the pages, not the server's start.
  const parts = profile.samples.map((id) => partOf(byId.get(id)!));
  const first = parts.indexOf('React renderToString');
  const last = parts.lastIndexOf('React renderToString');
  parts.forEach((part, index) => {
    if (index >= first && index <= last) {
      self.set(part, (self.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    }
  });
  const busy = [...self].filter(([part]) => part !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`profile ${join(dir, file)}: ${busy.toFixed(0)} ms busy, self time by part:`);
  for (const [part, ms] of [...self]
    .filter(([name, ms]) => name !== '(idle)' && ms >= busy / 200)
    .sort((a, b) => b[1] - a[1])) {
    console.log(`  ${part.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms  ${((100 * ms) / busy).toFixed(1).padStart(5)}%`);
  }
}

await main();

/*
 * Reads during long writes on SQLite (issue 13, finding 4). Prints figures; asserts nothing.
 *
 *   npx tsx bench/write-stall.ts [--runs thread,main,main,thread]   # or: ./laikas bench write-stall
 *
 * Each run is a fresh copy of the same seeded file and its own server: `thread` as the server runs (the SQLite
 * writer in its worker thread), `main` with every write on the main thread (SQLITE_WRITER_THREAD=0), in the order
 * given (A B B A by default, so that the machine's load falls on both alike). (Write answers were serialized 50 rows
 * per turn of the event loop until 29 Nov: measured here against one piece, the longest block differed by 1-2 ms.)
 *
 * A SQLite file with 40 rooms, the real server (`apps/api/src/server.ts`, NODE_ENV=production) as its own process, and
 * two clients over HTTP, each signed in: a reader (on a thread of its own) asking for one room's week again and again,
 * and a writer sending the largest writes the API takes one after the other (a daily series for a year on five rooms:
 * 1,825 rows, within the 2,000 cap). The reader's latency is measured alone first, then while the writer runs; the p99
 * and the longest read during the writes say how long one write keeps other users waiting. The writer's figures say
 * what a write costs and how large its answer is (a summary past 200 rows). The server's longest event-loop blocks
 * during the writes (bench/loop-blocks.ts), in the main thread's CPU time, say the same without the machine's load: a
 * read waits for at most one block (the write's statements run in the SQLite writer thread, beside the event loop);
 * the longest blocks' wait for a core says how much of their wall time was the machine's load.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp, createDatabase, hashPassword, loadConfig } from './support/apps.js';
import { DEFAULT_AVAILABLE_SLOTS } from '@laikas/contract';
import {
  BENCH_PASSWORD,
  cpuMs,
  loadAverage,
  percentile,
  type RunningServer,
  signIn,
  startServer,
  stopServer,
  TIME_ZONE,
} from './support/server.js';

/** Issue 13, finding 4: reads' p99 during long writes, on a quiet machine. */
const GOAL_P99_MS = 15;
const ROOMS = 40;
const ROOMS_PER_WRITE = 5;
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 8);
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 4);
const NOW = new Date();
const runsArgument = process.argv.indexOf('--runs');
type Mode = 'thread' | 'main';
const MODE_NAMES: Record<Mode, string> = {
  thread: 'writer thread (as served)',
  main: 'all writes on the main thread',
};
const RUNS = (runsArgument > 0 ? process.argv[runsArgument + 1]! : 'thread,main,main,thread').split(',') as Mode[];
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
/** Writes start tomorrow and run a year (the server refuses the past); reads ask for the week they start in. */
const FIRST_DAY = day(1);

/** CPU milliseconds the main thread (the event loop) of process `pid` has used so far, from /proc (Linux). */
function mainThreadCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const summary = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;

/**
 * Reads one room's week back to back for `ms` milliseconds; answers each read's latency. The reads run on a thread
 * of their own, so that the writer's client (which parses each write's answer) never delays the reader's clock: a
 * latency here is the server's and the network's, not the bench's.
 */
function readFor(address: string, headers: Record<string, string>, roomId: number, ms: number): Promise<number[]> {
  const url = `${address}/api/resources/${roomId}/reservations?from=${FIRST_DAY}&to=${day(7)}`;
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const latencies = [];
      const until = performance.now() + workerData.ms;
      while (performance.now() < until) {
        const start = performance.now();
        const response = await fetch(workerData.url, { headers: workerData.headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error('read answered ' + response.status);
        latencies.push(performance.now() - start);
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url, headers, ms } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const nodeOptions = process.env.NODE_OPTIONS ?? '';
const folder = mkdtempSync(join(tmpdir(), 'laikas-write-stall-'));
const url = join(folder, 'laikas.sqlite');
const handle = createDatabase(url);
const setup = await buildApp(
  { ...loadConfig({ NODE_ENV: 'production', TIME_ZONE }), seedDemo: false, logLevel: 'warn' },
  { database: handle, logger: false, clock: () => new Date(NOW) },
);
let server: RunningServer | undefined;
try {
  const stamp = NOW.toISOString();
  const rooms: { id: number; item: number }[] = [];
  for (let index = 0; index < ROOMS; index += 1) {
    const { id } = await handle.db
      .insertInto('resources')
      .values({ name: `Room ${index + 1}`, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await handle.db
      .insertInto('items')
      .values({
        resource_id: id,
        name: `Room ${index + 1}`,
        available_spaces: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rooms.push({ id, item: item.id });
  }
  for (const uid of ['reader', 'writer']) {
    const userId = await setup.userRepository.create({
      uid,
      name: uid,
      email: null,
      password_hash: await hashPassword(BENCH_PASSWORD),
      created_at: stamp,
      updated_at: stamp,
    });
    await setup.userRepository.setRoles(userId, ['teacher']);
  }
  await setup.close();
  await handle.db.destroy();
  for (const [index, mode] of RUNS.entries()) {
    const file = join(folder, `run-${index}.sqlite`);
    copyFileSync(url, file);
    console.log(`\n## run ${index + 1} of ${RUNS.length}: ${MODE_NAMES[mode]}`);
    await measure(file, mode, rooms);
  }
} finally {
  await stopServer(server);
  await setup.close().catch(() => undefined);
  await handle.db.destroy().catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
}

async function measure(url: string, mode: Mode, rooms: { id: number; item: number }[]) {
  // The server notes its event loop's blocks (bench/loop-blocks.ts; Node strips its types).
  const blocksFile = `${url}.loop-blocks.json`;
  process.env.LOOP_BLOCKS_FILE = blocksFile;
  process.env.NODE_OPTIONS = `${nodeOptions} --import ${join(import.meta.dirname, 'loop-blocks.ts')}`;
  process.env.SQLITE_WRITER_THREAD = mode === 'main' ? '0' : '1';
  // Every read measured, none shed with a 503 however long the event loop is held (what is measured here).
  process.env.MAX_EVENT_LOOP_DELAY_MS = '0';
  server = await startServer(url);
  const { address } = server;
  // Signed in once the server is ready (its jobs started): before that it answers 503.
  for (let attempt = 0; (await fetch(`${address}/api/health/ready`)).status !== 200; attempt += 1) {
    if (attempt > 1200) {
      throw new Error('the server never became ready');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const reader = await signIn(address, 'reader');
  const writer = await signIn(address, 'writer');
  const readRoom = rooms[0]!.id;

  // Warm up, then reads alone.
  await readFor(address, reader, readRoom, 1000);
  const pid = server.child.pid!;
  const aloneFrom = [cpuMs(pid), mainThreadCpuMs(pid)];
  const alone = await readFor(address, reader, readRoom, READ_SECONDS * 1000);
  const [cpuAlone, mainCpuAlone] = [cpuMs(pid) - aloneFrom[0]!, mainThreadCpuMs(pid) - aloneFrom[1]!];

  /** Sends the largest writes one after the other, from `round` on, until `done()` says stop. */
  const writeUntil = async (done: () => boolean, round = 0) => {
    const writes: { ms: number; rows: number; bytes: number }[] = [];
    const groups = Math.floor(ROOMS / ROOMS_PER_WRITE);
    for (; !done(); round += 1) {
      const group = rooms.slice(
        (round % groups) * ROOMS_PER_WRITE,
        (round % groups) * ROOMS_PER_WRITE + ROOMS_PER_WRITE,
      );
      const slots = DEFAULT_AVAILABLE_SLOTS.length;
      const slot = DEFAULT_AVAILABLE_SLOTS[Math.floor(round / groups) % slots]!;
      // Every group and slot taken: the next year.
      const year = Math.floor(round / (groups * slots));
      const start = performance.now();
      const response = await fetch(`${address}/api/items/${group[0]!.item}/reservations`, {
        method: 'POST',
        headers: writer,
        body: JSON.stringify({
          name: 'Long series',
          from: day(1 + 365 * year),
          to: day(1 + 365 * year),
          from_time: slot.from,
          to_time: slot.to,
          type: 'lecture',
          repeater: { type: 'daily', interval: 1, until: day(365 + 365 * year), weekdays: [] },
          reservable: group.map((room) => room.id),
        }),
      });
      const text = await response.text();
      if (response.status !== 201) {
        throw new Error(`write answered ${response.status}: ${text.slice(0, 300)}`);
      }
      const answer = JSON.parse(text) as { data: unknown[]; summary?: { total: number } };
      writes.push({
        ms: performance.now() - start,
        rows: answer.summary?.total ?? answer.data.length,
        bytes: text.length,
      });
    }
    return writes;
  };
  /** The server's CPU used since `from`: all threads, and the main thread's (the event loop's). */
  const cpuSince = (from: number[]): [number, number] => [cpuMs(pid) - from[0]!, mainThreadCpuMs(pid) - from[1]!];

  // Writes alone: what a write costs the server, after one to warm up (and start the SQLite writer thread).
  let warmUps = 0;
  await writeUntil(() => warmUps++ > 0);
  let until = performance.now() + WRITE_SECONDS * 1000;
  const writesAloneFrom = [cpuMs(pid), mainThreadCpuMs(pid)];
  const writesAlone = await writeUntil(() => performance.now() > until, 1);
  const [writesAloneCpu, writesAloneMainCpu] = cpuSince(writesAloneFrom);

  // Reads while the writer sends the largest writes, one after the other (on other slots than the writes alone).
  until = performance.now() + READ_SECONDS * 1000;
  const writesFrom = Date.now();
  const writesCpuFrom = [cpuMs(pid), mainThreadCpuMs(pid)];
  const [during, writes] = await Promise.all([
    readFor(address, reader, readRoom, READ_SECONDS * 1000),
    writeUntil(() => performance.now() > until, 1 + writesAlone.length),
  ]);
  const writesTo = Date.now();
  const [writesCpu, writesMainCpu] = cpuSince(writesCpuFrom);
  await stopServer(server);
  const noted = JSON.parse(readFileSync(blocksFile, 'utf8')) as {
    blocks: [number, number, number, number][];
    collections: [number, number, string][];
  };
  const blocks = noted.blocks.filter(([at]) => at >= writesFrom && at <= writesTo);
  const collections = noted.collections.filter(([at]) => at >= writesFrom && at <= writesTo);
  /** Iterations held more than 10 ms of wall time (what a read may wait for under load). */
  const walls = blocks.filter((block) => block[1] > 10);
  const longest = (index: 1 | 2) => walls.map((block) => block[index]).sort((a, b) => b - a);
  /** How many iterations of the event loop used at least `ms` of CPU (whatever their wall time), per write. */
  const perWriteOver = (ms: number) => (blocks.filter((block) => block[2] >= ms).length / writes.length).toFixed(1);
  /** The blocks longest in wall time, each as its CPU time and its wait for a core. */
  const longestWall = [...walls].sort((a, b) => b[1] - a[1]).slice(0, 5);

  const rows = writes.reduce((total, write) => total + write.rows, 0);
  // The server's CPU over the writes with reads, all threads and the main thread's, less the reads' at their cost
  // alone.
  const perWrite = (cpu: number, readsAlone: number) =>
    ((cpu - (readsAlone / alone.length) * during.length) / writes.length).toFixed(0);
  console.log(`SQLite, ${ROOMS} rooms; reads: one room's week (GET), one client, back to back (${mode})`);
  console.log(`reads alone:          ${summary(alone)}`);
  console.log(`reads during writes:  ${summary(during)}`);
  const [aloneP99, duringP99] = [percentile(alone, 0.99), percentile(during, 0.99)];
  console.log(
    `goal: reads' p99 during the writes close to reads alone (under ${GOAL_P99_MS} ms on a quiet machine): ` +
      `${duringP99.toFixed(1)} ms against ${aloneP99.toFixed(1)} ms alone in this run ` +
      `(${(duringP99 / aloneP99).toFixed(1)}×, ${duringP99 <= GOAL_P99_MS ? 'met' : 'not met'})`,
  );
  console.log(
    `writes: ${writes.length} of ${writes[0]?.rows ?? 0} rows (${rows} in all), ${summary(writes.map((write) => write.ms))}; ` +
      `answer ${(
        percentile(
          writes.map((write) => write.bytes),
          0.5,
        ) / 1024
      ).toFixed(0)} KB each; server CPU per write ${perWrite(writesCpu, cpuAlone)} ms, ` +
      `${perWrite(writesMainCpu, mainCpuAlone)} ms of it on the event loop's thread (less the reads' at their cost alone)`,
  );
  console.log(
    `writes alone: ${writesAlone.length}, ${summary(writesAlone.map((write) => write.ms))}; server CPU per write ` +
      `${(writesAloneCpu / writesAlone.length).toFixed(0)} ms, ` +
      `${(writesAloneMainCpu / writesAlone.length).toFixed(0)} ms of it on the event loop's thread`,
  );
  const top = (values: number[]) =>
    values
      .slice(0, 5)
      .map((value) => value.toFixed(0))
      .join(', ');
  console.log(
    `server's event loop during the writes: ${walls.length} blocks over 10 ms; longest in CPU time ${top(longest(2))} ms ` +
      `(wall ${top(longest(1))} ms); load average ${loadAverage()}`,
  );
  console.log(
    `  iterations of the event loop that used at least 2 / 4 / 6 / 8 ms of CPU, per write: ` +
      `${[2, 4, 6, 8].map(perWriteOver).join(' / ')} (the longest a read may wait for, less the machine's load)`,
  );
  const collected = (kind: string) => {
    const pauses = collections.filter(([, , what]) => what === kind).map(([, ms]) => ms);
    return pauses.length === 0
      ? `${kind} 0`
      : `${kind} ${pauses.length} (longest ${top(pauses.sort((a, b) => b - a))} ms)`;
  };
  console.log(
    `  garbage collections during the writes, wall time: ${['minor', 'major', 'other'].map(collected).join('; ')}`,
  );
  console.log(
    `  the longest in wall time, as CPU + waiting for a core: ` +
      longestWall
        .map(([, wall, cpu, wait]) => `${wall.toFixed(0)} = ${cpu.toFixed(0)} + ${wait.toFixed(0)} ms`)
        .join(', ') +
      ` (all ${walls.length} blocks: ${walls.reduce((sum, block) => sum + block[1], 0).toFixed(0)} ms wall, ` +
      `${walls.reduce((sum, block) => sum + block[2], 0).toFixed(0)} ms CPU, ` +
      `${walls.reduce((sum, block) => sum + block[3], 0).toFixed(0)} ms waiting for a core)`,
  );
}

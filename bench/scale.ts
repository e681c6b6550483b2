/*
 * Scale benchmark (issue 18, goal 6): do PostgreSQL reads scale with API processes? Prints figures; asserts nothing.
 *
 *   npx tsx bench/scale.ts                          # 1 and 2 API processes, two rounds (1, 2, then 2, 1)
 *   npx tsx bench/scale.ts --processes 1,2,4,8      # a machine with more cores
 *   npx tsx bench/scale.ts --total-rate 100 --seconds 20 --rounds 3 --pin-client none
 *
 * Loads ITC 2019 mary-fal18 into PostgreSQL as bench/screens.ts does (a template database on 127.0.0.1:5432,
 * `TEST_POSTGRES_URL`, copied per run), then for each number of API processes starts that many real servers
 * (`NODE_ENV=production`, each its own pool) on the one database, signs in as a student and reads the room week
 * screen's call (`/api/resources/{id}/week`, the busiest room's week) and rooms at a glance (the busiest day), each
 * twice:
 *
 * - at a FIXED rate below saturation (open loop: see `support/rate-client.ts`), `--rate` requests per second per
 *   process (or `--total-rate` in all), spread in turn over the processes: CPU per call is what one call costs when the
 *   cores are not oversubscribed, the figure to compare between process counts. Per process by default, because a
 *   call's CPU depends on how busy its process is (a process that waits between calls pays its wake-ups and timers
 *   on fewer calls; docs/decisions/one-api-process-per-core.md): reads scale with processes when N processes at N times the rate spend what
 *   one spends per call;
 * - saturated (closed loop, `--saturation-connections` per process): requests per second, and per core.
 *
 * For each it prints the achieved rate, p50/p99, and CPU per call of the API processes, of PostgreSQL (only the
 * backends of the bench's own database, read from /proc, with what pg-boss's background jobs spent among them),
 * and of the client process; the cores busy in all; and how many of the processes' database connections were open
 * and active (pg_stat_activity, sampled every 200 ms). The client runs as its own process, pinned with `taskset` to
 * `--pin-client` (default: the machine's last core, so that on two cores it cannot push the API off both);
 * `--pin-api` pins the API processes too. Process counts alternate between rounds, so that a machine whose speed
 * drifts (a shared VM) treats both alike.
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { semesterDatabase } from './support/semester.js';
import {
  cpuMs,
  loadAverage,
  median,
  percentile,
  postgresBackendsCpuMs,
  root,
  type RunningServer,
  signIn,
  startServer,
  stopServer,
} from './support/server.js';

const CORES = availableParallelism();
const { values: options } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2' },
    rate: { type: 'string', default: '50' },
    'total-rate': { type: 'string' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '8' },
    'saturation-connections': { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    clients: { type: 'string', default: '1' },
    history: { type: 'string', default: '1' },
    'pin-client': { type: 'string', default: CORES >= 2 ? String(CORES - 1) : 'none' },
    'pin-api': { type: 'string', default: 'none' },
    calls: { type: 'string', default: 'week,glance' },
  },
});
const PROCESSES = options.processes.split(',').map(Number);
/** Requests per second of a fixed-rate step: `--rate` per API process, or `--total-rate` in all whatever the count. */
const TOTAL_RATE = options['total-rate'] ? Number(options['total-rate']) : undefined;
const rateFor = (processes: number) => TOTAL_RATE ?? Number(options.rate) * processes;
const rateText = TOTAL_RATE ? `${TOTAL_RATE}/s in all` : `${options.rate}/s per process`;
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const SATURATION_CONNECTIONS = Number(options['saturation-connections']);
const ROUNDS = Math.max(1, Number(options.rounds));
const CLIENTS = Math.max(1, Number(options.clients));
const HISTORY = Math.max(1, Number(options.history));
const PIN_CLIENT = options['pin-client'] === 'none' ? undefined : options['pin-client'];
const PIN_API = options['pin-api'] === 'none' ? undefined : options['pin-api'];
const CALLS = options.calls.split(',');
const IDLE_SECONDS = 5;
const WARMUP_REQUESTS = 500;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What pg_stat_activity and /proc say about the backends of one database while a step runs. */
class Backends {
  private readonly baseline = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private readonly jobs = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private sampling: Promise<void> = Promise.resolve();
  private samples = 0;
  private activeSum = 0;
  private openMax = 0;

  constructor(
    private readonly database: string,
    private readonly admin: pg.Client,
  ) {}

  private readCpu(): Map<number, number> {
    return postgresBackendsCpuMs(this.database);
  }

  private async sample() {
    for (const [pid, ms] of this.readCpu()) {
      this.last.set(pid, ms);
    }
    const { rows } = await this.admin.query<{ pid: number; application_name: string; state: string }>(
      `select pid, application_name, state from pg_stat_activity
       where datname = $1 and backend_type = 'client backend'`,
      [this.database],
    );
    let open = 0;
    let active = 0;
    for (const row of rows) {
      if (row.application_name === 'laikas-jobs') {
        this.jobs.add(row.pid);
      } else {
        open += 1;
        active += row.state === 'active' ? 1 : 0;
      }
    }
    this.samples += 1;
    this.activeSum += active;
    this.openMax = Math.max(this.openMax, open);
  }

  async start() {
    for (const [pid, ms] of this.readCpu()) {
      this.baseline.set(pid, ms);
      this.last.set(pid, ms);
    }
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample());
    }, 200);
  }

  /** PostgreSQL's CPU over the step (a backend that started in it counts from 0; one that ended, to its last sample). */
  async stop() {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample();
    let total = 0;
    let jobs = 0;
    for (const [pid, ms] of this.last) {
      const used = ms - (this.baseline.get(pid) ?? 0);
      total += used;
      jobs += this.jobs.has(pid) ? used : 0;
    }
    return { total, jobs, openMax: this.openMax, activeMean: this.activeSum / Math.max(1, this.samples) };
  }
}

interface ClientResult {
  sent: number;
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
  cpuMs: number;
}

/** Starts the client processes (pinned), and calls `measuring` when every one has begun its measured window. */
function runClients(
  urls: string[],
  cookie: string,
  load: { rate?: number; connections: number },
  measuring: () => void,
): Promise<ClientResult[]> {
  let begun = 0;
  return Promise.all(
    Array.from({ length: CLIENTS }, (_client, index) => {
      const args = JSON.stringify({
        // Each client starts at another process, so that one client per process is also spread.
        urls: urls.map((_url, at) => urls[(at + index) % urls.length]),
        cookie,
        connections: Math.max(1, Math.round(load.connections / CLIENTS)),
        seconds: SECONDS,
        rate: load.rate ? load.rate / CLIENTS : undefined,
        warmupSeconds: 2,
      });
      const command = [process.execPath, '--import', 'tsx', join(root, 'bench/support/rate-client.ts'), args];
      const pinned = PIN_CLIENT ? ['taskset', '-c', PIN_CLIENT, ...command] : command;
      const child = spawn(pinned[0]!, pinned.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      return new Promise<ClientResult>((done, fail) => {
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          if (chunk.includes('measuring')) {
            begun += 1;
            if (begun === CLIENTS) {
              measuring();
            }
          }
        });
        child.once('exit', (code) => {
          const last = output.trim().split('\n').at(-1) ?? '';
          if (code !== 0 || !last.startsWith('{')) {
            fail(new Error(`the client ended with ${code}: ${output}`));
            return;
          }
          done(JSON.parse(last) as ClientResult);
        });
      });
    }),
  );
}

interface Step {
  /** The fixed rate asked for (none when saturated). */
  target?: number;
  rate: number;
  p50: number;
  p99: number;
  failed: number;
  api: number;
  postgres: number;
  jobs: number;
  client: number;
  coresBusy: number;
  openMax: number;
  activeMean: number;
}

async function step(
  servers: RunningServer[],
  path: string,
  cookie: string,
  backends: Backends,
  load: { rate?: number; connections: number },
): Promise<Step> {
  const apiCpu = () => servers.reduce((sum, server) => sum + cpuMs(server.child.pid!), 0);
  let apiBefore = 0;
  let wallBefore = 0;
  const results = await runClients(
    servers.map((server) => `${server.address}${path}`),
    cookie,
    load,
    () => {
      apiBefore = apiCpu();
      wallBefore = performance.now();
      void backends.start();
    },
  );
  const api = apiCpu() - apiBefore;
  const wall = performance.now() - wallBefore;
  const postgres = await backends.stop();
  const ok = results.reduce((sum, result) => sum + result.ok, 0);
  const calls = Math.max(
    1,
    results.reduce((sum, result) => sum + result.sent, 0),
  );
  const latencies = results.flatMap((result) => result.latencies);
  const client = results.reduce((sum, result) => sum + result.cpuMs, 0);
  const seconds = Math.max(...results.map((result) => result.seconds));
  return {
    target: load.rate,
    rate: ok / seconds,
    p50: median(latencies),
    p99: percentile(latencies, 0.99),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    api: api / calls,
    postgres: postgres.total / calls,
    jobs: postgres.jobs / calls,
    client: client / calls,
    coresBusy: (api + postgres.total + client) / wall,
    openMax: postgres.openMax,
    activeMean: postgres.activeMean,
  };
}

const f = (value: number, digits = 2) => value.toFixed(digits);
/** A fixed-rate step the machine could not keep up with measured a saturated server, not one below saturation. */
const behind = (figure: Step) => figure.target !== undefined && figure.rate < figure.target * 0.95;
const BEHIND = '  BEHIND: not below saturation, left out of the medians';
const stepText = (figure: Step) =>
  `${f(figure.rate, 0).padStart(5)} req/s  p50 ${f(figure.p50)} ms  p99 ${f(figure.p99)} ms  ` +
  `CPU/call: API ${f(figure.api, 3)} + PostgreSQL ${f(figure.postgres, 3)} (jobs ${f(figure.jobs, 3)}) = ` +
  `${f(figure.api + figure.postgres, 3)} ms, client ${f(figure.client, 3)}; cores busy ${f(figure.coresBusy)}; ` +
  `connections open ≤ ${figure.openMax}, active ${f(figure.activeMean, 1)}` +
  `${figure.failed ? `  (${figure.failed} FAILED)` : ''}`;

const { url: databaseUrl, facts, drop } = await semesterDatabase(HISTORY, 'postgres');
const database = new URL(databaseUrl).pathname.slice(1);
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const paths: Record<string, string> = {
  week: `/api/resources/${facts.roomId}/week?from=${facts.monday}&to=${facts.sunday}`,
  glance: `/api/rooms/glance?from=${facts.date}&to=${facts.date}`,
};
const names: Record<string, string> = { week: '/week', glance: 'glance day' };
console.log(
  `[postgres] mary-fal18 ×${HISTORY}: ${facts.rooms} rooms, ${facts.reservations} reservations; busiest room ` +
    `#${facts.roomId}'s week ${facts.monday}, glance ${facts.date}. nproc ${CORES}; client pinned to ` +
    `${PIN_CLIENT ?? 'no core'} (${CLIENTS} process${CLIENTS > 1 ? 'es' : ''}), API to ${PIN_API ?? 'no core'}; ` +
    `fixed rate ${rateText} over ${CONNECTIONS} connections, saturation ${SATURATION_CONNECTIONS} connections per ` +
    `process; ${SECONDS} s each after 2 s of warm-up; ${ROUNDS} rounds.`,
);

const figures = new Map<string, { fixed: Step[]; saturated: Step[] }>();
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? PROCESSES : [...PROCESSES].reverse();
    for (const count of order) {
      const servers = await Promise.all(Array.from({ length: count }, () => startServer(databaseUrl)));
      try {
        if (PIN_API) {
          for (const server of servers) {
            spawnSync('taskset', ['-a', '-cp', PIN_API, String(server.child.pid)], { stdio: 'ignore' });
          }
        }
        const { cookie } = await signIn(servers[0]!.address);
        // Warm every process up alike (JIT, statements prepared on its connections), whatever share of the load it
        // gets later.
        await Promise.all(
          servers.map(async (server) => {
            for (const call of CALLS) {
              for (let index = 0; index < WARMUP_REQUESTS; index += 1) {
                await (await fetch(`${server.address}${paths[call]}`, { headers: { cookie: cookie! } })).arrayBuffer();
              }
            }
          }),
        );
        // What the processes spend with no requests (timers, pg-boss's polling): spread over the calls at a fixed rate.
        const idleBackends = new Backends(database, admin);
        const apiCpu = () => servers.reduce((sum, server) => sum + cpuMs(server.child.pid!), 0);
        const idleApi = apiCpu();
        await idleBackends.start();
        await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
        const idlePostgres = await idleBackends.stop();
        console.log(
          `round ${round}, ${count} API process${count > 1 ? 'es' : ''} idle ${IDLE_SECONDS} s: API ` +
            `${f((apiCpu() - idleApi) / IDLE_SECONDS / count, 1)} ms of CPU per second per process, PostgreSQL ` +
            `${f(idlePostgres.total / IDLE_SECONDS, 1)} ms/s (jobs ${f(idlePostgres.jobs / IDLE_SECONDS, 1)})`,
        );
        for (const call of CALLS) {
          const backends = new Backends(database, admin);
          const key = `${call} ${count}`;
          const entry = figures.get(key) ?? { fixed: [], saturated: [] };
          figures.set(key, entry);
          const load = loadAverage();
          const fixed = await step(servers, paths[call]!, cookie!, backends, {
            rate: rateFor(count),
            connections: CONNECTIONS,
          });
          entry.fixed.push(fixed);
          console.log(
            `round ${round}, ${count} API process${count > 1 ? 'es' : ''}, ${names[call]}, load ${load}\n` +
              `  fixed ${rateFor(count)}/s:  ${stepText(fixed)}${behind(fixed) ? BEHIND : ''}`,
          );
          const saturated = await step(servers, paths[call]!, cookie!, new Backends(database, admin), {
            connections: SATURATION_CONNECTIONS * count,
          });
          entry.saturated.push(saturated);
          console.log(`  saturated:  ${stepText(saturated)}; ${f(saturated.rate / CORES, 0)} req/s per core`);
        }
      } finally {
        await Promise.all(servers.map((server) => stopServer(server)));
      }
    }
  }
} finally {
  await admin.end();
  await drop();
}

console.log(`\nMedians over ${ROUNDS} rounds (nproc ${CORES}, load now ${loadAverage()}):`);
/** The fixed-rate steps that kept up (all of them when none did). */
const belowSaturation = (steps: Step[]) =>
  steps.some((step) => !behind(step)) ? steps.filter((step) => !behind(step)) : steps;
for (const call of CALLS) {
  const one = figures.get(`${call} ${PROCESSES[0]}`)!;
  for (const count of PROCESSES) {
    const { fixed: all, saturated } = figures.get(`${call} ${count}`)!;
    const fixed = belowSaturation(all);
    const at = (steps: Step[], pick: (step: Step) => number) => median(steps.map(pick));
    const total = (step: Step) => step.api + step.postgres;
    const speedup = at(saturated, (step) => step.rate) / at(one.saturated, (step) => step.rate);
    console.log(
      `${names[call]!.padEnd(10)} ${String(count).padStart(2)} process${count > 1 ? 'es' : '  '}: ` +
        `fixed ${rateFor(count)}/s (${all.filter((step) => !behind(step)).length} of ${all.length} kept up) CPU/call API ${f(
          at(fixed, (step) => step.api),
          3,
        )} + PostgreSQL ` +
        `${f(
          at(fixed, (step) => step.postgres),
          3,
        )} = ${f(at(fixed, total), 3)} ms ` +
        `(${f(at(fixed, total) / at(belowSaturation(one.fixed), total))}× ${PROCESSES[0]}'s); saturated ` +
        `${f(
          at(saturated, (step) => step.rate),
          0,
        )} req/s (${f(at(saturated, (step) => step.rate) / CORES, 0)} per core, ` +
        `${f(speedup)}× ${PROCESSES[0]}'s), CPU/call ${f(at(saturated, total), 3)} ms`,
    );
  }
}

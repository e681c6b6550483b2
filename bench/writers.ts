/*
 * PostgreSQL writers in different rooms (issue 26): does a create in one room wait for a create in another? The
 * same build, on one copy of the ITC 2019 mary-fal18 semester (`support/semester.ts`): one API process alone
 * creating 4-week weekly series in half of the rooms (4 connections), then two processes at once, each in its own
 * half, per round. Prints creates per second per process and how often a backend of the database waited on a lock
 * (pg_stat_activity sampled every 50 ms); then both again at a fixed rate per process that one meets with CPU to
 * spare (0.4 of its rate alone). Asserts nothing.
 *
 *   ./laikas bench writers [--rounds 2] [--seconds 5]
 *
 * Without a row that every create writes, each of two processes creates at the rate of one alone and no backend
 * waits on a lock, as far as the cores allow: on a machine with fewer free cores than two API processes, their
 * PostgreSQL backends and the load generator want, the two share the CPU and each gets less. The load average is
 * printed beside the figures for that reason.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createDatabase } from './support/apps.js';
import { type Side, writers } from './support/load.js';
import { addUser, semesterDatabase } from './support/semester.js';
import { loadAverage, root, signIn, startServer, stopServer } from './support/server.js';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '5' },
  },
});
const rounds = Math.max(1, Number(options.rounds));
const seconds = Math.max(1, Number(options.seconds));

const { url, facts, drop } = await semesterDatabase(1, 'postgres');
let side: Side | undefined;
try {
  await addUser(url, 'manager', 'admin');
  const { db } = createDatabase(url);
  const items = await db.selectFrom('items').select(['id', 'resource_id']).orderBy('id').execute();
  await db.destroy();
  const server = await startServer(url);
  side = {
    name: 'this build',
    server,
    url,
    database: new URL(url).pathname.slice(1),
    headers: await signIn(server.address, 'manager'),
    items,
    created: new Map(),
    facts,
    drop,
  };
  console.log(
    `[postgres] writers in different rooms: ${items.length} items split in two halves; ${seconds} s per ` +
      `step, ${rounds} rounds; load average ${loadAverage()} (${availableParallelism()} cores)`,
  );
  await writers([side], { rounds, seconds, checkoutOf: () => root, paced: true });
  console.log(`[postgres] load average after: ${loadAverage()}`);
} finally {
  await stopServer(side?.server);
  await drop();
}

/*
 * Room finder and reports benchmark (issue 17): what "find a free room" and a semester's report cost through HTTP
 * on SQLite, on the ITC 2019 mary-fal18 semester (76 rooms, its solution's classes as weekly series, imported with
 * the ITC importer into a cached SQLite file as bench/screens.ts does). Prints figures beside their goals; asserts
 * nothing.
 *
 *   npx tsx bench/rooms.ts
 *
 * Measures the median and p95 of sequential requests (unloaded: the time a person waits), signed in as an
 * administrator: a one-off search (goal < 20 ms), a 16-week weekly search (goal < 100 ms), and the whole semester's
 * report (goal < 300 ms). The semester lies in the past, where only someone who manages reservations may search (as
 * only they may book there); a student's search reads the same rows.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase } from './support/apps.js';
import { addUser, semesterDatabase } from './support/semester.js';
import { loadAverage, signIn, startServer, stopServer } from './support/server.js';

const { values: options } = parseArgs({
  options: {
    history: { type: 'string', default: '1' },
  },
});
const HISTORY = Math.max(1, Number(options.history));

/** Median and 95th percentile of sequential requests, after a warm-up. */
async function timed(url: string, cookie: string, samples: number) {
  for (let index = 0; index < 10; index += 1) {
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) {
      throw new Error(`${url}: ${response.status} ${await response.text()}`);
    }
    await response.arrayBuffer();
  }
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/** How many rooms and reservations the database at `url` holds, and the first and last day booked. */
async function semesterFacts(url: string) {
  const { db } = createDatabase(url);
  const counts = await sql<{ rooms: number; reservations: number; first: string; last: string }>`
    select (select count(*) from resources) as rooms, (select count(*) from reservations) as reservations,
      (select min(starts_at) from reservations) as first, (select max(starts_at) from reservations) as last`.execute(
    db,
  );
  await db.destroy();
  return counts.rows[0]!;
}

async function main() {
  const { url, drop } = await semesterDatabase(HISTORY);
  await addUser(url, 'bench-admin', 'admin');
  const facts = await semesterFacts(url);
  const first = facts.first.slice(0, 10);
  const last = facts.last.slice(0, 10);
  // The first Tuesday of the semester and 16 weeks of Tuesdays from it.
  const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  const tuesday = new Date(Date.parse(`${first}T12:00:00Z`) + ((1 - weekday + 7) % 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const until = new Date(Date.parse(`${tuesday}T12:00:00Z`) + 15 * 7 * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `[sqlite] mary-fal18: ${facts.rooms} rooms, ${facts.reservations} reservations from ${first} to ${last}; ` +
      `load average ${loadAverage()}`,
  );
  const server = await startServer(url);
  try {
    const base = server.address;
    const admin = (await signIn(base, 'bench-admin')).cookie!;
    const oneOff = `${base}/api/resources/free?date=${tuesday}&from=10:00&to=11:30`;
    const weekly = `${oneOff}&until=${until}&weekdays=tuesday`;
    const withSeats = `${weekly}&capacity=30`;
    const report = `${base}/api/admin/reports?from=${first}&to=${last}`;
    const figures = [
      ['free room, one-off (10:00–11:30)', await timed(oneOff, admin, 200), '< 20 ms'],
      ['free room, 16 weekly Tuesdays', await timed(weekly, admin, 200), '< 100 ms'],
      ['free room, 16 weeks, ≥ 30 seats', await timed(withSeats, admin, 200), '< 100 ms'],
      [`report of the semester (${first}–${last})`, await timed(report, admin, 40), '< 300 ms'],
    ] as const;
    for (const [name, figure, goal] of figures) {
      console.log(
        `${name.padEnd(44)} p50 ${figure.p50.toFixed(1).padStart(6)} ms  p95 ${figure.p95.toFixed(1).padStart(6)} ms  goal: ${goal}`,
      );
    }
    const answer = (await (await fetch(weekly, { headers: { cookie: admin } })).json()) as {
      data: unknown[];
      meta: { dates: string[] };
    };
    console.log(`  the weekly search asks ${answer.meta.dates.length} dates and answers ${answer.data.length} rooms`);
  } finally {
    await stopServer(server);
    await drop();
  }
}

await main();

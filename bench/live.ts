/*
 * Live timetables (issue 31): 1,000 open event streams per API process, a change fanned out to all of them, the time
 * from the commit to each stream's event (p50, p99), and the process's resident memory before and after the streams
 * opened.
 *
 *   npx tsx bench/live.ts [sqlite|postgres]      # or: ./laikas bench live
 *
 * SQLite: one process (its streams are told by reading the table every 150 ms). PostgreSQL: two processes on one
 * database; the streams are on the second, the bookings go through the first, so each event travels by NOTIFY.
 * "Commit" is taken as the moment the booking's answer arrives (the commit is just before it): the figures are from
 * there to the event's last byte read by this client, which shares the machine's two cores with the servers.
 *
 * Then, with the 1,000 streams still open, the screen: a Chromium tab (the student's) on the room's week, served by
 * the streams' process from the production build, and LIVE_BENCH_DRAWN (120) more bookings in that week, one at a
 * time: from the commit to the block drawn in the tab, p50 and p99, and where the time goes: commit to the event in
 * the tab, the event to the week's read starting, the read, and its answer to the block drawn. Skipped without
 * Chromium.
 */
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient, onPostgresServer, postgresUrl, startServer, uniqueName } from './support/apps.js';
import { loadAverage } from './support/server.js';
import { chromium } from 'playwright-core';
import { DEFAULT_FORBIDDEN_SLOTS } from '@laikas/contract';
import { toMinutes } from '@laikas/contract/time';
import { benchChromiumPath, chromiumArgs } from '../tooling/chromium.js';
import { ensureWebBuild } from '../scripts/web-build.mjs';

const STREAMS = Number(process.env.LIVE_BENCH_STREAMS ?? 1000);
const CHANGES = 20;
// Where the tab's bookings go: each half hour of the demo room's day (08:00-18:00) clear of its breaks, Monday to
// Sunday, but Monday 08:00 (the warm-up's): 104 at most.
const HALF_HOURS = Array.from({ length: 20 }, (_, index) => 8 * 60 + 30 * index).filter(
  (start) => !DEFAULT_FORBIDDEN_SLOTS.some((gap) => toMinutes(gap.from) < start + 30 && start < toMinutes(gap.to)),
);
const PLACES = HALF_HOURS.flatMap((minutes) =>
  Array.from({ length: 7 }, (_, weekday) => ({ day: `2030-01-${String(7 + weekday).padStart(2, '0')}`, minutes })),
).slice(1);
const DRAWN = Math.min(PLACES.length, Number(process.env.LIVE_BENCH_DRAWN ?? PLACES.length));
const MB = 1024 * 1024;
const dialects = process.argv[2] ? [process.argv[2]] : ['sqlite', 'postgres'];
// Outside apps/web: a build there would count as a source of the next one.
const webDist = join(tmpdir(), 'laikas-bench-web');
const withBrowser = existsSync(benchChromiumPath) && ensureWebBuild(webDist).ok;
// The overload guard off: on a machine shared with other work its 503 would refuse streams for reasons not measured here.
const env = {
  LIVE_STREAMS_PER_USER: String(STREAMS + 10),
  LIVE_STREAMS_PER_PROCESS: String(STREAMS + 10),
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

interface Stream {
  /** Resolves with the arrival time of the first `change` event naming `reservation` after `since`. */
  seen: Map<number, number>;
  close(): void;
}

/** Opens one stream over its own connection; records when each reservation's event arrives. */
function openStream(baseUrl: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const seen = new Map<number, number>();
    const request = httpRequest(
      `${baseUrl}/api/events`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream refused: ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (block.includes('event: change') && data) {
              for (const id of (JSON.parse(data) as { reservation_ids: number[] }).reservation_ids) {
                seen.set(id, performance.now());
              }
            }
          }
        });
        resolve({ seen, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(dialect: string) {
  let databaseUrl = join(mkdtempSync(join(tmpdir(), 'laikas-live-')), 'laikas.sqlite');
  const name = uniqueName('laikas_bench_live');
  if (dialect === 'postgres') {
    await onPostgresServer(`create database ${name}`);
    databaseUrl = postgresUrl(name);
  }
  const served = withBrowser ? { ...env, WEB_DIST: webDist } : env;
  const writer = await startServer(databaseUrl, served);
  const reader = dialect === 'postgres' ? await startServer(databaseUrl, served) : writer;
  const streams: Stream[] = [];
  try {
    const teacher = new HttpClient(writer.url);
    await teacher.login('destytojas', 'laikas2026');
    const student = new HttpClient(reader.url);
    await student.login('studentas', 'laikas2026');
    const cookie = (student as unknown as { cookies: Map<string, string> }).cookies;
    const cookieHeader = [...cookie].map(([key, value]) => `${key}=${value}`).join('; ');
    const resources = (await (await teacher.request('GET', '/api/resources')).json()) as {
      data: { items: { id: number }[] }[];
    };
    const room = resources.data.at(-1)! as { id: number; items: { id: number }[] };
    const itemId = room.items[0]!.id;

    const before = reader.rss();
    for (let index = 0; index < STREAMS; index += 1) {
      streams.push(await openStream(reader.url, cookieHeader));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = reader.rss();

    const delays: number[] = [];
    let missing = 0;
    for (let index = 0; index < CHANGES; index += 1) {
      // From February: the screen below books the week of 2030-01-07.
      const day = new Date(Date.UTC(2030, 1, 4 + index)).toISOString().slice(0, 10);
      const response = await teacher.request('POST', `/api/items/${itemId}/reservations`, {
        name: 'Live',
        type: 'event',
        from: day,
        to: day,
        from_time: { hours: 16, minutes: 0 },
        to_time: { hours: 16, minutes: 30 },
      });
      const committed = performance.now();
      const body = (await response.json()) as { data?: { id: number }[] };
      const id = body.data?.[0]?.id;
      if (response.status !== 201 || id === undefined) {
        throw new Error(`booking failed: ${response.status} ${JSON.stringify(body)}`);
      }
      const deadline = committed + 10_000;
      while (streams.some((stream) => !stream.seen.has(id)) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const stream of streams) {
        const at = stream.seen.get(id);
        if (at === undefined) {
          missing += 1;
        } else {
          delays.push(Math.max(0, at - committed));
        }
      }
    }
    delays.sort((left, right) => left - right);
    console.log(
      `${dialect}${dialect === 'postgres' ? ' (2 processes: booked on one, streams on the other)' : ''}: ` +
        `${STREAMS} streams, ${CHANGES} changes → ${delays.length} events, ${missing} missing; ` +
        `commit to event p50 ${percentile(delays, 0.5).toFixed(1)} ms, p99 ${percentile(delays, 0.99).toFixed(1)} ms ` +
        `(goal p99 < 1,000 ms); RSS ${Math.round(before / MB)} MB → ${Math.round(after / MB)} MB ` +
        `(${((after - before) / STREAMS / 1024).toFixed(1)} KB per stream); load average ${loadAverage()}`,
    );
    const drawnOk = withBrowser ? await measureScreen(dialect, reader.url, cookie, teacher, room.id, itemId) : true;
    return missing === 0 && drawnOk;
  } finally {
    streams.forEach((stream) => stream.close());
    await writer.stop('SIGKILL');
    if (reader !== writer) {
      await reader.stop('SIGKILL');
    }
    if (dialect === 'postgres') {
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    }
  }
}

/** p50 and p99 of some figures, as printed. */
function spread(values: readonly number[]): string {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted.length === 0
    ? 'none'
    : `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
}

/** What the tab noted, in the epoch's milliseconds: each block's drawing, each event, each read of the week. */
interface TabNotes {
  drawnAt: Record<string, number>;
  eventAt: Record<string, number>;
  reads: { start: number; end: number }[];
}

/**
 * Commit to the block drawn: the student's tab on the room's week of 2030-01-07, `DRAWN` bookings in that week one at a
 * time, the tab noting when each block appears (a MutationObserver), when the app hears each event (its
 * `laikas:live-change`) and when each read of the week starts and ends (resource timing); Date.now on the same machine.
 */
async function measureScreen(
  dialect: string,
  baseUrl: string,
  cookies: Map<string, string>,
  teacher: HttpClient,
  roomId: number,
  itemId: number,
): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: benchChromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      [...cookies].map(([name, value]) => ({ name, value, url: baseUrl, secure: name.startsWith('__Host-') })),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/resources/${roomId}?week=2030-01-07`);
    await page.locator('[data-date="2030-01-07"]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const notes: TabNotes = { drawnAt: {}, eventAt: {}, reads: [] };
      (window as unknown as { notes: TabNotes }).notes = notes;
      new MutationObserver(() => {
        for (const block of document.querySelectorAll('[role="button"][aria-label*="Drawn "]')) {
          const name = /Drawn -?\d+/.exec(block.getAttribute('aria-label') ?? '')?.[0];
          if (name && !(name in notes.drawnAt)) {
            notes.drawnAt[name] = Date.now();
          }
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
      window.addEventListener('laikas:live-change', (event) => {
        for (const id of (event as CustomEvent<{ reservation_ids: number[] }>).detail.reservation_ids) {
          notes.eventAt[id] ??= Date.now();
        }
      });
      performance.setResourceTimingBufferSize(10_000);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          if (entry.name.includes('/week?')) {
            const origin = performance.timeOrigin;
            notes.reads.push({ start: origin + entry.startTime, end: origin + entry.responseEnd });
          }
        }
      }).observe({ type: 'resource' });
    });
    const samples: { committed: number; id: number; name: string }[] = [];
    const missing: string[] = [];
    // Index -1 warms up, not counted: the tab's stream opens after its week is drawn, and is open once it is drawn.
    for (let index = -1; index < DRAWN; index += 1) {
      const { day, minutes } = index < 0 ? { day: '2030-01-07', minutes: 8 * 60 } : PLACES[index]!;
      const name = `Drawn ${index}`;
      const response = await teacher.request('POST', `/api/items/${itemId}/reservations`, {
        name,
        type: 'event',
        from: day,
        to: day,
        from_time: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
        to_time: { hours: Math.floor((minutes + 30) / 60), minutes: (minutes + 30) % 60 },
      });
      const committed = Date.now();
      const body = (await response.json()) as { data?: { id: number }[] };
      const id = body.data?.[0]?.id;
      if (response.status !== 201 || id === undefined) {
        throw new Error(`booking failed: ${response.status} ${JSON.stringify(body)}`);
      }
      const drawn = await page
        .waitForFunction((wanted) => (window as unknown as { notes: TabNotes }).notes.drawnAt[wanted], name, {
          timeout: index < 0 ? 60_000 : 10_000,
        })
        .catch(() => undefined);
      if (index < 0) {
        continue;
      }
      if (drawn === undefined) {
        missing.push(`${name} (${day} ${minutes / 60}h)`);
      } else {
        samples.push({ committed, id, name });
      }
    }
    const notes = await page.evaluate(() => (window as unknown as { notes: TabNotes }).notes);
    const total: number[] = [];
    const toEvent: number[] = [];
    const toRead: number[] = [];
    const read: number[] = [];
    const toDrawn: number[] = [];
    for (const { committed, id, name } of samples) {
      const drawn = notes.drawnAt[name]!;
      total.push(Math.max(0, drawn - committed));
      const event = notes.eventAt[id];
      // The read that drew the block: the last one to answer before it was drawn.
      const answered = notes.reads.filter((one) => one.end <= drawn + 1).at(-1);
      if (event === undefined || answered === undefined) {
        continue;
      }
      toEvent.push(Math.max(0, event - committed));
      toRead.push(answered.start - event);
      read.push(answered.end - answered.start);
      toDrawn.push(drawn - answered.end);
    }
    console.log(
      `${dialect} screen: ${DRAWN} bookings in the week open in Chromium, one at a time (1,000 other streams open) → ` +
        `${samples.length} drawn, ${missing.length} missing${missing.length > 0 ? ` (${missing.join(', ')})` : ''}; ` +
        `commit to block drawn ${spread(total)} (goal p99 < 1,000 ms); load average ${loadAverage()}\n` +
        `  where the time goes (${toEvent.length} with their event and read): commit to the event in the tab ` +
        `${spread(toEvent)}; event to the week's read starting ${spread(toRead)}; the read ${spread(read)}; ` +
        `its answer to the block drawn ${spread(toDrawn)}`,
    );
    return missing.length === 0;
  } finally {
    await browser.close();
  }
}

let ok = true;
for (const dialect of dialects) {
  ok = (await measure(dialect)) && ok;
}
process.exit(ok ? 0 : 1);

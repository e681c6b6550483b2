/*
 * Calls per screen (issue 18, goal 1: "no screen makes more than two calls to show its content"). Prints, for every
 * screen of the app's route table, the API calls it makes when a person opens it from within the app; asserts
 * nothing.
 *
 *   npx tsx bench/calls.ts           # or ./laikas bench calls
 *
 * The real server (`NODE_ENV=production`) on a fresh SQLite file with the demo university, serving a production
 * build of the web app (as `./laikas start` does); Debian's Chromium (playwright-core) signed in as the demo
 * super administrator (who may open every screen). For each route of `apps/web/src/app/routeTable.ts` (its parameters
 * filled with the demo data's first resource, reservation, user, group, annex and saved report), the page first
 * shows Home and settles, then the app navigates to the screen (history push, as a link click does) and every
 * request to `/api/` until the network has been quiet for 500 ms is counted. What the app loaded at start (the
 * signed-in user, the settings) is not counted again, since a screen opened from within the app reuses it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD, ROUTE_TABLE } from './support/apps.js';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { benchChromiumPath, chromiumArgs } from '../tooling/chromium.js';
import { browserCookies, loadAverage, root, signIn, startServer, stopServer, TIME_ZONE } from './support/server.js';

const GOAL = 2;
const QUIET_MS = 500;

/** The demo data's first row of each kind a route parameter names (undefined where the demo has none). */
function parameters(file: string): Record<string, number | undefined> {
  const database = new Database(file, { readonly: true });
  try {
    const first = (query: string) => (database.prepare(query).get() as { id: number } | undefined)?.id;
    const resource = first('select id from resources order by id limit 1');
    return {
      id: resource,
      resourceId: resource,
      reservationId: first('select id from reservations order by id limit 1'),
      userId: first("select id from users where uid = 'studentas'"),
      groupId: first('select id from groups order by id limit 1'),
      annexId: first('select id from annexes order by id limit 1'),
      report: first('select id from reports order by id limit 1'),
    };
  } finally {
    database.close();
  }
}

/** The route's path with its parameters filled in, or undefined when the demo data has nothing to fill one with. */
function concrete(path: string, values: Record<string, number | undefined>): string | undefined {
  let missing = false;
  const filled = path.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = values[name];
    missing ||= value === undefined;
    return String(value);
  });
  return missing ? undefined : filled;
}

/** Resolves once no request to the API has been in flight for `QUIET_MS`. */
function quiet(page: Page, inFlight: () => number): Promise<void> {
  return page.waitForTimeout(0).then(async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (inFlight() > 0) {
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) {
        return;
      }
    }
  });
}

async function main() {
  const webDist = join(tmpdir(), 'laikas-bench-web');
  if (!ensureWebBuild(webDist).ok) {
    throw new Error('the web build failed');
  }
  const folder = mkdtempSync(join(tmpdir(), 'laikas-bench-calls-'));
  const file = join(folder, 'laikas.sqlite');
  // The demo university, seeded as `./laikas seed` does (a production server never seeds).
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/cli/seed.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: file, TIME_ZONE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) {
    throw new Error('seeding the demo university failed');
  }
  const server = await startServer(file, webDist);
  const browser = await chromium.launch({ executablePath: benchChromiumPath, args: chromiumArgs, headless: true });
  try {
    const base = server.address;
    const headers = await signIn(base, 'superadmin', DEMO_PASSWORD);
    const values = parameters(file);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'lt-LT' });
    await context.addCookies(browserCookies(headers));
    const page = await context.newPage();
    let counting = false;
    let inFlight = 0;
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) {
        return;
      }
      inFlight += 1;
      if (counting) {
        calls.push(`${request.method()} ${url.pathname}`);
      }
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    console.log(
      `[calls] Chromium ${browser.version()}, production build, demo university, signed in as the super administrator; ` +
        `load average ${loadAverage()}`,
    );
    let over = 0;
    let measured = 0;
    for (const route of ROUTE_TABLE) {
      if (route.path === '/login') {
        continue;
      }
      const path = concrete(route.path, values);
      if (!path) {
        console.log(`${route.name.padEnd(28)} ${route.path.padEnd(36)} (no such row in the demo data)`);
        continue;
      }
      await page.evaluate(() => {
        window.history.pushState(null, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await quiet(page, () => inFlight);
      calls.length = 0;
      counting = true;
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await quiet(page, () => inFlight);
      counting = false;
      measured += 1;
      const ok = calls.length <= GOAL;
      over += ok ? 0 : 1;
      console.log(
        `${route.name.padEnd(28)} ${path.padEnd(36)} ${String(calls.length).padStart(2)} calls  goal ≤ ${GOAL} ` +
          `${ok ? 'ok  ' : 'OVER'}  ${calls.join(', ')}`,
      );
    }
    console.log(`${measured} screens measured, ${over} over the goal`);
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();

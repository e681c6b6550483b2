#!/usr/bin/env node
/**
 * Grid rendering benchmark: builds bench/grid/ (a page that mounts WeekGrid with 1,000 events and
 * LaneGrid with 100 resources) with Vite in production mode, opens it in Debian's Chromium through
 * playwright-core and prints the render and week-change times. Goal: under 50 ms each.
 *
 *   node bench/grid.bench.mjs            (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const GOAL_MS = 50;
const outDir = mkdtempSync(join(tmpdir(), 'laikas-grid-bench-'));

const config = {
  root: join(here, 'grid'),
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, minify: true },
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
};

let server;
let browser;
try {
  await build(config);
  server = await preview(config);
  const url = server.resolvedUrls?.local[0];
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__gridBench !== undefined, undefined, { timeout: 300_000 });
  const result = await page.evaluate(() => window.__gridBench);
  if (result.error) {
    throw new Error(result.error);
  }
  const row = (name, figures) => {
    const verdict = figures.median < GOAL_MS ? 'ok' : `OVER ${GOAL_MS} ms`;
    return `${name.padEnd(44)} median ${figures.median.toFixed(1).padStart(6)} ms   p90 ${figures.p90.toFixed(1).padStart(6)} ms   max ${figures.max.toFixed(1).padStart(6)} ms   ${verdict}`;
  };
  console.log(`Grid benchmark (Chromium ${browser.version()}, production build, ${result.runs} runs after warm-up)`);
  console.log(row(`WeekGrid, 1,000 events: first render`, result.week.render));
  console.log(row(`WeekGrid, 1,000 events: week change`, result.week.weekChange));
  console.log(row(`LaneGrid, 100 resources x 10: first render`, result.laneGrid.render));
  console.log(row(`LaneGrid, 100 resources x 10: week change`, result.laneGrid.weekChange));
  console.log(`(event buttons in the DOM: week ${result.buttons.week}, lanes ${result.buttons.lanes})`);
  console.log(
    `split of the medians: WeekGrid React ${result.weekSplit.react.median.toFixed(1)} ms + style/layout ${result.weekSplit.layout.median.toFixed(1)} ms; ` +
      `LaneGrid React ${result.laneSplit.react.median.toFixed(1)} ms + style/layout ${result.laneSplit.layout.median.toFixed(1)} ms`,
  );
  console.log(row('machine baseline: 1,000 plain buttons, first render', result.baseline.render));
  const ratio = (figures) => (figures.median / result.baseline.render.median).toFixed(1);
  console.log(
    `relative to the baseline (steadier than milliseconds on a busy machine): WeekGrid ${ratio(result.week.render)}x / ${ratio(result.week.weekChange)}x, ` +
      `LaneGrid ${ratio(result.laneGrid.render)}x / ${ratio(result.laneGrid.weekChange)}x (first render / week change)`,
  );
  console.log(
    `load average when measured: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on ${cpus().length} CPUs`,
  );
} finally {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}

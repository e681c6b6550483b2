#!/usr/bin/env node
/**
 * Grid rendering benchmark: builds bench/grid/ (a page that mounts WeekGrid with 1,000 events and
 * LaneGrid with 100 resources) with Vite in production mode, opens it in Debian's Chromium through
 * playwright-core and prints the render and week-change times. Goal: under 50 ms each.
 *
 *   node bench/grid.bench.mjs            (CHROMIUM_PATH overrides /usr/bin/chromium)
 *   node bench/grid.bench.mjs --only week --trace /tmp/week.json
 *     --only week|lanes   measure one grid (and the baseline) only, for quicker rounds
 *     --trace FILE        also record a Chromium trace of the runs and print where the main thread went
 *     --grid DIR          measure the grid sources in DIR (a copy of packages/timetable-grid/src of another
 *                         commit, placed inside this checkout so that its imports resolve) instead of the
 *                         current ones: before/after figures taken under the same load
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, trace: { type: 'string' }, grid: { type: 'string' } },
});
if (options.only && !['week', 'lanes'].includes(options.only)) {
  throw new Error('--only takes week or lanes');
}

const here = dirname(fileURLToPath(import.meta.url));
const GOAL_MS = 50;
const outDir = mkdtempSync(join(tmpdir(), 'laikas-grid-bench-'));

const config = {
  root: join(here, 'grid'),
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: options.grid ? { alias: { '@laikas/timetable-grid': resolve(options.grid, 'index.ts') } } : {},
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
  if (options.trace) {
    await browser.startTracing(page, { path: options.trace, categories: ['devtools.timeline', 'blink.user_timing'] });
  }
  await page.goto(options.only ? `${url}?only=${options.only}` : url);
  await page.waitForFunction(() => window.__gridBench !== undefined, undefined, { timeout: 300_000 });
  const result = await page.evaluate(() => window.__gridBench);
  if (options.trace) {
    await browser.stopTracing();
  }
  if (result.error) {
    throw new Error(result.error);
  }
  const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
  const row = (name, figures) => {
    const verdict = figures.median < GOAL_MS ? 'ok' : `OVER ${GOAL_MS} ms`;
    return (
      `${name.padEnd(44)} median ${ms(figures.median)}   p90 ${ms(figures.p90)}   max ${ms(figures.max)}   ${verdict.padEnd(10)}` +
      `(React ${ms(figures.react)} + style/layout ${ms(figures.layout)})`
    );
  };
  console.log(
    `Grid benchmark (Chromium ${browser.version()}, production build, ${result.runs} runs after warm-up` +
      `${options.grid ? `, grid sources from ${options.grid}` : ''})`,
  );
  const ratio = (figures) => (figures.median / result.baseline.render.median).toFixed(1);
  if (result.week) {
    console.log(row(`WeekGrid, 1,000 events: first render`, result.week.render));
    console.log(row(`WeekGrid, 1,000 events: week change`, result.week.weekChange));
    console.log(`  (${result.buttons.week} event buttons in the DOM)`);
  }
  if (result.laneGrid) {
    console.log(row(`LaneGrid, 100 resources x 10: first render`, result.laneGrid.render));
    console.log(row(`LaneGrid, 100 resources x 10: week change`, result.laneGrid.weekChange));
    console.log(`  (${result.buttons.lanes} event buttons in the DOM)`);
  }
  console.log(row('machine baseline: 1,000 plain buttons, first render', result.baseline.render));
  console.log(
    'relative to the baseline (steadier than milliseconds on a busy machine; first render / week change):' +
      (result.week ? ` WeekGrid ${ratio(result.week.render)}x / ${ratio(result.week.weekChange)}x` : '') +
      (result.laneGrid ? ` LaneGrid ${ratio(result.laneGrid.render)}x / ${ratio(result.laneGrid.weekChange)}x` : ''),
  );
  if (options.trace) {
    summariseTrace(options.trace);
  }
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

/**
 * From the trace: each case's main-thread time by kind, and the CPU time (the thread's own clock,
 * which does not run while the thread waits for a core) of React and of style/layout per sample.
 */
function summariseTrace(path) {
  const { traceEvents } = JSON.parse(readFileSync(path, 'utf8'));
  const kinds = {
    UpdateLayoutTree: 'style recalculation',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'pre-paint',
  };
  const marks = traceEvents
    .filter((event) => event.cat?.includes('blink.user_timing') && event.ph === 'I')
    .sort((a, b) => a.ts - b.ts);
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
  console.log(`trace written to ${path}`);
  for (const name of ['baseline', 'week', 'lanes']) {
    const from = marks.find((mark) => mark.name === `${name}:start`);
    const to = marks.find((mark) => mark.name === `${name}:end`);
    if (!from || !to) {
      continue;
    }
    const totals = {};
    for (const event of traceEvents) {
      const kind = kinds[event.name];
      if (kind && event.ph === 'X' && event.pid === from.pid && event.ts >= from.ts && event.ts <= to.ts) {
        totals[kind] = (totals[kind] ?? 0) + (event.tdur ?? event.dur) / 1000;
      }
    }
    const cpu = { render: [], change: [] };
    const inCase = marks.filter((mark) => mark.ts > from.ts && mark.ts < to.ts && mark.name.startsWith('sample:'));
    for (let index = 0; index + 2 < inCase.length; index++) {
      const [start, rendered, laidOut] = inCase.slice(index, index + 3);
      const [, kind, phase] = start.name.split(':');
      if (phase === '0' && cpu[kind] && rendered.name.endsWith(':1') && laidOut.name.endsWith(':2')) {
        cpu[kind].push({ react: (rendered.tts - start.tts) / 1000, layout: (laidOut.tts - rendered.tts) / 1000 });
      }
    }
    const parts = Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, total]) => `${kind} ${total.toFixed(0)} ms`);
    console.log(`  ${name}: main-thread CPU over the whole case (warm-up included): ${parts.join(', ')}`);
    for (const [kind, samples] of Object.entries(cpu)) {
      if (samples.length > 0) {
        const react = median(samples.map((sample) => sample.react));
        const layout = median(samples.map((sample) => sample.layout));
        const total = median(samples.map((sample) => sample.react + sample.layout));
        console.log(
          `    ${kind === 'render' ? 'first render' : 'week change '} CPU time, median: ${total.toFixed(1)} ms (React ${react.toFixed(1)} + style/layout ${layout.toFixed(1)})`,
        );
      }
    }
  }
}

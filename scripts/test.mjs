#!/usr/bin/env node
// `npm test` / `./laikas test`: every suite, then one summary line.
// 1. Vitest projects unit (node), dom and dom:isolated (jsdom) and api (SQLite files, as a server has them: a
//    writer and a `query_only` reader connection, long writes in a worker thread; and PostgreSQL), two files at a
//    time: many API files wait on real server processes, PostgreSQL or a clock, and one worker left a core idle.
// 2. The storybook projects: every story as a test in Chromium, lt in the university theme (play function, axe,
//    screenshot), then en in high contrast (play function and axe; the screenshot baselines are lt's). One mode a
//    phase, so that one browser at a time runs (docs/decisions/stories-in-every-mode.md).
//    Beside them, the checks: the type check of every project (`tsc -b`, as `./laikas typecheck`): code no test runs
//    still has to compile; ESLint (which fences the server's layers) and Prettier, as `./laikas lint`; each one's
//    output printed when it ends. And the e2e phase's production build of the web app. A story phase leaves about a
//    third of the machine idle (it waits on one page); the checks alone kept both cores busy for ~75 s.
// 3. End-to-end tests in Chromium against the built app and real servers: two files at a time, each worker with a
//    server and database of its own (E2E_WORKERS; docs/decisions/e2e-one-server-per-worker.md).
// The API suites and the e2e phase each keep both cores busy, so nothing runs beside them: a starved browser misses
// its time-outs.
// Extra arguments go to every phase (`./laikas test -- --bail=1`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules/.cache/laikas-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// Node's compile cache (its stripped TypeScript and V8's code, kept on disk by content) for every Node process the
// suites start: the API's TypeScript is loaded afresh by each SQLite test database's writer thread (~860 of them),
// each server a process or e2e test starts, and each worker. reservations.test on SQLite alone: 25.4 s of CPU
// without, 20.4 s with, the first run included (bench/README.md "Suite time at rest").
process.env.NODE_COMPILE_CACHE ??= join(root, 'node_modules/.cache/node-compile-cache');

// At least two files at a time, also on a two-core machine (vitest's default there is one).
const nodeWorkers = Math.max(2, availableParallelism() - 1);
const phase = (name, args, env = {}) => ({
  name,
  env,
  args: [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
});
const nodePhase = phase('node', [
  ...['--project', 'unit', '--project', 'dom', '--project', 'dom:isolated', '--project', 'api'],
  `--maxWorkers=${nodeWorkers}`,
]);
const storyPhases = [
  phase('stories', ['--project', 'storybook']),
  phase('stories-en-high-contrast', ['--project', 'storybook:en-high-contrast']),
];
const e2ePhase = existsSync(join(root, 'e2e/vitest.config.ts'))
  ? phase('e2e', ['--config', 'e2e/vitest.config.ts'])
  : undefined;
const phases = [nodePhase, ...storyPhases, ...(e2ePhase ? [e2ePhase] : [])];

const extra = process.argv.slice(2);
let failedPhases = 0;
/** Runs one phase's command with the terminal as its output; resolves when it ends. */
function run({ name, args, env }) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn('npx', [...args, ...extra], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (status) => {
      report(name, status, started);
      resolve();
    });
  });
}
/** Prints how a phase or check ended; counts it as failed when it exited non-zero. */
function report(name, status, started) {
  console.log(
    `=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  if (status !== 0) {
    failedPhases += 1;
  }
}
/** Runs one check with its output kept, and prints it under its name when it ends. */
function check(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', command, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let done = false;
    const end = (status) => {
      if (done) {
        return;
      }
      done = true;
      console.log(`\n=== ${name} ===`);
      if (output.trim()) {
        console.log(output.trimEnd());
      }
      report(name, status, started);
      resolve();
    };
    child.on('close', end);
    // A process the check started and left running (a build tool's helper) keeps the output pipe open, and 'close'
    // never comes: the CI of 6 Dec waited 33 min on the e2e web build, finished at 16:12. Its exit decides, its output
    // read up to a few seconds after.
    child.on('exit', (status) => setTimeout(() => end(status), 5000).unref());
  });
}

await run(nodePhase);
// The layers (routes never reach repositories or db/, domain/ stays pure) and the house format are lint rules.
const beside = [
  check('typecheck', ['tsc', '-b']),
  check('lint', ['eslint', '.']),
  check('format', ['prettier', '--check', '.']),
];
if (e2ePhase) {
  // The e2e global setup finds this build current and starts its servers at once.
  const build = `import('./scripts/web-build.mjs').then(({ ensureWebBuild }) => process.exit(ensureWebBuild(${JSON.stringify(
    join(root, 'apps/web/dist-e2e'),
  )}).ok ? 0 : 1))`;
  beside.push(check('e2e web build', ['node', '--input-type=module', '-e', build]));
}
for (const storyPhase of storyPhases) {
  await run(storyPhase);
}
await Promise.all(beside);
if (e2ePhase) {
  await run(e2ePhase);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { name } of phases) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) {
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
// A phase that failed without a failed test (a crash, a failed build) still counts as a failure.
if (failedPhases > 0 && failed === 0) {
  failed = failedPhases;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedPhases > 0 ? 1 : 0);

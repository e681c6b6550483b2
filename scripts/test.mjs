#!/usr/bin/env node
// `npm test` / `./laikas test`: every suite, one after the other, then one summary line.
// 1. Vitest projects: unit (node), dom (jsdom), api (SQLite and PostgreSQL), storybook (Chromium).
// 2. End-to-end tests in Chromium against the built app and a real server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules/.cache/laikas-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suites = [
  {
    name: 'vitest',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
  },
];
if (existsSync(join(root, 'e2e/vitest.config.ts'))) {
  suites.push({
    name: 'e2e',
    args: [
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'e2e.json')}`,
    ],
  });
}

const extra = process.argv.slice(2);
let failedSuites = 0;
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const result = spawnSync('npx', [...suite.args, ...extra], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failedSuites += 1;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  const file = join(reports, `${suite.name}.json`);
  if (!existsSync(file)) {
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (failedSuites > 0 && failed === 0) {
  failed = failedSuites;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedSuites > 0 ? 1 : 0);

#!/usr/bin/env node
// `./laikas bench [grid|api [sqlite|postgres]|bundle|screens|browser|server-profile|rooms|fuzz [runs] [seed]|write-stall|import-stall|calls|scale|
// round-trips [repeats]|memory [sqlite|postgres]|writers [--rounds N] [--seconds S]|live [sqlite|postgres]|compare --against <dir>]`: runs the benchmarks, each printing its
// figures. Without an argument: every one of them.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const [which, ...rest] = process.argv.slice(2);
const benches = {
  grid: ['node', [join(here, 'grid.bench.mjs'), ...rest]],
  api: ['npx', ['tsx', join(here, 'api.ts'), ...rest]],
  bundle: [
    ['node', [join(here, 'bundle.bench.mjs'), ...rest]],
    ['node', [join(here, 'packages.bench.mjs')]],
  ],
  screens: ['npx', ['tsx', join(here, 'screens.ts'), ...rest]],
  fuzz: ['node', [join(here, 'fuzz.mjs'), ...rest]],
  'write-stall': ['npx', ['tsx', join(here, 'write-stall.ts'), ...rest]],
  'import-stall': ['npx', ['tsx', join(here, 'import-stall.ts'), ...rest]],
  browser: ['npx', ['tsx', join(here, 'browser.ts'), ...rest]],
  'server-profile': ['npx', ['tsx', join(here, 'server-profile.ts'), ...rest]],
  calls: ['npx', ['tsx', join(here, 'calls.ts'), ...rest]],
  rooms: ['npx', ['tsx', join(here, 'rooms.ts'), ...rest]],
  scale: ['npx', ['tsx', join(here, 'scale.ts'), ...rest]],
  'round-trips': ['npx', ['tsx', join(here, 'round-trips.ts'), ...rest]],
  memory: ['npx', ['tsx', join(here, 'memory.ts'), ...rest]],
  writers: ['npx', ['tsx', join(here, 'writers.ts'), ...rest]],
  compare: ['npx', ['tsx', join(here, 'compare.ts'), ...rest]],
  live: ['npx', ['tsx', join(here, 'live.ts'), ...rest]],
};
const chosen = which ? [which] : Object.keys(benches);
let failed = false;
for (const name of chosen) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark ${name}; choose one of ${Object.keys(benches).join(', ')}.`);
    process.exit(2);
  }
  console.log(`\n=== bench: ${name} ===`);
  // A bench is one command, or several run one after the other.
  const commands = Array.isArray(bench[0]) ? bench : [bench];
  for (const [command, args] of commands) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    failed ||= result.status !== 0;
  }
}
process.exit(failed ? 1 : 0);

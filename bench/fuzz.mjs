#!/usr/bin/env node
// `./laikas bench fuzz [runs] [seed]`: the long run of the fuzz over every API route (issue 13), on SQLite and
// PostgreSQL: the CI test (apps/api/test/fuzz-1.test.ts and fuzz-2.test.ts, each half of the routes, on a fixed seed
// so that every CI run sends the same requests: 190 cases per route and role on SQLite, over 100,000 calls, and 6 on
// PostgreSQL) with the same number of cases on both databases (default 150) and a fresh seed each run unless one is
// given. Prints the seed first, then each file's calls, answers and time; fails on any 500 or anything stored by a
// rejected request, naming the request and the seed to replay it
// (`FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run --project api apps/api/test/fuzz-1.test.ts apps/api/test/fuzz-2.test.ts`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [runs = '150', seed = String(Date.now() % 2 ** 31)] = process.argv.slice(2);
console.log(`fuzz: ${runs} cases per route and role, FUZZ_SEED=${seed}`);
const files = ['apps/api/test/fuzz-1.test.ts', 'apps/api/test/fuzz-2.test.ts'];
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files, '--maxWorkers=2'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);

import { defineConfig } from 'vitest/config';
import { isChromiumAvailable } from '../tooling/chromium.ts';
import { E2E_WORKERS } from './support/workers.ts';

const browserAvailable = isChromiumAvailable();

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: browserAvailable ? ['tests/**/*.e2e.test.ts'] : [],
    passWithNoTests: !browserAvailable,
    environment: 'node',
    globalSetup: ['support/globalSetup.ts'],
    setupFiles: ['support/demoUsers.ts'],
    // A bound on a hung journey, not a timing goal (timings live in bench/): a journey through several people's pages
    // takes 20-40 s alone and more than twice that on a loaded machine (groups.e2e ran past a 60 s bound at load 20,
    // 2 Dec). Each step still waits at most its own Playwright or poll timeout.
    testTimeout: 180_000,
    // A screen may take seconds to reach its state on a loaded 2-core machine (CI at load 20 missed vitest's 1 s
    // default five times in one run, each passing alone; 10 s once on the periods screen, 2 Dec): wait as long as a
    // Playwright action does, 30 s; an assertion that holds returns at once.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 180_000,
    // Files run E2E_WORKERS at a time; each worker has its own server (support/globalSetup.ts) and its files run one
    // after the other against it.
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
  },
});

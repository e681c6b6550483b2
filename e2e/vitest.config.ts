import { defineConfig } from 'vitest/config';
import { isChromiumAvailable } from '../tooling/chromium.ts';

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
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one browser per run: the files share them and run one after the other.
    fileParallelism: false,
  },
});

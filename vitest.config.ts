import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath, isChromiumAvailable } from './tooling/chromium.ts';

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      environment: 'node',
      include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'tooling/**/*.test.ts'],
    },
  },
  {
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: 'dom',
      environment: 'jsdom',
      include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
      setupFiles: ['tooling/vitest-setup/jest-dom.ts'],
    },
  },
  {
    test: {
      name: 'api',
      environment: 'node',
      include: ['apps/api/test/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // API suites share one PostgreSQL server; each file creates its own database.
      fileParallelism: true,
    },
  },
];

if (isChromiumAvailable()) {
  projects.push({
    plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook' })],
    test: {
      name: 'storybook',
      setupFiles: ['tooling/vitest-setup/story-screenshot.ts'],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1024, height: 720 },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // threshold 0.05 (half pixelmatch's default) absorbs anti-aliasing of glyph edges; a moved or recoloured element
            // changes far more than 150 pixels.
            comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 150 },
            resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
              `${root}/${testFileDirectory}/__screenshots__/${testFileName}/${arg}${ext}`,
          },
        },
      },
    },
  });
}

export default defineConfig({
  test: {
    projects,
  },
});

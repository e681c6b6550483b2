import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath, isChromiumAvailable } from './tooling/chromium.ts';

/** The component tests (jsdom), and which of them need their modules loaded afresh. */
const componentTests = globSync(['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx']);
const needsFreshModules = (file: string) =>
  /\bvi\.(mock|doMock|resetModules)\(|fresh modules/.test(readFileSync(file, 'utf8'));

function domProject(name: string, test: { include: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name,
      environment: 'jsdom',
      // A screen rendered in jsdom took 7.8 s at load average 20 (5 s is vitest's default), and a form 28 s in a
      // busy CI's node phase (load 15-22): a limit on a hung test, not a timing goal.
      testTimeout: 60_000,
      setupFiles: ['tooling/vitest-setup/jest-dom.ts'],
      ...test,
    },
  };
}

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      environment: 'node',
      // Property-based tests run hundreds of cases; give them room on a busy 2-core machine.
      testTimeout: 20_000,
      include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'tooling/**/*.test.ts'],
      // Pure modules: a file that changes shared state (fake timers, a stubbed global) puts it back in afterEach, so
      // files need no module isolation. Importing each file's modules afresh was ~88% of this project's time: 85
      // files took 114-181 s isolated, 16-30 s not (docs/decisions/tests-move-clocks.md).
      isolate: false,
    },
  },
  // Component tests in jsdom, in two projects: loading the ui, the grid and the app's modules afresh for each file was
  // ~90 % of their time (45 files at one worker, load 9, 1 Dec: 642 s isolated, import 58 % and environment 14 % of
  // it; 50 s not), so most files share them. A file that mocks a module (`vi.mock`), imports modules afresh
  // (`vi.resetModules`) or needs a module's state as a fresh import leaves it (say so in the file: `fresh modules`)
  // runs isolated: a mock only holds for modules imported after it.
  domProject('dom', { include: componentTests.filter((file) => !needsFreshModules(file)), isolate: false }),
  domProject('dom:isolated', { include: componentTests.filter(needsFreshModules), isolate: true }),
  {
    test: {
      name: 'api',
      environment: 'node',
      include: ['apps/api/test/**/*.test.ts'],
      // A limit on a hung test, not a timing goal: whole-document cases took 32 s in a busy CI (load 15-22).
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Migrates one PostgreSQL template per run; test databases are copies of it (apps/api/test/global-setup.ts).
      globalSetup: ['apps/api/test/global-setup.ts'],
      // API suites share one PostgreSQL server; each file creates its own database.
      fileParallelism: true,
      // Every file builds its own apps and databases, so files need no module isolation; loading the server's
      // modules once per worker instead of once per file saves about a tenth of the run.
      isolate: false,
    },
  },
];

/**
 * The story modes (docs/decisions/stories-in-every-mode.md): lt in the university theme (plays, axe, screenshots)
 * and en in high contrast (plays and axe), so that every story's play runs in both languages and axe checks it in
 * both themes. The baselines are lt's.
 */
const storyModes = [
  { name: 'storybook', globals: {}, screenshots: true },
  { name: 'storybook:en-high-contrast', globals: { locale: 'en', theme: 'highContrast' }, screenshots: false },
] as const;

if (isChromiumAvailable()) {
  for (const mode of storyModes) {
    projects.push({
      plugins: [
        storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook', initialGlobals: mode.globals }),
      ],
      // Optimise every dependency the stories use before the first test: a dependency discovered
      // mid-run makes Vite reload the page, which aborts the story test that was running.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/dynamic',
          '@radix-ui/react-dialog',
          '@radix-ui/react-dropdown-menu',
          '@radix-ui/react-popover',
          '@tanstack/react-table',
          '@date-fns/tz',
          'clsx',
          'cmdk',
          'date-fns',
          'date-fns/locale',
          'i18next',
          'ics',
          'react-day-picker',
          'react-i18next',
          'react-router',
          'zod',
          'axe-core',
        ],
      },
      test: {
        name: mode.name,
        provide: { storyScreenshots: mode.screenshots },
        setupFiles: ['tooling/vitest-setup/story-screenshot.ts'],
        testTimeout: 30_000,
        // All story files in one page (docs/decisions/stories-in-every-mode.md): an iframe per file reloaded the same
        // modules, ~40 % of a phase.
        isolate: false,
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
}

export default defineConfig({
  test: {
    projects,
  },
});

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'storybook-static/**',
      '.node/**',
      'data/**',
      'coverage/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      curly: ['error', 'all'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Pure logic never imports React or the DOM (house style H7).
    files: ['packages/*/src/layout/**/*.ts', 'packages/*/src/model/**/*.ts', 'apps/api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'Pure modules must not import React.' },
          ],
        },
      ],
    },
  },
  {
    // Values reach the database as bound parameters, never as literals written into the SQL text (issue 26).
    // Migrations (DDL) are exempt. Services have a stricter rule below: no SQL at all.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='sql'][callee.property.name='lit']",
          message: 'Bind values as parameters (${value}); sql.lit writes them into the SQL text.',
        },
      ],
    },
  },
  {
    // The server's layers (docs/decisions/server-layers.md): routes speak HTTP and call services decorated on the
    // app; repositories and the database stay behind the services.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repositories/*', '**/db/*'],
              message: 'Routes call services; repositories and db/ stay behind them.',
            },
            { group: ['kysely'], message: 'Routes never query the database.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name=/^(repositories|db|userRepository)$/][object.name='app']",
          message: 'Routes call services decorated on the app; repositories and the database stay behind them.',
        },
        {
          selector: 'CallExpression[callee.name=/^create[A-Z][A-Za-z]*(Service|Reader|Repository)$/]',
          message: 'Routes build no services: plugins/app/* decorate them on the app (one composition root).',
        },
      ],
    },
  },
  {
    // Services speak in rules and call repositories: no query builder, no SQL, no transaction of their own. They
    // pass a database handle on to repositories and group writes through the units of work db/ offers
    // (unit-of-work, write-lock, import-lock), and use the row types and conversions of db/database.ts.
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['kysely'], allowTypeImports: true, message: 'Services never query: SQL lives in repositories.' },
            {
              group: [
                '**/db/*',
                '!**/db/database.js',
                '!**/db/unit-of-work.js',
                '!**/db/write-lock.js',
                '!**/db/import-lock.js',
              ],
              message: 'Services reach db/ only through its units of work (unit-of-work, write-lock, import-lock).',
            },
            { group: ['**/routes/*', '**/plugins/*'], message: 'Services know nothing of HTTP.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
          message: 'Services never query: SQL lives in repositories.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(transaction|startTransaction|connection|withSchema|withPlugin|execute|executeTakeFirst|executeTakeFirstOrThrow|stream)$/]',
          message: 'Services never run Kysely: a transaction is inTransaction() from db/unit-of-work.ts.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Services never query: SQL lives in repositories.',
        },
      ],
    },
  },
  {
    // The reservation use cases read like the rules (issue 26): no function over 80 lines, here and in the domain.
    files: ['apps/api/src/services/reservations/**/*.ts', 'apps/api/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Screens stay thin (issue 29): no screen file over 150 lines; what grows moves into a hook, a part or a package.
    files: ['apps/web/src/routes/**/*.tsx', 'apps/web/src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'max-lines': ['error', { max: 150 }],
    },
  },
  {
    // Domain rules are pure: no database, no HTTP, no services.
    files: ['apps/api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'Pure modules must not import React.' },
            {
              group: [
                'kysely',
                'fastify',
                'fastify-*',
                '**/db/*',
                '**/repositories/*',
                '**/services/*',
                '**/routes/*',
                '**/plugins/*',
              ],
              message: 'Domain rules are pure: no database, HTTP or services.',
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmarks reach the apps through one public testing entry (bench/support/apps.ts, which re-exports what
    // each app publishes as `@laikas/<app>/testing`), never their modules; packages by their names.
    files: ['bench/**/*.{ts,tsx,mjs}'],
    ignores: ['bench/support/apps.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/|^@laikas/(api|web)(/|$)',
              message: 'Benchmarks import the apps only through bench/support/apps.ts.',
            },
            {
              // The grid bench's generated events come from the package's story fixtures, which it does not publish.
              regex: '(^|/)packages/(?!timetable-grid/src/stories/fixtures$)',
              message: 'Benchmarks import a package by its name (@laikas/…), as an app does.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one entry: only the apps' published testing exports.
    files: ['bench/support/apps.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/|^@laikas/(api|web)(?!/testing$)', message: 'Only @laikas/<app>/testing.' }] },
      ],
    },
  },
  {
    // Each e2e worker has its own server: a file reads its address and database through support/server.ts.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vitest',
              importNames: ['inject'],
              message:
                "Use inject from e2e/support/server.ts: the worker's own server (docs/decisions/e2e-one-server-per-worker.md).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);

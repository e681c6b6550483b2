#!/usr/bin/env node
// Builds the publishable package in the current folder into dist/: ESM JavaScript (vite library
// mode, one file per entry point), one style.css with its vanilla-extract styles, .d.ts declarations,
// and its locales.
// Dependencies stay external; sibling @laikas packages resolve to their built declarations, so
// build in dependency order: contract, ui, timetable-grid, reservation-form.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// What is published is a production build whatever runs this (a test runner sets NODE_ENV=test, and the React
// plugin then compiled JSX for react/jsx-dev-runtime, whose jsxDEV a consumer's production build does not have).
process.env.NODE_ENV = 'production';
const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const dist = join(cwd, 'dist');
rmSync(dist, { recursive: true, force: true });

// Entry points: every export of the workspace manifest that names a source module ('.' -> index.js,
// './vars' -> vars.js); publishConfig.exports names the same files in dist/. An export named `*.css` whose source
// is a vanilla-extract module ('./reset.css' -> src/theme/global.css.ts) is a stylesheet of its own: built apart,
// so that importing the package never applies it as a side effect.
const sourceExports = Object.entries(pkg.exports).filter(
  ([key, target]) => typeof target === 'string' && !key.includes('*') && /^\.\/src\/.+\.tsx?$/.test(target),
);
const entries = Object.fromEntries(
  sourceExports
    .filter(([key]) => !key.endsWith('.css'))
    .map(([key, target]) => [key === '.' ? 'index' : key.slice(2), join(cwd, target)]),
);
const stylesheets = sourceExports.filter(([key]) => key.endsWith('.css'));

// Dependencies stay external, but their stylesheets are bundled into ours: the built JavaScript imports no CSS,
// so it loads in Node (tests, server rendering) and the consumer imports `style.css` once.
const isExternal = (id) =>
  !id.endsWith('.css') &&
  (external.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?(\/|$)/.test(id));

// Entries with components run in the browser only: React Server Components frameworks need the directive, on the
// entry and on each module that uses React.
const CLIENT_ENTRIES = new Set(['index']);
const entryNameOf = new Map(Object.entries(entries).map(([name, file]) => [file, name]));

await build({
  root: cwd,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: dist,
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js`, cssFileName: 'style' },
    rolldownOptions: {
      external: isExternal,
      output: {
        /*
         * One file per source module, not one bundle per entry: a consumer's bundler then keeps only the modules
         * whose exports it uses (the published `sideEffects` says only the CSS has side effects). In one bundle,
         * each component's module-level calls (`forwardRef`, vanilla-extract's `createRuntimeFn`) cannot be
         * proven pure, so importing Button kept every component and the libraries behind them.
         */
        preserveModules: true,
        preserveModulesRoot: join(cwd, 'src'),
        // An entry's file is named after its export ('./vars' -> vars.js), every other module after its source path.
        entryFileNames: (chunk) => `${entryNameOf.get(chunk.facadeModuleId) ?? '[name]'}.js`,
        banner: (chunk) =>
          (chunk.isEntry && CLIENT_ENTRIES.has(entryNameOf.get(chunk.facadeModuleId))) ||
          (!chunk.isEntry && chunk.imports.some((id) => /^react(-dom)?(\/|$)/.test(id)))
            ? "'use client';"
            : '',
      },
    },
  },
});

for (const [key, target] of stylesheets) {
  const name = basename(key, '.css');
  const outDir = join(dist, `.${name}-build`);
  await build({
    root: cwd,
    configFile: false,
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      cssCodeSplit: false,
      lib: { entry: { [name]: join(cwd, target) }, formats: ['es'], fileName: () => `${name}.js`, cssFileName: name },
      rolldownOptions: { external: isExternal },
    },
  });
  cpSync(join(outDir, `${name}.css`), join(dist, `${name}.css`));
  rmSync(outDir, { recursive: true, force: true });
}

if (existsSync(join(cwd, 'src/locales'))) {
  cpSync(join(cwd, 'src/locales'), join(dist, 'locales'), { recursive: true });
}

const tsconfigPath = join(cwd, 'tsconfig.build.json');
writeFileSync(
  tsconfigPath,
  JSON.stringify({
    extends: './tsconfig.json',
    compilerOptions: {
      composite: false,
      declaration: true,
      emitDeclarationOnly: true,
      noEmit: false,
      rootDir: 'src',
      outDir: 'dist',
      tsBuildInfoFile: null,
      paths: { '@laikas/*': ['../*/dist/index.d.ts'] },
    },
    include: ['src'],
    // Stories, their fixtures and helpers, and tests are the workshop's, not the package's.
    exclude: [
      'src/**/*.stories.tsx',
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/stories',
      'src/**/fixtures.ts',
      'src/**/private/*TestSuite.ts',
    ],
    references: [],
  }),
);
try {
  execFileSync('npx', ['tsc', '-p', tsconfigPath], { stdio: 'inherit', cwd });
} finally {
  rmSync(tsconfigPath, { force: true });
}
/*
 * tsc keeps the source's extensionless relative specifiers (`export * from './layout'`). A consumer resolving
 * them under Node's ESM rules finds nothing, and a bundler-style resolver may take `layout.js` (an entry file)
 * for `layout/index`. Every relative specifier of the declarations is therefore written out in full
 * (`./layout/index.js`), pointing at the declaration file that exists.
 */
function declarationFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return declarationFiles(path);
    }
    return name.endsWith('.d.ts') ? [path] : [];
  });
}
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(
    /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (whole, prefix, quote, specifier) => {
      const base = join(dirname(file), specifier.replace(/\.js$/, ''));
      const candidates = [
        [`${base}.d.ts`, `${specifier.replace(/\.js$/, '')}.js`],
        [join(base, 'index.d.ts'), `${specifier.replace(/\/$/, '')}/index.js`],
      ];
      const found = candidates.find(([path]) => existsSync(path));
      if (!found) {
        if (/\.(json|css)$/.test(specifier)) {
          return whole;
        }
        throw new Error(`${relative(cwd, file)}: cannot resolve ${specifier}`);
      }
      return `${prefix}${quote}${found[1]}${quote}`;
    },
  );
  if (rewritten !== text) {
    writeFileSync(file, rewritten);
  }
}
console.log(`${pkg.name}: built into dist/`);

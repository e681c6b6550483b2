#!/usr/bin/env node
// Builds the publishable package in the current folder into dist/: ESM JavaScript (vite library
// mode, one file per entry point), one style.css with its vanilla-extract styles, .d.ts declarations,
// and its locales.
// Dependencies stay external; sibling @laikas packages resolve to their built declarations, so
// build in dependency order: contract, ui, timetable-grid, reservation-form.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const dist = join(cwd, 'dist');
rmSync(dist, { recursive: true, force: true });

// Entry points: every export of the workspace manifest that names a source module ('.' -> index.js,
// './vars' -> vars.js); publishConfig.exports names the same files in dist/.
const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(([key, target]) => typeof target === 'string' && !key.includes('*') && /^\.\/src\/.+\.tsx?$/.test(target))
    .map(([key, target]) => [key === '.' ? 'index' : key.slice(2), join(cwd, target)]),
);

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
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?(\/|$)/.test(id),
      // Code shared by the entries, and code loaded on demand (`import()`), goes into chunks of its own.
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

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
    exclude: ['src/**/*.stories.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    references: [],
  }),
);
try {
  execFileSync('npx', ['tsc', '-p', tsconfigPath], { stdio: 'inherit', cwd });
} finally {
  rmSync(tsconfigPath, { force: true });
}
console.log(`${pkg.name}: built into dist/`);

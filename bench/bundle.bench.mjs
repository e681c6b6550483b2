#!/usr/bin/env node
/**
 * Bundle budget: builds apps/web for production (Vite, into a temporary folder) and prints, from the build
 * manifest, what a browser downloads (gzip) before the first screen (the entry and its static imports) and, for
 * each screen, what opening it adds (its lazy chunk and the static imports the entry does not already have).
 * Each figure is compared with its budget; nothing fails, the figures print.
 *
 *   node bench/bundle.bench.mjs            (--files lists the entry's files)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..', 'apps', 'web');
/**
 * Budgets in kB of gzip: the entry (every screen pays it; 170 kB is the usual critical-path budget for JavaScript
 * on a mid-range phone), and what one screen may add on top.
 */
const BUDGET = { entryJs: 170, entryCss: 10, screenJs: 90, screenCss: 15 };

const outDir = mkdtempSync(join(tmpdir(), 'laikas-bundle-bench-'));
try {
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

  /** The files a chunk loads before it runs: itself, its CSS, and its static imports, transitively. */
  function closure(key, files = new Set()) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) {
      return files;
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) {
      files.add(css);
    }
    for (const imported of chunk.imports ?? []) {
      closure(imported, files);
    }
    return files;
  }
  const sizeOf = (files) => {
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.js')) {
        js += gzipKb(file);
      } else if (file.endsWith('.css')) {
        css += gzipKb(file);
      }
    }
    return { js, css };
  };
  const mark = (value, budget) => `${value.toFixed(1).padStart(6)} kB ${value > budget ? 'OVER' : 'ok  '}`;

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(entryKey);
  const entry = sizeOf(entryFiles);
  console.log(`Bundle budget (apps/web production build, gzip level 9; budgets in kB: ${JSON.stringify(BUDGET)})`);
  console.log(
    `entry (every screen)        JS ${mark(entry.js, BUDGET.entryJs)}   CSS ${mark(entry.css, BUDGET.entryCss)}`,
  );
  if (process.argv.includes('--files')) {
    for (const file of [...entryFiles].sort((a, b) => gzipKb(b) - gzipKb(a))) {
      console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
    }
  }

  const screens = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /\/routes\/.+Page\.tsx$/.test(key))
    .sort();
  let largest = { name: '', js: 0 };
  for (const key of screens) {
    const added = [...closure(key)].filter((file) => !entryFiles.has(file));
    const size = sizeOf(added);
    const name = key.replace(/.*\/routes\//, '').replace(/\.tsx$/, '');
    if (size.js > largest.js) {
      largest = { name, js: size.js };
    }
    console.log(`+ ${name.padEnd(42)} JS ${mark(size.js, BUDGET.screenJs)}   CSS ${mark(size.css, BUDGET.screenCss)}`);
  }
  console.log(
    `heaviest first visit: ${largest.name}, ${(entry.js + largest.js).toFixed(1)} kB of JS (entry + screen), ` +
      `${screens.length} screens in their own chunks`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

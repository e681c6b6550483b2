#!/usr/bin/env node
/**
 * Bundle budget: builds apps/web for production (Vite, into a temporary folder) and prints, from the build
 * manifest, what a browser downloads (gzip) before anything else starts (the entry and its static imports), the
 * frame the router loads beside every screen (providers, i18next, header, one language's strings) and, for each
 * screen, what opening it adds (its lazy chunk and the static imports the entry and frame do not already have).
 * Each figure is compared with its budget; nothing fails, the figures print.
 *
 *   node bench/bundle.bench.mjs            (--files lists the files of the entry, the frame and a screen over budget)
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
 * Budgets in kB of gzip: the entry (every screen pays it before anything else starts; issue 18's goal is 120 kB, under
 * the usual 170 kB critical-path budget for a mid-range phone), the frame every screen loads beside its own code
 * (providers, i18next, header, one language's strings), and what one screen may add on top. The entry's CSS is the
 * whole app's one style sheet (`cssCodeSplit: false`, linked from index.html; issue 18: a room's page asked for six
 * sheets one by one, together as large as the one).
 */
const BUDGET = { entryJs: 120, entryCss: 15, frameJs: 90, screenJs: 90, screenCss: 15 };

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
  // The app's start, which the small entry imports at once (or, on a page the server drew, once it is painted): paid
  // by every screen before anything else starts, as the entry's own imports were (issue 33).
  closure('src/boot.tsx', entryFiles);
  // The style sheets index.html links (the app's one sheet), which the manifest lists under no chunk.
  for (const [, href] of readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(
    /<link rel="stylesheet"[^>]*href="\/([^"]+)"/g,
  )) {
    entryFiles.add(href);
  }
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

  // The frame: the root route (providers, i18next), the signed-in layout (header, menus), the route guard and the
  // strings of Lithuanian (the default language), dynamic chunks the router loads beside the first screen's own.
  const frameKeys = ['src/app/AppRoot.tsx', 'src/app/AppLayout.tsx', 'src/app/Guard.tsx', 'src/locales/web.lt.ts'];
  const frameFiles = new Set();
  // apps/web's vite.config.ts puts these modules into one chunk named 'frame', which has no module's key.
  const frameChunk = Object.keys(manifest).find((key) => manifest[key].name === 'frame');
  for (const key of frameKeys) {
    const chunk = manifest[key] ? key : frameChunk;
    if (!chunk) {
      throw new Error(`the build has no chunk for ${key}: update bench/bundle.bench.mjs`);
    }
    for (const file of closure(chunk)) {
      if (!entryFiles.has(file)) {
        frameFiles.add(file);
      }
    }
  }
  const frame = sizeOf(frameFiles);
  console.log(
    `frame (beside every screen) JS ${mark(frame.js, BUDGET.frameJs)}   CSS ${mark(frame.css, BUDGET.screenCss)}`,
  );
  if (process.argv.includes('--files')) {
    for (const file of [...frameFiles].sort((a, b) => gzipKb(b) - gzipKb(a))) {
      console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
    }
  }

  const screens = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /\/routes\/.+Page\.tsx$/.test(key))
    .sort();
  let largest = { name: '', js: 0 };
  for (const key of screens) {
    const added = [...closure(key)].filter((file) => !entryFiles.has(file) && !frameFiles.has(file));
    const size = sizeOf(added);
    const name = key.replace(/.*\/routes\//, '').replace(/\.tsx$/, '');
    if (size.js > largest.js) {
      largest = { name, js: size.js };
    }
    console.log(`+ ${name.padEnd(42)} JS ${mark(size.js, BUDGET.screenJs)}   CSS ${mark(size.css, BUDGET.screenCss)}`);
    if (process.argv.includes('--files') && size.js > BUDGET.screenJs) {
      for (const file of added.sort((a, b) => gzipKb(b) - gzipKb(a))) {
        console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
      }
    }
  }
  console.log(
    `heaviest first visit: ${largest.name}, ${(entry.js + frame.js + largest.js).toFixed(1)} kB of JS ` +
      `(entry + frame + screen), ` +
      `${screens.length} screens in their own chunks`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

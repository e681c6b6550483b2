#!/usr/bin/env node
/**
 * What each package adds to a consumer's bundle: builds the publishable packages (their dist/, as published), then
 * builds small apps with Vite — React + react-dom + i18next + react-i18next alone (the baseline every consumer of
 * the packages already pays), and the baseline plus one package's main component and its CSS — and prints the gzip
 * size each package adds beyond the baseline, CSS included, beside its budget. Nothing fails; the figures print.
 *
 *   node bench/packages.bench.mjs        (part of `./laikas bench bundle`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
/** Budgets in kB of gzip beyond the baseline (issue 19: the grid alone at most 25 kB). */
const BUDGET = { ui: 35, 'timetable-grid': 25, 'reservation-form': 80, 'calendar-export': 30 };

const built = spawnSync('npm', ['run', 'build:packages'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) {
  console.error('The packages did not build.');
  process.exit(1);
}

/** Resolves `@laikas/<name>[/<entry>]` as a consumer would: through the published exports, into dist/. */
const publishedPackages = {
  name: 'laikas-published-packages',
  enforce: 'pre',
  resolveId(id) {
    const match = /^@laikas\/(ui|timetable-grid|reservation-form|contract|calendar-export)(\/.+)?$/.exec(id);
    if (!match) {
      return null;
    }
    const folder = join(root, 'packages', match[1]);
    const exports = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).publishConfig.exports;
    const target = exports[match[2] ? `.${match[2]}` : '.'];
    const file = typeof target === 'string' ? target : target?.import;
    return file ? join(folder, file) : null;
  },
};

// The apps live under bench/ so that Node resolution finds the workspace's react and i18next.
const work = join(here, '.packages-size');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const BASELINE = `
import i18next from 'i18next';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
void i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
function Hello() {
  const { t } = useTranslation();
  return createElement('p', null, t('hello'));
}
`;
const apps = {
  baseline: `${BASELINE}
createRoot(document.body).render(createElement(Hello));`,
  ui: `${BASELINE}
import '@laikas/ui/style.css';
import { Button, ModalHost } from '@laikas/ui';
createRoot(document.body).render(createElement(ModalHost, null, createElement(Button, null, 'Save'), createElement(Hello)));`,
  'timetable-grid': `${BASELINE}
import '@laikas/timetable-grid/style.css';
import { WeekGrid } from '@laikas/timetable-grid';
createRoot(document.body).render(createElement('div', null, createElement(Hello), createElement(WeekGrid, { week: '2026-03-02', events: [] })));`,
  'reservation-form': `${BASELINE}
import '@laikas/ui/style.css';
import '@laikas/timetable-grid/style.css';
import '@laikas/reservation-form/style.css';
import { ReservationForm } from '@laikas/reservation-form';
import { ModalHost } from '@laikas/ui';
createRoot(document.body).render(createElement(ModalHost, null, createElement(Hello), createElement(ReservationForm, {
  resources: [{ id: 1, name: 'Room 101' }], searchPeople: async () => [], onSave: async () => undefined,
})));`,
  // The builders alone, as a page that exports a week loads them (the form loads them on demand).
  'calendar-export': `${BASELINE}
import { exportEvents } from '@laikas/calendar-export';
createRoot(document.body).render(createElement(Hello));
console.log(exportEvents([{ name: 'Algebra', from: '2026-03-02 10:00', to: '2026-03-02 11:30' }]));`,
};

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

async function bundleSize(name, source) {
  const folder = join(work, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'main.js'), source);
  const outDir = join(folder, 'dist');
  const result = await build({
    root: folder,
    configFile: false,
    logLevel: 'error',
    plugins: [publishedPackages, react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: join(folder, 'main.js'), formats: ['es'], fileName: () => 'main.js', cssFileName: 'main' },
      minify: true,
    },
  });
  // What the first render needs: main.js and every chunk it imports statically (a module shared with code loaded on
  // demand lands in a chunk of its own, yet loads at once); chunks only reached by `import()` (calendar export) are
  // left out.
  const chunks = new Map(
    (Array.isArray(result) ? result : [result])
      .flatMap((output) => output.output)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const firstRender = new Set();
  const visit = (fileName) => {
    if (!firstRender.has(fileName) && chunks.has(fileName)) {
      firstRender.add(fileName);
      chunks.get(fileName).imports.forEach(visit);
    }
  };
  visit('main.js');
  let js = 0;
  for (const fileName of firstRender) {
    js += gzipKb(join(outDir, fileName));
  }
  let css = 0;
  for (const entry of existsSync(outDir) ? readdirSync(outDir, { recursive: true }) : []) {
    if (String(entry).endsWith('.css')) {
      css += gzipKb(join(outDir, String(entry)));
    }
  }
  return { js, css };
}

try {
  const baseline = await bundleSize('baseline', apps.baseline);
  console.log(
    `What each package adds to a consumer's bundle (gzip level 9, JS + CSS, beyond React, react-dom, i18next and ` +
      `react-i18next: ${(baseline.js + baseline.css).toFixed(1)} kB)`,
  );
  for (const name of Object.keys(BUDGET)) {
    const size = await bundleSize(name, apps[name]);
    const added = size.js + size.css - baseline.js - baseline.css;
    const verdict = added > BUDGET[name] ? 'OVER' : 'ok';
    console.log(
      `+ @laikas/${name.padEnd(18)} ${added.toFixed(1).padStart(6)} kB (JS ${(size.js - baseline.js).toFixed(1)}, ` +
        `CSS ${size.css.toFixed(1)})   budget ${BUDGET[name]} kB ${verdict}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

#!/usr/bin/env node
/**
 * What each package adds to a stranger's app: builds and packs the publishable packages as they would be published,
 * installs the tarballs into a fresh Vite + React app outside the workspace (e2e/consumer/consumer.ts, the same app
 * the consumer e2e test drives), then builds small entry files there with Vite — React + react-dom alone (the
 * baseline every consumer pays), and the baseline plus one package's component with exactly the CSS its README
 * imports — and prints the gzip size each adds beyond React, CSS included, beside its budget. i18next and
 * react-i18next are optional peers: no entry imports them, so none pays for them. Nothing fails; the figures print.
 *
 *   node bench/packages.bench.mjs        (part of `./laikas bench bundle`)
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAndPack, createConsumerApp, run } from '../e2e/consumer/consumer.ts';

/** Budgets in kB of gzip beyond React (issue 29: the grid at most 25 kB, one Button at most 6 kB). */
const BUDGET = { Button: 6, ui: 35, 'timetable-grid': 25, 'reservation-form': 80, 'calendar-export': 30 };

const BASELINE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const root = createRoot(document.body);
`;
const apps = {
  baseline: `${BASELINE}
root.render(createElement('p', null, 'Hello'));`,
  Button: `${BASELINE}
import '@laikas/ui/theme.css';
import '@laikas/ui/button.css';
import { Button } from '@laikas/ui';
root.render(createElement(Button, null, 'Save'));`,
  ui: `${BASELINE}
import '@laikas/ui/style.css';
import { Button, ModalHost } from '@laikas/ui';
root.render(createElement(ModalHost, null, createElement(Button, null, 'Save')));`,
  'timetable-grid': `${BASELINE}
import '@laikas/ui/theme.css';
import '@laikas/timetable-grid/style.css';
import { WeekGrid } from '@laikas/timetable-grid';
root.render(createElement(WeekGrid, { week: '2026-03-02', events: [] }));`,
  'reservation-form': `${BASELINE}
import '@laikas/ui/style.css';
import '@laikas/timetable-grid/style.css';
import '@laikas/reservation-form/style.css';
import { ReservationForm } from '@laikas/reservation-form';
import { ModalHost } from '@laikas/ui';
root.render(createElement(ModalHost, null, createElement(ReservationForm, {
  resources: [{ id: 1, name: 'Room 101' }], searchPeople: async () => [], onSave: async () => undefined,
})));`,
  // The builders alone, as a page that exports a week loads them (the form loads them on demand).
  'calendar-export': `${BASELINE}
import { exportEvents } from '@laikas/calendar-export';
root.render(createElement('p', null, 'Hello'));
console.log(exportEvents([{ name: 'Algebra', from: '2026-03-02 10:00', to: '2026-03-02 11:30' }]));`,
};

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Builds one entry in the consumer app; the JS its first render loads (chunks reached by `import()` left out). */
function bundleSize(app, name, source) {
  const folder = join(app, 'bench', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'main.js'), source);
  writeFileSync(
    join(folder, 'vite.config.js'),
    `export default { logLevel: 'error', build: { outDir: 'dist', emptyOutDir: true, manifest: true, minify: true,
       rolldownOptions: { input: 'main.js' } } };`,
  );
  const built = run('npx', ['vite', 'build'], { cwd: folder });
  if (built.status !== 0) {
    throw new Error(`${name} did not build:\n${built.output}`);
  }
  const outDir = join(folder, 'dist');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk && !files.has(chunk.file)) {
      files.add(chunk.file);
      (chunk.css ?? []).forEach((css) => files.add(css));
      (chunk.imports ?? []).forEach(visit);
    }
  };
  visit('main.js');
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) {
      css += gzipKb(join(outDir, file));
    } else {
      js += gzipKb(join(outDir, file));
    }
  }
  return { js, css };
}

const packs = buildAndPack();
const app = createConsumerApp(packs);
try {
  const installed = readdirSync(join(app, 'node_modules/@laikas')).join(', ');
  const baseline = bundleSize(app, 'baseline', apps.baseline);
  console.log(
    `What each package adds to a fresh consumer app (tarballs of ${installed}; gzip level 9, JS + CSS, beyond ` +
      `React and react-dom: ${(baseline.js + baseline.css).toFixed(1)} kB)`,
  );
  for (const name of Object.keys(BUDGET)) {
    const size = bundleSize(app, name, apps[name]);
    const added = size.js + size.css - baseline.js - baseline.css;
    const label = name === 'Button' ? '@laikas/ui (Button alone)' : `@laikas/${name}`;
    console.log(
      `+ ${label.padEnd(26)} ${added.toFixed(1).padStart(6)} kB (JS ${(size.js - baseline.js).toFixed(1)}, ` +
        `CSS ${size.css.toFixed(1)})   budget ${BUDGET[name]} kB ${added > BUDGET[name] ? 'OVER' : 'ok'}`,
    );
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
  rmSync(app, { recursive: true, force: true });
}

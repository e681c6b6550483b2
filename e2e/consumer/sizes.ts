/**
 * What each package adds to a stranger's app: small entry files built with Vite in the consumer app
 * (`createConsumerApp`) — React + react-dom alone (the baseline every consumer pays), and the baseline plus one
 * package's component with exactly the CSS its README imports — measured in gzip beyond React, CSS included, beside
 * its budget. Used by `bench/packages.bench.mjs` (prints the figures) and the consumer e2e test (keeps the budgets).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './consumer.ts';

/** Budgets in kB of gzip beyond React (issue 29: the grid at most 25 kB, one Button at most 6 kB). */
export const BUDGET: Record<string, number> = {
  Button: 6,
  ui: 35,
  'timetable-grid': 25,
  'reservation-form': 80,
  'calendar-export': 30,
};

const BASELINE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const root = createRoot(document.body);
`;
export const ENTRIES: Record<string, string> = {
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

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Builds one entry in the consumer app; the JS its first render loads (chunks reached by `import()` left out). */
function bundleSize(app: string, name: string, source: string) {
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
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk && !files.has(chunk.file)) {
      files.add(chunk.file);
      (chunk.css ?? []).forEach((css: string) => files.add(css));
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

/** Each budgeted entry's size beyond the baseline, in kB of gzip (JS, CSS and both), and the baseline's. */
export function packageSizes(app: string) {
  const baseline = bundleSize(app, 'baseline', ENTRIES.baseline!);
  const added = Object.keys(BUDGET).map((name) => {
    const size = bundleSize(app, name, ENTRIES[name]!);
    return { name, js: size.js - baseline.js, css: size.css, total: size.js + size.css - baseline.js - baseline.css };
  });
  return { baseline: baseline.js + baseline.css, added };
}

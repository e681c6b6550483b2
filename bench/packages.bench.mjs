#!/usr/bin/env node
/**
 * What each package adds to a stranger's app: builds and packs the publishable packages as they would be published,
 * installs the tarballs into a fresh Vite + React app outside the workspace (e2e/consumer/consumer.ts, the same app
 * the consumer e2e test drives), then builds small entry files there (e2e/consumer/sizes.ts) and prints the gzip size
 * each adds beyond React, CSS included, beside its budget. i18next and react-i18next are optional peers: no entry
 * imports them, so none pays for them. Nothing fails here; the consumer e2e test fails a package over its budget.
 *
 *   node bench/packages.bench.mjs        (part of `./laikas bench bundle`)
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAndPack, createConsumerApp } from '../e2e/consumer/consumer.ts';
import { BUDGET, packageSizes } from '../e2e/consumer/sizes.ts';

const packs = buildAndPack();
const app = createConsumerApp(packs);
try {
  const installed = readdirSync(join(app, 'node_modules/@laikas')).join(', ');
  const { baseline, added } = packageSizes(app);
  console.log(
    `What each package adds to a fresh consumer app (tarballs of ${installed}; gzip level 9, JS + CSS, beyond ` +
      `React and react-dom: ${baseline.toFixed(1)} kB)`,
  );
  for (const size of added) {
    const label = size.name === 'Button' ? '@laikas/ui (Button alone)' : `@laikas/${size.name}`;
    console.log(
      `+ ${label.padEnd(26)} ${size.total.toFixed(1).padStart(6)} kB (JS ${size.js.toFixed(1)}, ` +
        `CSS ${size.css.toFixed(1)})   budget ${BUDGET[size.name]} kB ${size.total > BUDGET[size.name] ? 'OVER' : 'ok'}`,
    );
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
  rmSync(app, { recursive: true, force: true });
}

#!/usr/bin/env node
// `npm run build` / `./laikas build`: the production build of the web app into the folder `./laikas start` serves
// (apps/web/dist, or WEB_DIST), stamped with what it was built from, so that start serves it as it is instead of
// building again (issue 27: `vite build` alone left no stamp and start rebuilt for ~90 s).
import { resolve } from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

const outDir = resolve(root, process.env.WEB_DIST || 'apps/web/dist');
const result = ensureWebBuild(outDir);
if (!result.ok) {
  console.error('laikas: the web app did not build.');
  process.exit(1);
}
if (!result.built) {
  console.log(`laikas: ${outDir} already holds a production build of the current sources.`);
}

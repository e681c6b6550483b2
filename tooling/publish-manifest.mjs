#!/usr/bin/env node
// npm reads `exports` for the published package from package.json itself (it ignores
// `publishConfig.exports`, unlike pnpm and yarn). In the workspace the packages export their
// TypeScript source; a published tarball must export the built `dist/` (and declare only its CSS as side effects). So around `npm pack` /
// `npm publish`:  `prepack` swaps `exports` for `publishConfig.exports` (keeping the original in
// package.json.workspace), and `postpack` puts the workspace manifest back. The repository's LICENSE goes into
// every tarball: `prepack` copies it beside the manifest (npm packs a package's LICENSE whatever `files` says) and
// `postpack` removes the copy.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [step] = process.argv.slice(2);
const manifest = join(process.cwd(), 'package.json');
const saved = join(process.cwd(), 'package.json.workspace');
const license = join(process.cwd(), 'LICENSE');

if (step === 'prepack') {
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!pkg.publishConfig?.exports) {
    throw new Error(`${pkg.name}: publishConfig.exports is missing`);
  }
  if (!existsSync(join(process.cwd(), 'dist'))) {
    throw new Error(`${pkg.name}: build it first (npm run build) — dist/ is missing`);
  }
  copyFileSync(manifest, saved);
  // `sideEffects` too: the workspace's vanilla-extract sources (`*.css.ts`) have side effects, the built
  // package's only are its stylesheets.
  const { exports, sideEffects, ...publishConfig } = pkg.publishConfig;
  const published = { ...pkg, exports, publishConfig };
  if (sideEffects !== undefined) {
    published.sideEffects = sideEffects;
  }
  writeFileSync(manifest, `${JSON.stringify(published, null, 2)}\n`);
  copyFileSync(join(process.cwd(), '../../LICENSE'), license);
} else if (step === 'postpack') {
  if (existsSync(saved)) {
    renameSync(saved, manifest);
  }
  rmSync(license, { force: true });
} else {
  throw new Error('usage: publish-manifest.mjs prepack|postpack');
}

// The web app's production build, rebuilt only when what it is built from changed.
// Used by `./laikas start` (into apps/web/dist) and the e2e global setup (into a folder of its own),
// so tests never leave a development build where the server serves users from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = new URL('..', import.meta.url).pathname;

/** The file beside index.html that records what a build was made from. */
const STAMP = '.laikas-build.json';
/**
 * The folder of the build that holds the server entry, one folder per build (`.server/<id>/entry-server.js`, named in
 * the stamp's `server`): a running server imports a rebuild's entry from its own address, as Node keeps a module
 * once per address.
 */
export const SERVER_DIR = '.server';

/** What the web build reads: the app, the workspace packages it bundles, the lockfile. */
const INPUTS = ['apps/web', 'packages', 'package-lock.json', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', 'dist-e2e', '__screenshots__', 'storybook-static', '.vitest']);

function walk(path, files) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!SKIP.has(name)) {
        walk(join(path, name), files);
      }
    }
  } else if (stat.isFile()) {
    files.push(path);
  }
}

/** A hash of every input file's path and content, and of the build's mode. */
export function webSourceHash() {
  const files = [];
  for (const input of INPUTS) {
    walk(join(root, input), files);
  }
  const hash = createHash('sha256').update('mode=production\n');
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build of 1 KB and more, at the
 * strongest settings (once per build, not per request); the server sends them to browsers that accept them.
 */
export function precompress(outDir) {
  const files = [];
  walk(outDir, files);
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) {
      continue;
    }
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Why `outDir` needs a build, or null when it holds a production build of the current sources. */
export function staleReason(outDir, hash = webSourceHash()) {
  if (!existsSync(join(outDir, 'index.html'))) {
    return 'there is no build';
  }
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(outDir, STAMP), 'utf8'));
  } catch {
    return 'the build does not say what it was built from';
  }
  if (stamp.mode !== 'production') {
    return 'the build is not a production build';
  }
  if (stamp.hash !== hash) {
    return 'the sources or the lockfile changed since the build';
  }
  return null;
}

/**
 * Builds the web app for production into `outDir` when it is stale. NODE_ENV is production whatever
 * the caller's is (a test runner's `test` would give React's development runtime).
 * Returns { built, reason, ok }.
 */
export function ensureWebBuild(outDir, { log = console.log } = {}) {
  const hash = webSourceHash();
  const reason = staleReason(outDir, hash);
  if (reason === null) {
    return { built: false, reason: null, ok: true };
  }
  log(`laikas: building the web app into ${relative(root, outDir) || outDir} (${reason})…`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  // The server entry (issue 33): the first screen rendered by the API from the same components, in `.server/<id>/`,
  // a folder the server never serves as a file.
  const serverDir = join(SERVER_DIR, Date.now().toString(36));
  const server =
    build.status === 0 &&
    spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--mode',
        'production',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        join(outDir, serverDir),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
  const ok = build.status === 0 && server && server.status === 0 && existsSync(join(outDir, 'index.html'));
  if (ok) {
    precompress(outDir);
    writeFileSync(
      join(outDir, STAMP),
      JSON.stringify({
        mode: 'production',
        hash,
        builtAt: new Date().toISOString(),
        server: join(serverDir, 'entry-server.js'),
      }),
    );
  }
  return { built: true, reason, ok };
}

import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

/*
 * The packages as a stranger gets them: built, packed with `npm pack` (the published manifest), installed from
 * the tarballs into a fresh Vite + React + TypeScript app (e2e/consumer/app) with only their required peers (no
 * i18next) — no workspace links, no Laikas tooling.
 */

export const root = join(import.meta.dirname, '../..');
export const PACKAGES = ['contract', 'calendar-export', 'ui', 'timetable-grid', 'reservation-form'] as const;

/** The entry points a consumer may import, JavaScript ones (the rest are stylesheets and locales). */
export const JS_ENTRIES = [
  '@laikas/contract',
  '@laikas/contract/time',
  '@laikas/calendar-export',
  '@laikas/ui',
  '@laikas/ui/i18n',
  '@laikas/ui/vars',
  '@laikas/timetable-grid',
  '@laikas/timetable-grid/layout',
  '@laikas/reservation-form',
  '@laikas/reservation-form/export',
];

export interface RunResult {
  status: number | null;
  output: string;
}

export function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}): RunResult {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function mustRun(command: string, args: readonly string[], options: SpawnSyncOptions = {}): string {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.output.slice(-4000)}`);
  }
  return result.output;
}

/** Builds the packages and packs them; returns the folder holding the tarballs. */
export function buildAndPack(): string {
  mustRun('npm', ['run', 'build:packages'], { cwd: root });
  const packs = mkdtempSync(join(tmpdir(), 'laikas-packs-'));
  for (const name of PACKAGES) {
    mustRun('npm', ['pack', '--pack-destination', packs], { cwd: join(root, 'packages', name) });
  }
  return packs;
}

const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The ui README's "Your own theme" recipe: the first TypeScript block under that heading, as a reader copies it. */
export function readmeThemeRecipe(): string {
  const readme = readFileSync(join(root, 'packages/ui/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Your own theme'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) {
    throw new Error('packages/ui/README.md: no ```ts block under "### Your own theme"');
  }
  return block[1]!;
}

/** A fresh app (outside the workspace) with the tarballs and the packages' peers installed. */
export function createConsumerApp(packs: string): string {
  const app = mkdtempSync(join(tmpdir(), 'laikas-consumer-'));
  cpSync(join(import.meta.dirname, 'app'), app, { recursive: true });
  writeFileSync(join(app, 'src/theme.ts'), readmeThemeRecipe());
  const tarballs = readdirSync(packs).filter((file) => file.endsWith('.tgz'));
  const tarball = (name: string) => {
    const file = tarballs.find((candidate) => candidate.startsWith(`laikas-${name}-`));
    if (!file) {
      throw new Error(`no tarball for ${name} in ${packs}`);
    }
    return `file:${join(packs, file)}`;
  };
  const manifest = {
    name: 'university-app',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(PACKAGES.map((name) => [`@laikas/${name}`, tarball(name)])),
      // the required peers the packages declare, at the versions this repository tests with; i18next and
      // react-i18next are optional peers, left out: nothing may need them
      ...Object.fromEntries(['react', 'react-dom'].map((name) => [name, versionOf(name)])),
    },
    devDependencies: Object.fromEntries(
      ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map((name) => [
        name,
        versionOf(name),
      ]),
    ),
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  // --prefer-offline: the workspace's `npm ci` has cached every dependency already.
  mustRun('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
  return app;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves a built folder on a free loopback port. */
export async function serveFolder(folder: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) {
    throw new Error('no address');
  }
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

/** The first fenced block in `language` after the first heading matching `heading` in a package's README. */
export function readmeBlock(name: string, heading: RegExp, language: string): string {
  const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
  const start = readme.search(heading);
  const block = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(readme.slice(start));
  if (start < 0 || !block) {
    throw new Error(`packages/${name}/README.md: no \`\`\`${language} block under ${heading}`);
  }
  return block[1]!;
}

/**
 * A fresh app that installs exactly what a package README's install line names, with npm's isolated strategy
 * (`--install-strategy=linked`: like pnpm, a package sees only what it or the app declares), the tarballs standing in
 * for the registry; its source is the README's CSS block and minimal example, verbatim.
 */
export function createReadmeApp(packs: string, name: string): string {
  const app = mkdtempSync(join(tmpdir(), `laikas-readme-${name}-`));
  const line = /npm install (.+)/.exec(readmeBlock(name, /^## Install/m, 'sh'))?.[1];
  if (!line) {
    throw new Error(`packages/${name}/README.md: no npm install line`);
  }
  const tarballs = readdirSync(packs).filter((file) => file.endsWith('.tgz'));
  const tarball = (pkg: string) =>
    `file:${join(
      packs,
      tarballs.find((file) => file.startsWith(`${pkg.slice(1).replace('/', '-')}-`))!,
    )}`;
  const specifier = (pkg: string) => (pkg.startsWith('@laikas/') ? tarball(pkg) : versionOf(pkg));
  const manifest = {
    name: `readme-${name}`,
    private: true,
    type: 'module',
    dependencies: Object.fromEntries(
      line
        .trim()
        .split(/\s+/)
        .map((pkg) => [pkg, specifier(pkg)]),
    ),
    devDependencies: Object.fromEntries(['vite', '@vitejs/plugin-react'].map((pkg) => [pkg, versionOf(pkg)])),
    // What the registry would answer for the packages' own @laikas dependencies.
    overrides: Object.fromEntries(PACKAGES.map((pkg) => [`@laikas/${pkg}`, tarball(`@laikas/${pkg}`)])),
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'error' };\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n',
  );
  // An example that imports its own CSS (ui's) is a whole app; otherwise the CSS block comes first.
  const example = readmeBlock(name, /^## A minimal example/m, 'tsx');
  const source = /^import '@laikas\/[^']+\.css';/m.test(example)
    ? example
    : `${readmeBlock(name, /^## CSS/m, 'ts')}\n${example}`;
  writeFileSync(join(app, 'main.tsx'), source);
  mustRun(
    'npm',
    ['install', '--install-strategy=linked', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: app },
  );
  return app;
}

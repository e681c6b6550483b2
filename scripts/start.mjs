#!/usr/bin/env node
// `npm start` / `./laikas start`: one process serves the API and the built web app.
// 1. Builds the web app when apps/web/dist is missing (if that build fails, the API is still served).
// 2. Runs the API server under tsx: it migrates, seeds an empty database (not in production), serves,
//    and prints the URL and the demo logins. Ctrl-C / SIGTERM shut it down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webIndex = join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('laikas: building the web app (apps/web/dist is missing)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@laikas/web'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0 || !existsSync(webIndex)) {
    console.warn('laikas: the web app did not build; serving the API only.');
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

// Ctrl-C reaches the server too (same process group); SIGTERM sent to this process alone is passed on.
// Either way this process waits for the server to finish draining and exits with its code.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});

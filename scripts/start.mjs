#!/usr/bin/env node
// `npm start` / `./laikas start`: one process serves the API and the built web app.
// 1. Makes sure apps/web/dist holds a production build of the current sources: it rebuilds when there is
//    no build, when the sources or the lockfile changed since it was made (a `git pull`), or when it is not a
//    production build. If that build fails, the API is still served.
// 2. Runs the API server under tsx: it migrates, seeds an empty database (not in production), serves,
//    and prints the URL and the demo logins. Ctrl-C / SIGTERM shut it down cleanly.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

// The folder the server serves the app from (WEB_DIST, as the server reads it).
if (!ensureWebBuild(resolve(root, process.env.WEB_DIST || 'apps/web/dist')).ok) {
  console.warn('laikas: the web app did not build; serving the API only.');
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

import { inject as provided } from 'vitest';

/** One of the run's e2e servers (support/globalSetup.ts): the API with the built app, on a database of its own. */
export interface E2eServer {
  baseUrl: string;
  /** The server's SQLite database (support/demoUsers.ts resets the demo users' languages between tests). */
  databaseFile: string;
  /** Where the server writes each e-mail as an .eml file (no SMTP server in e2e). */
  mailDir: string;
}

/**
 * What the run provides to a test file, for the server of the worker that runs it. Files run in as many workers as
 * there are servers; a worker's files run one after the other against its own server and database, as the whole run
 * once did against one (docs/decisions/e2e-one-server-per-worker.md).
 */
export function inject(key: keyof E2eServer | 'secretsFile'): string {
  if (key === 'secretsFile') {
    return provided('secretsFile');
  }
  const servers = provided('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]![key];
}

import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { reservationServiceOf } from './plugins/app/reservations.js';
import { demoLogins, seedIfEmpty } from './seed/demo.js';
import { readFileSync } from 'node:fs';
import { createJobs } from './services/jobs.js';

/*
 * `node --import tsx apps/api/src/server.ts`: migrate, seed an empty database (not in production), listen,
 * print the URL and the demo logins, and shut down cleanly on Ctrl-C / SIGTERM.
 */
const config = loadConfig();
// Tests move the clock of a server process by writing an instant into LAIKAS_CLOCK_FILE (never in production).
const fileClock = (path: string) => () => new Date(readFileSync(path, 'utf8').trim());
const app = await buildApp(config, { clock: config.clockFile ? fileClock(config.clockFile) : undefined });

if (config.seedDemo) {
  const seeded = await seedIfEmpty(app.db, {
    timeZone: config.timeZone,
    uploadDir: config.uploadDir,
    log: app.log,
    reservations: reservationServiceOf(app, { notify: false }),
  });
  if (seeded) {
    app.log.info('seeded the demo university');
  }
}

const pruneTimer = setInterval(() => {
  app.authService.prune().catch((error: unknown) => app.log.error({ err: error }, 'pruning sessions failed'));
}, 60 * 60_000);
pruneTimer.unref();

// Background jobs (issue 14): pg-boss on PostgreSQL, an in-process timer on SQLite (services/jobs.ts). E-mail
// every few seconds, daily reminders every minute; a round after downtime catches up what is due today.
// Each round that ends is logged at debug level with what it returned (tests count them: test/jobs.test.ts).
const jobs = await createJobs(
  app.dialect,
  config.databaseUrl,
  (name, error) => app.log.error({ err: error, job: name }, 'a job failed'),
  ({ name, round, result, failed }) => app.log.debug({ job: name, round, result, failed }, 'a job round ended'),
);
await jobs.every('deliver-email', 5_000, async () => ({ sent: await app.outbox.deliverDue() }));
await jobs.every('daily-reminders', config.reminderIntervalSeconds * 1000, async () => {
  const now = app.clock();
  const reminded = await app.reminders.runDue(now);
  if (reminded.length > 0) {
    app.log.info({ job: 'daily-reminders', reminded: reminded.length }, 'daily reminders sent');
  }
  return { at: now.toISOString(), reminded: reminded.length };
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    return;
  }
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(pruneTimer);
  await jobs.stop();
  // close() stops accepting connections, waits for in-flight requests, then closes the database (onClose).
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [``, `Laikas is running at http://${shownHost}:${config.port}/`];
if (config.smtp.mailDir) {
  lines.push(`E-mail is not sent (no SMTP_HOST): each message is written to ${config.smtp.mailDir}/<id>.eml`);
}
if (config.seedDemo) {
  lines.push('', 'Demo logins (uid / password):');
  for (const login of demoLogins()) {
    lines.push(`  ${login.role.padEnd(12)} ${login.uid.padEnd(12)} ${login.password}   ${login.name}`);
  }
}
console.log(`${lines.join('\n')}\n`);

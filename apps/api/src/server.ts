import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { sql } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import laikas, { httpTimeouts, loggerOptions, serverOptions } from './app.js';
import { loadConfigOrExit } from './config.js';
import { createDatabase } from './db/database.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { answerStarting, whenDatabaseAnswers } from './lifecycle.js';
import { reservationServiceOf } from './plugins/app/reservations.js';
import { demoLogins, seedIfEmpty } from './seed/demo.js';
import { createJobs, type Jobs } from './services/jobs.js';
import { ensureWritableFolder, operatorMessage } from './startup.js';

/*
 * `node --import tsx apps/api/src/server.ts`: listen at once (the health probes answer), wait for the database,
 * migrate, seed an empty database (not in production), start the jobs, print the URL and the demo logins, and shut
 * down cleanly on Ctrl-C / SIGTERM. A database away at start-up is waited for (issue 37): /api/health/ready says
 * "not ready" meanwhile and every other request answers 503 with Retry-After.
 */
const config = loadConfigOrExit();
const log = pino(loggerOptions(config) as object);

/*
 * A start that cannot succeed (the port taken, no such database, a password refused, an upload folder that is a
 * file) ends with one line naming the setting, `laikas: …`, and exit code 1; anything else is a bug, logged whole.
 */
function failedToStart(error: unknown): never {
  const known = operatorMessage(error, config);
  if (known === undefined) {
    log.fatal({ err: error }, 'the server could not start');
  } else {
    process.stderr.write(`laikas: ${known}\n`);
  }
  process.exit(1);
}

try {
  ensureWritableFolder('UPLOAD_DIR', config.uploadDir);
} catch (error) {
  failedToStart(error);
}
// Tests move the clock of a server process by writing an instant into LAIKAS_CLOCK_FILE (never in production).
const fileClock = (path: string) => () => new Date(readFileSync(path, 'utf8').trim());
const clock = config.clockFile ? fileClock(config.clockFile) : undefined;

// What has started so far (a shutdown may come at any point of the start-up).
const started: { app?: FastifyInstance; jobs?: Jobs; pruneTimer?: NodeJS.Timeout } = {};
let appHandler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
let closing = false;

const handle = createDatabase(config.databaseUrl, {
  onConnectionError: (error) => log.warn({ err: error }, 'a database connection was lost; the pool opens a new one'),
});
const server = createServer(httpTimeouts(config.requestTimeoutMs), (request, response) => {
  if (closing) {
    response.setHeader('connection', 'close');
  }
  if (appHandler && started.app) {
    appHandler(request, response);
  } else {
    answerStarting(request, response, closing);
  }
});
// Fastify's own defaults for the server it would have made.
server.keepAliveTimeout = 72_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * SIGTERM (a process manager, a rolling restart): say "not ready" for SHUTDOWN_DRAIN_SECONDS so that a load
 * balancer stops sending, stop accepting, let the requests in flight finish (at most SHUTDOWN_TIMEOUT_SECONDS),
 * let running job rounds finish (pg-boss hands back what it had not started), close the connections.
 */
async function shutdown(signal: string) {
  if (closing) {
    return;
  }
  closing = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(
    () => process.exit(1),
    (config.shutdownDrainSeconds + config.shutdownTimeoutSeconds + 10) * 1000,
  );
  force.unref();
  if (started.app) {
    started.app.readiness.closing = true;
  }
  if (signal === 'SIGTERM' && config.shutdownDrainSeconds > 0 && started.app) {
    await sleep(config.shutdownDrainSeconds * 1000);
  }
  clearInterval(started.pruneTimer);
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const overdue = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutSeconds * 1000);
  await Promise.all([stopped, started.jobs?.stop()]);
  clearTimeout(overdue);
  await started.app?.close();
  await handle.db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(config.port, config.host, () => {
    server.off('error', reject);
    resolve();
  });
}).catch(failedToStart);

const cancelled = () => closing;
const built = await whenDatabaseAnswers(
  'start-up',
  async () => {
    await sql`select 1`.execute(handle.db);
    const app = Fastify(
      serverOptions(config, {
        serverFactory: (handler) => {
          appHandler = handler;
          return server;
        },
      }),
    );
    await app.register(laikas, { config, database: handle, clock });
    await app.ready();
    return app;
  },
  log,
  cancelled,
).catch(failedToStart);
started.app = built;
built.readiness.jobs = 'starting';

if (config.seedDemo) {
  const seeded = await whenDatabaseAnswers(
    'seeding',
    () =>
      seedIfEmpty(built.db, {
        timeZone: config.timeZone,
        uploadDir: config.uploadDir,
        log: built.log,
        reservations: reservationServiceOf(built, { notify: false }),
      }),
    log,
    cancelled,
  ).catch(failedToStart);
  if (seeded) {
    built.log.info('seeded the demo university');
  }
}

started.pruneTimer = setInterval(() => {
  built.authService.prune().catch((error: unknown) => built.log.error({ err: error }, 'pruning sessions failed'));
}, 60 * 60_000);
started.pruneTimer.unref();

// Background jobs (issue 14): pg-boss on PostgreSQL, an in-process timer on SQLite (services/jobs.ts). E-mail and
// webhook events every few seconds, daily reminders every minute; a round after downtime catches up what is due
// today. A round that meets the database away is logged as a warning; the next round is the retry, and the first
// round that ends well after it says the database answers again (an operator reading the log sees the outage end).
let databaseAway = false;
const onJobError = (name: string, error: unknown) => {
  if (isDatabaseUnavailable(error)) {
    databaseAway = true;
    built.log.warn({ err: error, job: name }, 'a job round met the database away');
  } else {
    built.log.error({ err: error, job: name }, 'a job failed');
  }
};
started.jobs = await whenDatabaseAnswers(
  'starting the jobs',
  async () => {
    // Each round that ends is logged at debug level with what it returned (tests count them: test/jobs.test.ts).
    const jobs = await createJobs(
      built.dialect,
      config.databaseUrl,
      config.jobRoundExpirySeconds,
      onJobError,
      ({ name, round, result, failed }) => {
        built.log.debug({ job: name, round, result, failed }, 'a job round ended');
        if (databaseAway && !failed) {
          databaseAway = false;
          built.log.info({ job: name }, 'the database answers again');
        }
      },
    );
    try {
      const deliveryMs = config.deliveryIntervalSeconds * 1000;
      await jobs.every('deliver-email', deliveryMs, async () => ({ sent: await built.outbox.deliverDue() }));
      // Webhook deliveries (issue 35): the same claimed, leased, backed-off rounds as e-mail.
      await jobs.every('deliver-webhooks', deliveryMs, async () => ({ delivered: await built.webhooks.deliverDue() }));
      await jobs.every('daily-reminders', config.reminderIntervalSeconds * 1000, async () => {
        const now = built.clock();
        const reminded = await built.reminders.runDue(now);
        if (reminded.length > 0) {
          built.log.info({ job: 'daily-reminders', reminded: reminded.length }, 'daily reminders sent');
        }
        return { at: now.toISOString(), reminded: reminded.length };
      });
    } catch (error) {
      await jobs.stop().catch(() => {});
      throw error;
    }
    return jobs;
  },
  log,
  cancelled,
).catch(failedToStart);
built.readiness.jobs = 'running';

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

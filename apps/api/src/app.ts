import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import accounts from './plugins/app/accounts.js';
import admin from './plugins/app/admin.js';
import audit from './plugins/app/audit.js';
import database from './plugins/app/database.js';
import feeds from './plugins/app/feeds.js';
import guard from './plugins/app/guard.js';
import groups from './plugins/app/groups.js';
import imports from './plugins/app/imports.js';
import mailTest from './plugins/app/mail-test.js';
import periods from './plugins/app/periods.js';
import notifications from './plugins/app/notifications.js';
import reservations from './plugins/app/reservations.js';
import reports from './plugins/app/reports.js';
import rooms from './plugins/app/rooms.js';
import webhooks from './plugins/app/webhooks.js';
import live from './plugins/app/live.js';
import sso from './plugins/app/sso.js';
import underPressure from '@fastify/under-pressure';
import errorHandler, { RETRY_AFTER_SECONDS, renderErrorBody } from './plugins/external/error-handler.js';
import errorReporting, { loggedUrl } from './plugins/external/error-reporting.js';
import { busyPage, wantsPage } from './busyPage.js';
import { message, negotiateLanguage } from './i18n/index.js';
import securityHeaders from './plugins/external/security-headers.js';
import transport from './plugins/external/transport.js';
import openapi from './plugins/external/openapi.js';
import web from './plugins/external/web.js';
import adminResourcesRoutes from './routes/admin-resources/index.js';
import uploadRoutes from './routes/upload/index.js';
import adminReservationsRoutes from './routes/admin-reservations/index.js';
import adminAnnexesRoutes from './routes/admin-annexes/index.js';
import adminSystemSettingsRoutes from './routes/admin-system-settings/index.js';
import adminOutboxRoutes from './routes/admin-outbox/index.js';
import adminAuditRoutes from './routes/admin-audit/index.js';
import annexesRoutes from './routes/annexes/index.js';
import healthRoutes from './routes/health/index.js';
import glanceRoutes from './routes/glance/index.js';
import groupsRoutes from './routes/groups/index.js';
import groupTimetablesRoutes from './routes/group-timetables/index.js';
import importsRoutes from './routes/imports/index.js';
import authRoutes from './routes/auth/index.js';
import calendarFeedsRoutes from './routes/calendar-feeds/index.js';
import freeRoomsRoutes from './routes/free-rooms/index.js';
import reportsRoutes from './routes/reports/index.js';
import itemsRoutes from './routes/items/index.js';
import lanesRoutes from './routes/lanes/index.js';
import periodsRoutes from './routes/periods/index.js';
import resourceBlackoutsRoutes from './routes/resource-blackouts/index.js';
import notificationsRoutes from './routes/notifications/index.js';
import invitationsRoutes from './routes/invitations/index.js';
import reservationsRoutes from './routes/reservations/index.js';
import resourcesRoutes from './routes/resources/index.js';
import settingsRoutes from './routes/settings/index.js';
import tokensRoutes from './routes/tokens/index.js';
import webhooksRoutes from './routes/webhooks/index.js';
import eventsRoutes from './routes/events/index.js';
import usersRoutes from './routes/users/index.js';
import ssoRoutes from './routes/sso/index.js';

/*
 * Domain plugins (repositories and services as decorators, house style H12), registered after the
 * infrastructure and before the routes. Add one line per area.
 */
const domainPlugins: FastifyPluginAsync[] = [
  // the audit log (issue 15): before every service that records changes
  audit,
  // notifications (issue 14): before reservations, whose writes notify, and accounts, whose welcome goes by e-mail
  notifications,
  accounts,
  guard,
  // university sign-in (issue 30): after the guard, whose sessions and cookies it uses
  sso,
  reservations,
  rooms,
  // reports (issue 17)
  reports,
  periods,
  groups,
  // ITC import from the admin area (issue 16)
  imports,
  // administration (issue 15)
  admin,
  // the test e-mail of the mail settings: after notifications, whose outbox sends it
  mailTest,
  // calendar feeds (issue 14)
  feeds,
  // webhooks (issue 35): listens to the audit log
  webhooks,
  // live timetables (issue 31): listens to the audit log and the notifications
  live,
];

/**
 * Route plugins, each mounted under /api. Add one line per area (routes/<area>/index.ts). Each is named (and stays
 * encapsulated, as a plain plugin is): Fastify looks an unnamed plugin up among every loaded CommonJS module on each
 * registration, ~8 ms of every app a test builds (1,529 modules in a test worker).
 */
const routePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  // university sign-in (issue 30)
  ssoRoutes,
  usersRoutes,
  settingsRoutes,
  resourcesRoutes,
  itemsRoutes,
  reservationsRoutes,
  annexesRoutes,
  groupsRoutes,
  groupTimetablesRoutes,
  importsRoutes,
  lanesRoutes,
  freeRoomsRoutes,
  reportsRoutes,
  periodsRoutes,
  resourceBlackoutsRoutes,
  calendarFeedsRoutes,
  adminResourcesRoutes,
  uploadRoutes,
  adminReservationsRoutes,
  adminAnnexesRoutes,
  adminSystemSettingsRoutes,
  // the test e-mail of the mail settings
  adminOutboxRoutes,
  adminAuditRoutes,
  glanceRoutes,
  notificationsRoutes,
  invitationsRoutes,
  // API tokens (issue 35)
  tokensRoutes,
  webhooksRoutes,
  // live timetables (issue 31)
  eventsRoutes,
].map((plugin) => fp(plugin, { name: plugin.name, encapsulate: true }));

// The decorators each plugin declares (app.db, app.userRepository, request.auth, …) travel with buildApp's
// declarations, so code that imports buildApp through project references (bench, e2e) sees them too.
export type * from './plugins/app/accounts.js';
export type * from './plugins/app/admin.js';
export type * from './plugins/app/audit.js';
export type * from './plugins/app/database.js';
export type * from './plugins/app/guard.js';
export type * from './plugins/app/imports.js';
export type * from './plugins/app/mail-test.js';
export type * from './plugins/app/notifications.js';
export type * from './plugins/app/reservations.js';
export type * from './plugins/app/rooms.js';
export type * from './plugins/app/reports.js';
export type * from './plugins/app/periods.js';
export type * from './plugins/app/groups.js';
export type * from './plugins/app/webhooks.js';
export type * from './plugins/app/live.js';

export interface RouteSummary {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** The route's request schemas (zod, from `@laikas/contract`): the fuzz test generates requests from them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

/** What the readiness probe reports beside the database (routes/health): set by server.ts. */
export interface Readiness {
  /** 'none': this app runs no jobs (tests, commands); 'starting': not yet; 'running'. */
  jobs: 'none' | 'starting' | 'running';
  /** Shutting down: the probe says "not ready" so that a load balancer sends nothing new. */
  closing: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteSummary[];
    readiness: Readiness;
  }
}

export interface AppOptions {
  config: Config;
  /** An open database (tests pass one they created); otherwise `config.databaseUrl` is opened and closed with the app. */
  database?: DatabaseHandle;
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  /** The time source of every service (tests pin it). */
  clock?: () => Date;
}

export interface BuildAppOptions extends Omit<AppOptions, 'config'> {
  /** pino options, or false to log nothing (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Fastify's serverFactory: server.ts serves on a listening server of its own from before the app is built. */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** Secrets never reach the log. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.password_confirmation',
  '*.password_hash',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    // Fastify's own request fields, the address without a feed's token.
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** The Fastify options of the app's instance: its logger, limits, proxy trust and request ids. */
/**
 * The HTTP server's limits on a slow client: the whole request within `requestTimeoutMs` (then 408 and the connection
 * closed), its headers within 60 s of it, checked every quarter of the limit (Node checks every 30 s by default, so a
 * short limit would otherwise be kept late).
 */
export function httpTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(requestTimeoutMs / 4))),
  };
}

export function serverOptions(
  config: Config,
  options: Pick<BuildAppOptions, 'logger' | 'serverFactory'> = {},
): FastifyServerOptions {
  return {
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    // Migrating a fresh database took over Fastify's 10 s for a plugin on a loaded 2-core machine, and the start
    // failed ("Plugin did not start in time: 'database'"): a start is given two minutes unless configured.
    pluginTimeout: config.startupTimeoutMs,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: config.requestTimeoutMs,
    ...(options.serverFactory && { serverFactory: options.serverFactory }),
  };
}

/**
 * The Laikas API as one Fastify plugin, and its composition root (as fastify/demo's `src/app.ts`): the
 * infrastructure, the database and its repositories, the domain plugins that build the services on them, and the
 * routes, in that order. server.ts and buildApp (tests, benches) register it on an instance of their own.
 */
async function laikas(app: FastifyInstance, options: AppOptions) {
  const { config } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every route as registered: method, url, config (the guard's policy) and request schemas; tests walk it (the
  // authorization matrix, the fuzz).
  const routeTable: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const { body, querystring, params } = route.schema ?? {};
      routeTable.push({
        method,
        url: route.url,
        // Read when asked: a plugin's own onRoute hook may still set it (openapi.ts makes the reference public).
        get config() {
          return route.config ?? {};
        },
        schema: { body, querystring, params },
      });
    }
  });
  app.decorate('routeTable', routeTable);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('readiness', { jobs: 'none', closing: false } satisfies Readiness);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Infrastructure.
  await app.register(errorHandler);
  await app.register(errorReporting, { dsn: config.errorReportingDsn });
  // An event loop saturated past MAX_EVENT_LOOP_DELAY_MS answers 503 with Retry-After at once instead of making
  // every request wait (issue 37); the liveness probe still answers, so a busy process is not restarted, and so do
  // the web app's built files (read from disk, compressed at build): a page already open that was refused a screen's
  // code stayed broken until it was reloaded.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    // A quarter-second sample: a loop held once (a start-up's migrations, a long report) stops counting as
    // saturated within 250 ms instead of a whole second.
    sampleInterval: 250,
    pressureHandler: (request, reply) => {
      if (request.url.startsWith('/api/health/live') || request.url.startsWith('/assets/')) {
        return;
      }
      const language = negotiateLanguage(request.headers['accept-language']);
      void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('content-language', language);
      // A page opened in the browser is a page saying so, which tries again by itself; /api keeps its JSON.
      void (wantsPage(request.url, request.headers.accept)
        ? reply.type('text/html; charset=utf-8').send(busyPage(request.url, language, RETRY_AFTER_SECONDS))
        : reply.send(renderErrorBody({ message: message('server.busy') }, language)));
      // Answered: under-pressure hands the request on to its route when this settles, so it never does (the route
      // ran after the 503 before: "Reply was already sent", and a broken answer behind compression).
      return new Promise<void>(() => {});
    },
  });
  await app.register(securityHeaders, { production: config.production, connectSources: config.cspConnectSources });
  // The database, migrated, with every repository over it (app.repositories).
  await app.register(database, {
    handle:
      options.database ??
      createDatabase(config.databaseUrl, {
        onConnectionError: (error) =>
          app.log.warn({ err: error }, 'a database connection was lost; the pool opens a new one'),
      }),
    migrate: options.migrate ?? true,
    closeOnShutdown: options.database === undefined,
  });
  await app.register(transport);
  await app.register(web, {
    webDist: config.webDist,
    uploadDir: config.uploadDir,
    timeZone: config.timeZone,
    clock: app.clock,
  });

  // Domain: the services, built on app.repositories.
  for (const plugin of domainPlugins) {
    await app.register(plugin);
  }

  // Routes, each documented in the OpenAPI document as it is registered (openapi.ts listens for them).
  await app.register(openapi);
  for (const plugin of routePlugins) {
    await app.register(plugin, { prefix: '/api' });
  }
}

const app = fp(laikas, { name: 'laikas' });
export default app;

/** A ready app on a Fastify instance of its own: the one way tests and benches build it. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { logger, serverFactory, ...appOptions } = options;
  const instance = Fastify(serverOptions(config, { logger, serverFactory }));
  await instance.register(app, { config, ...appOptions });
  await instance.ready();
  return instance;
}

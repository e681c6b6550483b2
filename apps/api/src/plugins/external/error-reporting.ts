import { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ErrorReportingOptions {
  /** The Sentry DSN; without one nothing is loaded and nothing is sent. */
  dsn: string | undefined;
  release?: string;
}

/** A request's address as logs and error reports keep it: a calendar feed's token (a standing secret) left out. */
export function loggedUrl(url: string): string {
  return url.replace(/(\/calendar-feeds\/)[^/.?]+/, '$1[redacted]');
}

/**
 * The server's own error reporting (spec 9: to an external service, production builds only, with default personal
 * data): every answer of 500 reports the error behind it, with the signed-in user; uncaught exceptions and rejections
 * through Sentry's own handlers. A refusal (4xx) or a database asking for a retry (503) is no fault and is not sent.
 */
async function errorReporting(app: FastifyInstance, options: ErrorReportingOptions): Promise<void> {
  if (!options.dsn) {
    return;
  }
  const Sentry = await import('@sentry/node');
  // Only what this plugin needs: no instrumentation of other frameworks' modules, no tracing; the 500s are captured
  // below, uncaught exceptions and rejections by the SDK's own handlers.
  Sentry.initWithoutDefaultIntegrations({
    dsn: options.dsn,
    release: options.release,
    environment: 'production',
    dataCollection: { userInfo: true },
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
    ],
  });
  const errors = new WeakMap<FastifyRequest, Error>();
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = errors.get(request);
    if (error && reply.statusCode === 500) {
      Sentry.withScope((scope) => {
        scope.setUser(request.auth ? { id: String(request.auth.user.id) } : { ip_address: request.ip });
        scope.setTags({ method: request.method, route: request.routeOptions.url ?? 'unknown' });
        scope.setContext('request', { id: request.id, url: loggedUrl(request.url) });
        Sentry.captureException(error);
      });
    }
  });
  app.addHook('onClose', async () => {
    await Sentry.close(2_000);
  });
}

export default fp(errorReporting, { name: 'error-reporting' });

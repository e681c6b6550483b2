import { livenessSchema, readinessSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message, negotiateLanguage, render } from '../../i18n/index.js';
import { RETRY_AFTER_SECONDS } from '../../plugins/external/error-handler.js';

/** How long the readiness probe waits for the database before it says "not ready". */
const DATABASE_CHECK_MS = 2_000;

/**
 * Health for operators (issue 37), no sign-in and no session: `live` answers while the process does (a process
 * manager restarts it when not); `ready` says whether it should be sent traffic: the database reachable, its schema
 * at the newest migration, the background jobs running, and the process not shutting down. docs/operations.md has
 * probes for systemd, Docker and Kubernetes.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { config: { public: true }, schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'live' as const,
  }));

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        response: {
          200: readinessSchema,
          503: readinessSchema.describe(
            'Not ready: `checks` says which check failed. Try again after `Retry-After` seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      const checks = {
        database: false,
        migrations: false,
        jobs: app.readiness.jobs !== 'starting',
        shutting_down: app.readiness.closing,
      };
      let timer: NodeJS.Timeout | undefined;
      try {
        const current = await Promise.race([
          app.schemaIsCurrent(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('the database did not answer in time')), DATABASE_CHECK_MS);
          }),
        ]);
        checks.database = true;
        checks.migrations = current;
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database is not reachable');
      } finally {
        clearTimeout(timer);
      }
      const ready = checks.database && checks.migrations && checks.jobs && !checks.shutting_down;
      if (!ready) {
        const language = negotiateLanguage(request.headers['accept-language']);
        reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('content-language', language);
        return { status: 'not ready' as const, message: render(message('server.notReady'), language), checks };
      }
      return { status: 'ready' as const, checks };
    },
  );
};

export default healthRoutes;

import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditService, createAuditService, runWithAuditContext } from '../../services/audit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log: `app.audit.record(trx, { action, entityType, entityId, label, before, after })`. */
    audit: AuditService;
  }
}

/**
 * The audit log (issue 15). Every request's handler runs with an audit context (who, as whom, which request),
 * read from the session the guard authenticated, so services record it without passing it along.
 */
export default fp(
  async function audit(app: FastifyInstance) {
    app.decorate(
      'audit',
      createAuditService({ audit: app.repositories.audit, clock: app.clock, timeZone: app.config.timeZone }),
    );
    // A callback hook: the rest of the request (later hooks, the handler) runs inside `run`. preHandler hooks run
    // after every onRequest hook, so the guard has set `request.auth` by the time a change is recorded.
    app.addHook('preHandler', (request, _reply, done) => {
      runWithAuditContext(
        () => ({
          actorId: request.auth?.session.user_id ?? null,
          impersonatorId: request.auth?.session.impersonator_id ?? null,
          requestId: request.id,
          tokenName: request.auth?.token?.name ?? null,
        }),
        done,
      );
    });
  },
  { name: 'audit', dependencies: ['database'] },
);

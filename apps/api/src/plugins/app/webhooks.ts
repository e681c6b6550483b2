import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebhookService, type WebhookService } from '../../services/webhooks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhooks (issue 35): endpoints, their deliveries, and `deliverDue` for the jobs. */
    webhooks: WebhookService;
  }
}

/** Webhooks: every change the audit log records is offered to the endpoints in the change's transaction. */
export default fp(
  async function webhooks(app: FastifyInstance) {
    const service = createWebhookService({
      db: app.db,
      webhooks: app.repositories.webhooks,
      users: app.repositories.users,
      outbox: app.outbox,
      config: app.config,
      clock: app.clock,
      log: app.log,
    });
    app.audit.listen(service.enqueue);
    app.decorate('webhooks', service);
  },
  { name: 'webhooks', dependencies: ['database', 'audit', 'notifications'] },
);

import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReservationPresenter } from '../../services/reservation-presenter.js';
import { createWebhookRepresentations } from '../../services/webhook-representations.js';
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
      representations: createWebhookRepresentations({
        reservations: app.repositories.reservations,
        users: app.repositories.users,
        present: createReservationPresenter({
          reservations: app.repositories.reservations,
          resources: app.repositories.resources,
          repeaters: app.repositories.repeaters,
          contacts: app.repositories.reservationContacts,
          timeZone: app.config.timeZone,
        }),
        // Read when a delivery is sent, once every plugin has decorated the app.
        resource: (id) => app.resourceService.get(id),
        item: (resourceId, itemId) => app.resourceService.item(resourceId, itemId),
        timetable: (id) => app.groupTimetableService.show(id),
        userDetail: (viewer, id) => app.userService.detail(viewer, id),
        clock: app.clock,
      }),
      audit: app.audit,
      config: app.config,
      clock: app.clock,
      log: app.log,
    });
    app.audit.listen(service.enqueue);
    app.decorate('webhooks', service);
  },
  { name: 'webhooks', dependencies: ['database', 'audit', 'notifications'] },
);

import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationRepository } from '../../repositories/notifications.js';
import { createNotificationService, type NotificationService } from '../../services/notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    notificationService: NotificationService;
  }
}

/** Notifications: written by other services inside their transactions, read and changed by their recipients. */
export default fp(
  async function notifications(app: FastifyInstance) {
    app.decorate(
      'notificationService',
      createNotificationService({
        db: app.db,
        notifications: createNotificationRepository(app.db),
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'notifications', dependencies: ['database'] },
);

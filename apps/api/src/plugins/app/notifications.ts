import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvitationRepository } from '../../repositories/invitations.js';
import { createNotificationRepository } from '../../repositories/notifications.js';
import { createInvitationService, type InvitationService } from '../../services/invitations.js';
import { createNotificationService, type NotificationService } from '../../services/notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    notificationService: NotificationService;
    invitationService: InvitationService;
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
    app.decorate(
      'invitationService',
      createInvitationService({ invitations: createInvitationRepository(app.db), clock: app.clock }),
    );
  },
  { name: 'notifications', dependencies: ['database'] },
);

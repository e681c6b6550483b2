import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvitationService, type InvitationService } from '../../services/invitations.js';
import { createOutbox, type Outbox } from '../../services/outbox.js';
import { createReminders, type Reminders } from '../../services/reminders.js';
import { createNotificationService, type NotificationService } from '../../services/notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    notificationService: NotificationService;
    invitationService: InvitationService;
    outbox: Outbox;
    reminders: Reminders;
  }
}

/** Notifications: written by other services inside their transactions, read and changed by their recipients. */
export default fp(
  async function notifications(app: FastifyInstance) {
    const notificationService = createNotificationService({
      db: app.db,
      notifications: app.repositories.notifications,
      invitations: app.repositories.invitations,
      clock: app.clock,
      timeZone: app.config.timeZone,
    });
    const outbox = createOutbox({
      messages: app.repositories.outbox,
      invitations: app.repositories.invitations,
      // The admin plugin decorates the settings after this one; a message reads them only when it goes out.
      universityName: async () => (await app.systemSettingsService.current()).university_name,
      smtp: app.config.smtp,
      clock: app.clock,
      timeZone: app.config.timeZone,
      // The feeds plugin decorates its service after this one; a message reads a series only when it goes out.
      seriesCalendar: (repeaterIds, reader, name, struck) =>
        app.calendarFeedService.seriesCalendar(repeaterIds, reader, name, struck),
      log: app.log,
    });
    // Every notification's e-mail is queued in the notification's transaction.
    notificationService.onWritten(outbox.enqueue);
    // An invitation cancelled with its reservation: its e-mail still waiting says so.
    notificationService.onInvitationsCancelled(outbox.cancelInvitations);
    notificationService.onInvitationsFollowed(outbox.followInvitations);
    app.decorate('notificationService', notificationService);
    app.decorate('outbox', outbox);
    app.decorate(
      'reminders',
      createReminders({
        db: app.db,
        reminders: app.repositories.reminders,
        notifications: notificationService,
        timeZone: app.config.timeZone,
        // The admin plugin decorates the settings after this one; the round reads them only when it runs.
        defaultReminderHour: async () => (await app.systemSettingsService.current()).default_reminder_hour,
      }),
    );
    app.decorate(
      'invitationService',
      createInvitationService({
        db: app.db,
        invitations: app.repositories.invitations,
        reservations: app.repositories.reservations,
        notifications: notificationService,
        clock: app.clock,
      }),
    );
  },
  { name: 'notifications', dependencies: ['database'] },
);

import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCalendarFeedService, type CalendarFeedService } from '../../services/calendar-feeds.js';
import { createReservationPresenter } from '../../services/reservation-presenter.js';

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeedService: CalendarFeedService;
  }
}

/** Calendar feeds (issue 14): each user's private subscription and every resource's public one. */
export default fp(
  async function feeds(app: FastifyInstance) {
    // The same secret the guard signs with (APP_SECRET, else the one kept in system_settings).
    const secret =
      app.config.appSecret ??
      (await app.systemSettings.getOrCreate('app_secret', randomBytes(32).toString('hex'), app.clock().toISOString()));
    const timeZone = app.config.timeZone;
    app.decorate(
      'calendarFeedService',
      createCalendarFeedService({
        db: app.db,
        audit: app.audit,
        feeds: app.repositories.calendarFeeds,
        present: createReservationPresenter({
          reservations: app.repositories.reservations,
          resources: app.repositories.resources,
          repeaters: app.repositories.repeaters,
          contacts: app.repositories.reservationContacts,
          timeZone,
        }),
        secret,
        clock: app.clock,
        timeZone,
      }),
    );
  },
  { name: 'feeds', dependencies: ['database', 'accounts', 'audit'] },
);

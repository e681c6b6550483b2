import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRules } from '../../services/blackout-rules.js';
import { createClosureReader } from '../../services/closures.js';
import { createTimetableLocks } from '../../services/timetable-locks.js';
import { createResponsibilityRules } from '../../services/responsibility.js';
import { createReservationPresenter } from '../../services/reservation-presenter.js';
import { createReservationService, type ReservationService } from '../../services/reservations/index.js';
import { createResourceWeekService, type ResourceWeekService } from '../../services/resource-week.js';
import { createResourceService, type ResourceService } from '../../services/resources.js';

declare module 'fastify' {
  interface FastifyInstance {
    resourceService: ResourceService;
    reservationService: ReservationService;
    resourceWeekService: ResourceWeekService;
  }
}

/**
 * The reservation service over the app's database and clock. `notify: false` writes by every rule but tells
 * nobody: the demo seed (a university's past, not news) uses it.
 */
export function reservationServiceOf(app: FastifyInstance, { notify }: { notify: boolean }): ReservationService {
  const resources = app.repositories.resources;
  const reservations = app.repositories.reservations;
  const repeaters = app.repositories.repeaters;
  const timeZone = app.config.timeZone;
  return createReservationService({
    db: app.db,
    dialect: app.dialect,
    reservations,
    resources,
    items: app.repositories.items,
    repeaters,
    batches: app.repositories.batches,
    annexes: app.repositories.annexes,
    present: createReservationPresenter({
      reservations,
      resources,
      repeaters,
      contacts: app.repositories.reservationContacts,
      timeZone,
    }),
    notifications: notify ? app.notificationService : undefined,
    // The seed writes a university's past, not changes anyone made: it leaves no audit entries either.
    audit: notify ? app.audit : undefined,
    clock: app.clock,
    timeZone,
    blackoutRules: createBlackoutRules({
      blackouts: app.repositories.blackouts,
      periods: app.repositories.periods,
      timeZone,
    }),
    timetableLocks: createTimetableLocks(app.repositories.groupTimetables),
    naming: createResponsibilityRules(app.userRepository),
  });
}

/** Repositories and services of resources, items, reservations, repeaters, batches and annexes; a room's week. */
export default fp(
  async function reservations(app: FastifyInstance) {
    app.decorate(
      'resourceService',
      createResourceService({
        resources: app.repositories.resources,
        items: app.repositories.items,
        clock: app.clock,
        timeZone: app.config.timeZone,
        uploadsUrl: '/uploads',
      }),
    );
    app.decorate('reservationService', reservationServiceOf(app, { notify: true }));
    app.decorate(
      'resourceWeekService',
      createResourceWeekService({
        reservations: app.reservationService,
        resources: app.resourceService,
        closures: createClosureReader({
          blackouts: app.repositories.blackouts,
          periods: app.repositories.periods,
          timeZone: app.config.timeZone,
        }),
      }),
    );
  },
  { name: 'reservations', dependencies: ['database', 'audit', 'accounts', 'notifications'] },
);

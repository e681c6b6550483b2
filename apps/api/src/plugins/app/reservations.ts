import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnnexRepository } from '../../repositories/annexes.js';
import { createBatchRepository } from '../../repositories/batches.js';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createRepeaterRepository } from '../../repositories/repeaters.js';
import { createReservationRepository } from '../../repositories/reservations.js';
import { createReservationContactRepository } from '../../repositories/reservation-contacts.js';
import { createItemRepository } from '../../repositories/items.js';
import { createGroupTimetableRepository } from '../../repositories/group-timetables.js';
import { createResourceRepository } from '../../repositories/resources.js';
import { createBlackoutRules } from '../../services/blackout-rules.js';
import { createTimetableLocks } from '../../services/timetable-locks.js';
import { createResponsibilityRules } from '../../services/responsibility.js';
import { createReservationPresenter } from '../../services/reservation-presenter.js';
import { createReservationService, type ReservationService } from '../../services/reservations/index.js';
import { createResourceService, type ResourceService } from '../../services/resources.js';

declare module 'fastify' {
  interface FastifyInstance {
    resourceService: ResourceService;
    reservationService: ReservationService;
  }
}

/**
 * The reservation service over the app's database and clock. `notify: false` writes by every rule but tells
 * nobody: the demo seed (a university's past, not news) uses it.
 */
export function reservationServiceOf(app: FastifyInstance, { notify }: { notify: boolean }): ReservationService {
  const resources = createResourceRepository(app.db);
  const reservations = createReservationRepository(app.db);
  const repeaters = createRepeaterRepository(app.db);
  const timeZone = app.config.timeZone;
  return createReservationService({
    db: app.db,
    dialect: app.dialect,
    reservations,
    resources,
    items: createItemRepository(app.db),
    repeaters,
    batches: createBatchRepository(app.db),
    annexes: createAnnexRepository(app.db),
    present: createReservationPresenter({
      reservations,
      resources,
      repeaters,
      contacts: createReservationContactRepository(app.db),
      timeZone,
    }),
    notifications: notify ? app.notificationService : undefined,
    // The seed writes a university's past, not changes anyone made: it leaves no audit entries either.
    audit: notify ? app.audit : undefined,
    clock: app.clock,
    timeZone,
    blackoutRules: createBlackoutRules({ blackouts: createBlackoutRepository(app.db), timeZone }),
    timetableLocks: createTimetableLocks(createGroupTimetableRepository(app.db)),
    naming: createResponsibilityRules(app.userRepository),
  });
}

/** Repositories and services of resources, items, reservations, repeaters, batches and annexes. */
export default fp(
  async function reservations(app: FastifyInstance) {
    app.decorate(
      'resourceService',
      createResourceService({
        resources: createResourceRepository(app.db),
        items: createItemRepository(app.db),
        clock: app.clock,
        timeZone: app.config.timeZone,
        uploadsUrl: '/uploads',
      }),
    );
    app.decorate('reservationService', reservationServiceOf(app, { notify: true }));
  },
  { name: 'reservations', dependencies: ['database', 'audit', 'accounts', 'notifications'] },
);

import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnnexRepository } from '../../repositories/annexes.js';
import { createBatchRepository } from '../../repositories/batches.js';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createRepeaterRepository } from '../../repositories/repeaters.js';
import { createReservationRepository } from '../../repositories/reservations.js';
import { createReservationContactRepository } from '../../repositories/reservation-contacts.js';
import { createItemRepository } from '../../repositories/items.js';
import { createResourceRepository } from '../../repositories/resources.js';
import { createBlackoutRules } from '../../services/blackout-rules.js';
import { createTimetableLocks } from '../../services/timetable-locks.js';
import { createReservationPresenter } from '../../services/reservation-presenter.js';
import { createReservationService, type ReservationService } from '../../services/reservations.js';
import { createResourceService, type ResourceService } from '../../services/resources.js';

declare module 'fastify' {
  interface FastifyInstance {
    resourceService: ResourceService;
    reservationService: ReservationService;
  }
}

/** Repositories and services of resources, items, reservations, repeaters, batches and annexes. */
export default fp(
  async function reservations(app: FastifyInstance) {
    const resources = createResourceRepository(app.db);
    const items = createItemRepository(app.db);
    const reservationRepository = createReservationRepository(app.db);
    const repeaters = createRepeaterRepository(app.db);
    const timeZone = app.config.timeZone;
    app.decorate(
      'resourceService',
      createResourceService({ resources, items, clock: app.clock, timeZone, uploadsUrl: '/uploads' }),
    );
    app.decorate(
      'reservationService',
      createReservationService({
        db: app.db,
        dialect: app.dialect,
        reservations: reservationRepository,
        resources,
        items,
        repeaters,
        batches: createBatchRepository(app.db),
        annexes: createAnnexRepository(app.db),
        present: createReservationPresenter({
          reservations: reservationRepository,
          resources,
          repeaters,
          contacts: createReservationContactRepository(app.db),
          timeZone,
        }),
        notifications: app.notificationService,
        clock: app.clock,
        timeZone,
        blackoutRules: createBlackoutRules({ blackouts: createBlackoutRepository(app.db), timeZone }),
        timetableLocks: createTimetableLocks({ db: app.db }),
      }),
    );
  },
  { name: 'reservations', dependencies: ['database', 'accounts', 'notifications'] },
);

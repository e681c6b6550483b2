import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodService, type PeriodService } from '../../services/periods.js';
import { createResourceBlackoutService, type ResourceBlackoutService } from '../../services/resource-blackouts.js';

declare module 'fastify' {
  interface FastifyInstance {
    periodService: PeriodService;
    resourceBlackoutService: ResourceBlackoutService;
  }
}

/** Periods (semesters) and blackouts (holidays, unavailable resources), and a room's own closed times. */
export default fp(
  async function periods(app: FastifyInstance) {
    app.decorate(
      'periodService',
      createPeriodService({
        db: app.db,
        periods: app.repositories.periods,
        resources: app.repositories.resources,
        blackouts: app.repositories.blackouts,
        audit: app.audit,
        reservations: app.repositories.reservations,
        repeaters: app.repositories.repeaters,
        notifications: app.notificationService,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
    app.decorate(
      'resourceBlackoutService',
      createResourceBlackoutService({
        db: app.db,
        blackouts: app.repositories.blackouts,
        periods: app.periodService,
        audit: app.audit,
        reservations: app.repositories.reservations,
        repeaters: app.repositories.repeaters,
        notifications: app.notificationService,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'periods', dependencies: ['database', 'audit', 'notifications'] },
);

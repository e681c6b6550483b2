import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createResourceRepository } from '../../repositories/resources.js';
import { createPeriodRepository } from '../../repositories/periods.js';
import { createPeriodService, type PeriodService } from '../../services/periods.js';

declare module 'fastify' {
  interface FastifyInstance {
    periodService: PeriodService;
  }
}

/** Periods (semesters) and blackouts (holidays, unavailable resources). */
export default fp(
  async function periods(app: FastifyInstance) {
    app.decorate(
      'periodService',
      createPeriodService({
        db: app.db,
        periods: createPeriodRepository(app.db),
        resources: createResourceRepository(app.db),
        blackouts: createBlackoutRepository(app.db),
        audit: app.audit,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'periods', dependencies: ['database', 'audit'] },
);

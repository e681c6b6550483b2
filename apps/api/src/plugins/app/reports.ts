import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createReportRepository } from '../../repositories/reports.js';
import { createReportService, type ReportService } from '../../services/reports.js';

declare module 'fastify' {
  interface FastifyInstance {
    reportService: ReportService;
  }
}

/** Reports: aggregate queries, saved reports and their export. */
export default fp(
  async function reports(app: FastifyInstance) {
    app.decorate(
      'reportService',
      createReportService({
        reports: createReportRepository(app.db, app.dialect),
        blackouts: createBlackoutRepository(app.db),
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'reports', dependencies: ['database'] },
);

import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
        reports: app.repositories.reports,
        blackouts: app.repositories.blackouts,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'reports', dependencies: ['database'] },
);

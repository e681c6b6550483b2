import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createImportRunRepository } from '../../repositories/import-runs.js';
import { createImportRepository } from '../../repositories/imports.js';
import { createPeriodRepository } from '../../repositories/periods.js';
import { createItcImporter } from '../../services/itc-import.js';
import { createItcImportRuns, type ItcImportRuns } from '../../services/itc-import-runs.js';

declare module 'fastify' {
  interface FastifyInstance {
    itcImportRuns: ItcImportRuns;
  }
}

/** ITC 2019 imports started from the admin area, run in the background (issue 16). */
export default fp(
  async function imports(app: FastifyInstance) {
    const runs = createItcImportRuns({
      importer: createItcImporter({
        db: app.db,
        dialect: app.dialect,
        imports: createImportRepository(app.db),
        periods: createPeriodRepository(app.db),
        blackouts: createBlackoutRepository(app.db),
        audit: app.audit,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
      runs: createImportRunRepository(app.db),
      clock: app.clock,
      onError: (error) => app.log.error({ err: error }, 'an ITC import failed'),
    });
    app.decorate('itcImportRuns', runs);
    // A run still going when the app closes finishes first (the database closes after this hook).
    app.addHook('onClose', async () => {
      await runs.settle();
    });
  },
  { name: 'imports', dependencies: ['database', 'audit'] },
);

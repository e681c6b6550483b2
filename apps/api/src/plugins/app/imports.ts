import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createImportRunRepository } from '../../repositories/import-runs.js';
import { createImportRepository } from '../../repositories/imports.js';
import { createPeriodRepository } from '../../repositories/periods.js';
import { type Kysely } from 'kysely';
import { type Database, type Dialect } from '../../db/database.js';
import { type AuditService } from '../../services/audit.js';
import { createItcImporter } from '../../services/itc-import.js';
import { createItcImportRuns, type ItcImportRuns } from '../../services/itc-import-runs.js';

declare module 'fastify' {
  interface FastifyInstance {
    itcImportRuns: ItcImportRuns;
  }
}

/** The ITC 2019 importer on a database, wired with its repositories (the app, `./laikas import:itc`, the benches). */
export function itcImporterOf(
  db: Kysely<Database>,
  dialect: Dialect,
  options: { clock: () => Date; timeZone: string; audit?: Pick<AuditService, 'record'> },
) {
  return createItcImporter({
    db,
    dialect,
    imports: createImportRepository(db),
    periods: createPeriodRepository(db),
    blackouts: createBlackoutRepository(db),
    ...options,
  });
}

/** ITC 2019 imports started from the admin area, run in the background (issue 16). */
export default fp(
  async function imports(app: FastifyInstance) {
    const runs = createItcImportRuns({
      importer: itcImporterOf(app.db, app.dialect, {
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

import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { type Database, type Dialect } from '../../db/database.js';
import { createRepositories, type Repositories } from '../../repositories/index.js';
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
  { imports, periods, blackouts }: Repositories = createRepositories(db, dialect),
) {
  return createItcImporter({ db, dialect, imports, periods, blackouts, ...options });
}

/** ITC 2019 imports started from the admin area, run in the background (issue 16). */
export default fp(
  async function imports(app: FastifyInstance) {
    const runs = createItcImportRuns({
      importer: itcImporterOf(
        app.db,
        app.dialect,
        { audit: app.audit, clock: app.clock, timeZone: app.config.timeZone },
        app.repositories,
      ),
      runs: app.repositories.importRuns,
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

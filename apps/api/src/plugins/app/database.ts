import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { type Database, type DatabaseHandle, type Dialect } from '../../db/database.js';
import { migrateToLatest, schemaIsCurrent } from '../../db/migrate.js';
import { ensureRoles } from '../../db/roles.js';
import { createRepositories, type Repositories } from '../../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** Every repository, built once over this database (repositories/index.ts). */
    repositories: Repositories;
    /** The URL the database was opened with, when known (live timetables LISTEN on a connection of their own). */
    databaseUrl: string | undefined;
    /** Whether the schema is at the newest migration; throws when the database does not answer (readiness). */
    schemaIsCurrent: () => Promise<boolean>;
  }
}

export interface DatabasePluginOptions {
  handle: DatabaseHandle;
  /** Migrate to the newest schema and ensure the built-in roles before serving (default true). */
  migrate: boolean;
  /** Close the connection when the app closes (false when the caller owns it). */
  closeOnShutdown: boolean;
}

export default fp(
  async function database(app: FastifyInstance, options: DatabasePluginOptions) {
    const { db, dialect } = options.handle;
    if (options.migrate) {
      const ran = await migrateToLatest(db);
      if (ran.length > 0) {
        app.log.info({ migrations: ran }, 'database migrated');
      }
      await ensureRoles(db);
    }
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('repositories', createRepositories(db, dialect));
    app.decorate('databaseUrl', options.handle.url);
    app.decorate('schemaIsCurrent', () => schemaIsCurrent(db));
    if (options.closeOnShutdown) {
      app.addHook('onClose', async () => {
        await db.destroy();
      });
    }
  },
  { name: 'database' },
);

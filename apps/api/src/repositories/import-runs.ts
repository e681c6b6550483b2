import { type Insertable, type Kysely, type Updateable } from 'kysely';
import { type Database, type ImportRunsTable } from '../db/database.js';

/** Imports run in the background from the admin area (issue 16): their progress and outcome. */
export function createImportRunRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<ImportRunsTable>): Promise<number> {
      const { id } = await db.insertInto('import_runs').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, changes: Updateable<ImportRunsTable>): Promise<void> {
      await db.updateTable('import_runs').set(changes).where('id', '=', id).execute();
    },

    find(id: number, kind: ImportRunsTable['kind']) {
      return db.selectFrom('import_runs').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
    },
  };
}
export type ImportRunRepository = ReturnType<typeof createImportRunRepository>;

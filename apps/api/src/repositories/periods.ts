import { type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { type Database, type Period, type PeriodsTable } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createPeriodRepository(db: Kysely<Database>) {
  return {
    /** Every period, newest first. */
    list(trx: Executor = db): Promise<Period[]> {
      return trx.selectFrom('periods').selectAll().orderBy('starts_on', 'desc').orderBy('id', 'desc').execute();
    },

    find(id: number, trx: Executor = db): Promise<Period | undefined> {
      return trx.selectFrom('periods').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByName(name: string, trx: Executor = db): Promise<Period | undefined> {
      return trx.selectFrom('periods').selectAll().where('name', '=', name).orderBy('id').executeTakeFirst();
    },

    async insert(row: Insertable<PeriodsTable>, trx: Executor = db): Promise<number> {
      const inserted = await trx.insertInto('periods').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async update(id: number, values: Updateable<PeriodsTable>, trx: Executor = db): Promise<void> {
      await trx.updateTable('periods').set(values).where('id', '=', id).execute();
    },

    async remove(id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.deleteFrom('periods').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type PeriodRepository = ReturnType<typeof createPeriodRepository>;

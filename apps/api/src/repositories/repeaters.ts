import { type Insertable, type Kysely, type Transaction } from 'kysely';
import { type Database, type Repeater, type RepeatersTable } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A rule that skips one more date is a new revision of its series (the feed's EXDATE changed). */
async function revise(repeaterId: number, trx: Executor): Promise<void> {
  await trx
    .updateTable('repeaters')
    .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
    .where('id', '=', repeaterId)
    .execute();
}

export function createRepeaterRepository(db: Kysely<Database>) {
  return {
    findByIds(ids: readonly number[], trx: Executor = db): Promise<Repeater[]> {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx.selectFrom('repeaters').selectAll().where('id', 'in', ids).execute();
    },

    async create(values: Insertable<RepeatersTable>, trx: Executor = db): Promise<number> {
      const row = await trx.insertInto('repeaters').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes a rule and raises its revision (a feed's SEQUENCE). */
    async update(id: number, values: Partial<Insertable<RepeatersTable>>, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('repeaters')
        .set((eb) => ({ ...values, sequence: eb('sequence', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Dates the series skips from now on (an occurrence there was deleted or moved on its own). */
    async exclude(repeaterId: number, date: string, trx: Executor = db): Promise<void> {
      await trx
        .insertInto('repeater_exclusions')
        .values({ repeater_id: repeaterId, date })
        .onConflict((conflict) => conflict.columns(['repeater_id', 'date']).doNothing())
        .execute();
      await revise(repeaterId, trx);
    },

    /** Skips several dates at once (a rule split off another keeps the dates the old one skipped). */
    async excludeMany(repeaterId: number, dates: readonly string[], trx: Executor = db): Promise<void> {
      if (dates.length === 0) {
        return;
      }
      await trx
        .insertInto('repeater_exclusions')
        .values([...new Set(dates)].map((date) => ({ repeater_id: repeaterId, date })))
        .onConflict((conflict) => conflict.columns(['repeater_id', 'date']).doNothing())
        .execute();
      await revise(repeaterId, trx);
    },

    /** Replaces the dates a rule skips (a rewritten rule moves them with its first day). */
    async replaceExclusions(repeaterId: number, dates: readonly string[], trx: Executor = db): Promise<void> {
      await trx.deleteFrom('repeater_exclusions').where('repeater_id', '=', repeaterId).execute();
      if (dates.length > 0) {
        await trx
          .insertInto('repeater_exclusions')
          .values([...new Set(dates)].map((date) => ({ repeater_id: repeaterId, date })))
          .execute();
      }
      await revise(repeaterId, trx);
    },

    /** The skipped dates of several rules, sorted by date. */
    exclusionsOfMany(
      repeaterIds: readonly number[],
      trx: Executor = db,
    ): Promise<{ repeater_id: number; date: string }[]> {
      if (repeaterIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('repeater_exclusions')
        .select(['repeater_id', 'date'])
        .where('repeater_id', 'in', repeaterIds)
        .orderBy('date')
        .execute();
    },

    exclusionsOf(repeaterId: number, trx: Executor = db): Promise<string[]> {
      return trx
        .selectFrom('repeater_exclusions')
        .select('date')
        .where('repeater_id', '=', repeaterId)
        .execute()
        .then((rows) => rows.map((row) => row.date));
    },
  };
}
export type RepeaterRepository = ReturnType<typeof createRepeaterRepository>;

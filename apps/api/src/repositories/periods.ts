import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { likePattern } from './admin-resources.js';
import { type Database, type Dialect, type Period, type PeriodsTable, type Reservation } from '../db/database.js';
import { countCovered, coveredReservations, type InstantSpan } from './covered-reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createPeriodRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** One page of the periods (newest first), or of those whose name contains `search`, and how many there are. */
    async page(
      filter: { page: number; perPage: number; search?: string | undefined },
      trx: Executor = db,
    ): Promise<{ total: number; rows: Period[] }> {
      let query = trx.selectFrom('periods');
      if (filter.search) {
        query = query.where(sql<boolean>`lower(name) like ${likePattern(filter.search)} escape '\\'`);
      }
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('starts_on', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { total: Number(total), rows };
    },

    find(id: number, trx: Executor = db): Promise<Period | undefined> {
      return trx.selectFrom('periods').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The period, held until the transaction `trx` ends. On PostgreSQL its row is locked: `update` by a change of its
     * dates, `share` by a holiday added to it, so the one waits for the other and then reads what it wrote (a holiday
     * is never saved outside dates changed meanwhile). SQLite's one writer already holds the whole database.
     */
    hold(id: number, mode: 'update' | 'share', trx: Executor): Promise<Period | undefined> {
      const query = trx.selectFrom('periods').selectAll().where('id', '=', id);
      if (dialect !== 'postgres') {
        return query.executeTakeFirst();
      }
      return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
    },

    /** The periods whose exam session has a day within `from`..`to` (local dates, both included), by its start. */
    async examSessionsBetween(
      from: string,
      to: string,
      trx: Executor = db,
    ): Promise<{ id: number; name: string; exams_from: string; exams_to: string }[]> {
      const rows = await trx
        .selectFrom('periods')
        .select(['id', 'name', 'exams_from', 'exams_to'])
        .where('exams_from', 'is not', null)
        .where('exams_to', 'is not', null)
        .where('exams_from', '<=', to)
        .where('exams_to', '>=', from)
        .orderBy('exams_from')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, exams_from: row.exams_from!, exams_to: row.exams_to! }));
    },

    /**
     * The occurrences of lectures repeating for groups (teaching, as `isTeaching` reads it: a lecture of a series,
     * naming a group; not one moved alone out of its series, nor a rejected one) that start within any of `spans`
     * (instants, [starts_at, ends_at); at least one), by start, each with its resource's name; at most `limit`.
     */
    teachingDuring(
      spans: readonly InstantSpan[],
      trx: Executor = db,
      limit?: number,
    ): Promise<(Reservation & { resource_name: string })[]> {
      return coveredReservations(trx, { spans, meets: 'starts', teaching: true }, limit);
    },

    /** How many occurrences `teachingDuring` answers, counted without reading them. */
    countTeachingDuring(spans: readonly InstantSpan[], trx: Executor = db): Promise<number> {
      return countCovered(trx, { spans, meets: 'starts', teaching: true });
    },

    /** Another period of the same name (ignoring case): `import:itc --period` finds its period by name. */
    async nameTaken(name: string, exceptId: number | null, trx: Executor = db): Promise<boolean> {
      let query = trx
        .selectFrom('periods')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name.trim()})`);
      if (exceptId !== null) {
        query = query.where('id', '!=', exceptId);
      }
      return (await query.executeTakeFirst()) !== undefined;
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

    /** How many group timetables the period holds (deleting it would take them along). */
    async timetableCount(id: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('group_timetables')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('period_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async remove(id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.deleteFrom('periods').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type PeriodRepository = ReturnType<typeof createPeriodRepository>;

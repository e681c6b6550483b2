import { type Kysely, sql, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect } from '../db/database.js';
import { likePattern } from './admin-resources.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The annex administration's reads and writes. */
export function createAdminAnnexRepository(db: Kysely<Database>, dialect: Dialect) {
  function filtered(trx: Executor, search: string | undefined) {
    let query = trx.selectFrom('annexes');
    if (search) {
      query = query.where(sql<boolean>`lower(name) like ${likePattern(search)} escape '\\'`);
    }
    return query;
  }
  return {
    async page(
      search: string | undefined,
      page: number,
      perPage: number,
      direction: 'asc' | 'desc',
      trx: Executor = db,
    ) {
      const { total } = await filtered(trx, search)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(trx, search)
        .select(['id', 'name', 'description'])
        .orderBy(byName(dialect, 'name'), direction)
        .orderBy('id', direction)
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { rows, total: Number(total) };
    },
    findById(id: number, trx: Executor = db) {
      return trx.selectFrom('annexes').select(['id', 'name', 'description']).where('id', '=', id).executeTakeFirst();
    },
    /** Another annex of the same name (case-insensitive). */
    async nameTaken(name: string, exceptId: number | null, trx: Executor = db): Promise<boolean> {
      let query = trx
        .selectFrom('annexes')
        .select('id')
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
      if (exceptId !== null) {
        query = query.where('id', '!=', exceptId);
      }
      return (await query.executeTakeFirst()) !== undefined;
    },
    async insert(name: string, description: string | null, now: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .insertInto('annexes')
        .values({ name, description, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, name: string, description: string | null, now: string, trx: Executor = db) {
      await trx.updateTable('annexes').set({ name, description, updated_at: now }).where('id', '=', id).execute();
    },
  };
}
export type AdminAnnexRepository = ReturnType<typeof createAdminAnnexRepository>;

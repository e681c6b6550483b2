import { type Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import { type Database } from '../db/database.js';

/**
 * The change counters the database's triggers keep (migration 2026-11-25T0700_answer_changes): what an answer in
 * the answer cache is validated against on every request.
 */
export function createAnswerChangesRepository(db: Kysely<Database>) {
  // The reservations starting on the days `[from, to]` (UTC days), and every rarely written table the answers read.
  const ofDays = compiledOnce(['from', 'to'], (values: { from: string; to: string }) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom('reservation_changes')
        .select((inner) => inner.fn.sum<number | string | null>('version').as('version'))
        .where('day', '>=', values.from)
        .where('day', '<=', values.to)
        .as('reservations'),
      eb
        .selectFrom('table_changes')
        .select((inner) => inner.fn.sum<number | string | null>('version').as('version'))
        .as('tables'),
    ]),
  );

  return {
    /**
     * The version of everything that starts on the UTC days `[fromDay, toDay]` (`YYYY-MM-DD`) and of the tables
     * answers read (resources, their tags). Counters only grow and are never deleted: the version read is another
     * one after any write committed there since, and the same one while none was.
     */
    async ofDays(fromDay: string, toDay: string): Promise<string> {
      const { rows } = await db.executeQuery(ofDays({ from: fromDay, to: toDay }));
      const row = rows[0]!;
      return `${row.reservations ?? 0}:${row.tables ?? 0}`;
    },
  };
}
export type AnswerChangesRepository = ReturnType<typeof createAnswerChangesRepository>;

import { type CompiledQuery, type Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import { type Database } from '../db/database.js';

/** The tables whose counters validate rooms at a glance (`reservations`: a TRUNCATE on PostgreSQL). */
const GLANCE_TABLES = ['resources', 'resource_tags', 'reservations'];
/** What the room week reads besides its room's reservations and their links (counted per reservation's day). */
const WEEK_TABLES = [
  'resources',
  'reservations',
  'items',
  'resource_images',
  'repeaters',
  'repeater_exclusions',
  'groups',
  'annexes',
  'users',
  'reservation_batches',
];

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
        .where('name', 'in', GLANCE_TABLES)
        .as('tables'),
    ]),
  );
  // One room's reservations (and their links) starting on the days `[from, to]`, and the tables a week reads whole.
  const ofRoomDays = compiledOnce(
    ['resourceId', 'from', 'to'],
    (values: { resourceId: number; from: string; to: string }) =>
      db.selectNoFrom((eb) => [
        eb
          .selectFrom('reservation_changes')
          .select((inner) => inner.fn.sum<number | string | null>('version').as('version'))
          .where('resource_id', '=', values.resourceId)
          .where('day', '>=', values.from)
          .where('day', '<=', values.to)
          .as('reservations'),
        eb
          .selectFrom('table_changes')
          .select((inner) => inner.fn.sum<number | string | null>('version').as('version'))
          .where('name', 'in', WEEK_TABLES)
          .as('tables'),
      ]),
  );

  return {
    /**
     * The version of one room's reservations starting on the UTC days `[fromDay, toDay]` with their links, and of
     * every table the room week reads whole (migration 2026-11-28T1300_week_answer_changes).
     */
    async ofRoomDays(resourceId: number, fromDay: string, toDay: string): Promise<string> {
      return this.versionOf((await db.executeQuery(this.ofRoomDaysQuery(resourceId, fromDay, toDay))).rows);
    },

    /** The statement of `ofRoomDays`, to send with another (its rows to `versionOf`). */
    ofRoomDaysQuery(resourceId: number, fromDay: string, toDay: string): CompiledQuery {
      return ofRoomDays({ resourceId, from: fromDay, to: toDay });
    },

    /** The rows of a statement of `ofRoomDaysQuery`. */
    async rowsOf(query: CompiledQuery): Promise<unknown[]> {
      return (await db.executeQuery(query)).rows;
    },

    /** The version the rows of `ofRoomDaysQuery` hold. */
    versionOf(rows: readonly unknown[]): string {
      const row = rows[0] as { reservations: number | string | null; tables: number | string | null };
      return `${row.reservations ?? 0}:${row.tables ?? 0}`;
    },

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

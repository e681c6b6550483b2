import { can } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { type Actor } from '../domain/permissions.js';
import { ForbiddenError } from '../errors.js';

/*
 * A locked or approved group timetable (issue 16) is changed only by administrators (`groups.manage`): a
 * reservation of such a group inside the timetable's period cannot be created, changed or deleted by anyone else.
 * Called by the reservation write path only when the write touches groups.
 */
export function createTimetableLocks(deps: { db: Kysely<Database> }) {
  const { db } = deps;
  return {
    async assertEditable(actor: Actor, groupIds: readonly number[], dates: readonly string[]): Promise<void> {
      if (groupIds.length === 0 || dates.length === 0 || can(actor, 'groups.manage')) {
        return;
      }
      const first = dates.reduce((a, b) => (a < b ? a : b));
      const last = dates.reduce((a, b) => (a > b ? a : b));
      const locked = await db
        .selectFrom('group_timetables')
        .innerJoin('periods', 'periods.id', 'group_timetables.period_id')
        .innerJoin('groups', 'groups.id', 'group_timetables.group_id')
        .select(['groups.name'])
        .where('group_timetables.group_id', 'in', [...new Set(groupIds)])
        .where('group_timetables.status', '!=', 'draft')
        .where('periods.starts_on', '<=', last)
        .where('periods.ends_on', '>=', first)
        .executeTakeFirst();
      if (locked) {
        throw new ForbiddenError(`The timetable of ${locked.name} is locked; only administrators change it`);
      }
    },
  };
}
export type TimetableLocks = ReturnType<typeof createTimetableLocks>;

import { can } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { type Actor } from '../domain/permissions.js';
import { ForbiddenError } from '../errors.js';
import { type GroupTimetableRepository } from '../repositories/group-timetables.js';

/*
 * A locked or approved group timetable (issue 16) is changed only by administrators (`groups.manage`): a
 * reservation of such a group inside the timetable's period cannot be created, changed or deleted by anyone else.
 * Called by the reservation write path inside its transaction, under its write lock (`trx`): a lock that committed
 * before the write reads is seen, and on PostgreSQL one in progress is waited for (the repository reads the
 * timetables `for share`), so a lock that commits first always wins.
 */
export function createTimetableLocks(timetables: Pick<GroupTimetableRepository, 'lockedTimetables'>) {
  return {
    async assertEditable(
      actor: Actor,
      groupIds: readonly number[],
      dates: readonly string[],
      trx: Kysely<Database>,
    ): Promise<void> {
      if (groupIds.length === 0 || dates.length === 0 || can(actor, 'groups.manage')) {
        return;
      }
      const first = dates.reduce((a, b) => (a < b ? a : b));
      const last = dates.reduce((a, b) => (a > b ? a : b));
      // A date of the write within a locked period, not only its span over one (a lecture moved across the period).
      const locked = (await timetables.lockedTimetables(groupIds, first, last, trx)).find((timetable) =>
        dates.some((date) => timetable.starts_on <= date && date <= timetable.ends_on),
      );
      if (locked) {
        throw new ForbiddenError('reservation.timetableLocked', { group: locked.name });
      }
    },
  };
}
export type TimetableLocks = ReturnType<typeof createTimetableLocks>;

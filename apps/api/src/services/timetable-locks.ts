import { can } from '@laikas/contract';
import { type Actor } from '../domain/permissions.js';
import { ForbiddenError } from '../errors.js';
import { type GroupTimetableRepository } from '../repositories/group-timetables.js';

/*
 * A locked or approved group timetable (issue 16) is changed only by administrators (`groups.manage`): a
 * reservation of such a group inside the timetable's period cannot be created, changed or deleted by anyone else.
 * Called by the reservation write path only when the write touches groups.
 */
export function createTimetableLocks(timetables: Pick<GroupTimetableRepository, 'lockedGroupName'>) {
  return {
    async assertEditable(actor: Actor, groupIds: readonly number[], dates: readonly string[]): Promise<void> {
      if (groupIds.length === 0 || dates.length === 0 || can(actor, 'groups.manage')) {
        return;
      }
      const first = dates.reduce((a, b) => (a < b ? a : b));
      const last = dates.reduce((a, b) => (a > b ? a : b));
      const locked = await timetables.lockedGroupName(groupIds, first, last);
      if (locked) {
        throw new ForbiddenError('reservation.timetableLocked', { group: locked });
      }
    },
  };
}
export type TimetableLocks = ReturnType<typeof createTimetableLocks>;

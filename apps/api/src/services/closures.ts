import { type Closure } from '@laikas/contract';
import { toInstant } from '@laikas/contract/time';
import { type BlackoutRepository } from '../repositories/blackouts.js';

/**
 * The closures (holidays, rooms' own unavailabilities) over local dates `from`..`to` (both included) of the given
 * rooms (every room's when none are given), as the screen-shaped calls carry them (issue 36); every reader of the timetable may see them.
 */
export function createClosureReader(deps: {
  blackouts: Pick<BlackoutRepository, 'blackoutsBetween'>;
  timeZone: string;
}) {
  return async function closuresBetween(
    range: { from: string; to: string },
    /** Left out: every room's. */
    resourceIds?: readonly number[],
  ): Promise<Closure[]> {
    const from = toInstant(range.from, { hours: 0, minutes: 0 }, deps.timeZone).toISOString();
    const to = toInstant(range.to, { hours: 24, minutes: 0 }, deps.timeZone).toISOString();
    const rows = await deps.blackouts.blackoutsBetween(from, to, resourceIds);
    return rows.map((row) => ({
      name: row.name,
      kind: row.resource_id === null ? 'holiday' : 'unavailable',
      resource_id: row.resource_id,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
    }));
  };
}
export type ClosureReader = ReturnType<typeof createClosureReader>;

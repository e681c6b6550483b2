import { type Closure } from '@laikas/contract';
import { shiftDate, toInstant } from '@laikas/contract/time';
import { type BlackoutRepository } from '../repositories/blackouts.js';
import { type PeriodRepository } from '../repositories/periods.js';

/**
 * The closures (holidays, rooms' own unavailabilities) over local dates `from`..`to` (both included) of the given
 * rooms (every room's when none are given), as the screen-shaped calls carry them (issue 36); every reader of the
 * timetable may see them. With them the periods' exam sessions (`exams`): marked, not closed.
 */
export function createClosureReader(deps: {
  blackouts: Pick<BlackoutRepository, 'blackoutsBetween'>;
  periods: Pick<PeriodRepository, 'examSessionsBetween'>;
  timeZone: string;
}) {
  const midnight = { hours: 0, minutes: 0 };
  return async function closuresBetween(
    range: { from: string; to: string },
    /** Left out: every room's. */
    resourceIds?: readonly number[],
  ): Promise<Closure[]> {
    const from = toInstant(range.from, midnight, deps.timeZone).toISOString();
    const to = toInstant(range.to, { hours: 24, minutes: 0 }, deps.timeZone).toISOString();
    const [rows, periods] = await Promise.all([
      deps.blackouts.blackoutsBetween(from, to, resourceIds),
      deps.periods.examSessionsBetween(range.from, range.to),
    ]);
    const closed = rows.map((row): Closure => ({
      name: row.name,
      kind: row.resource_id === null ? 'holiday' : 'unavailable',
      resource_id: row.resource_id,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
    }));
    const exams = periods.map((period): Closure => ({
      name: period.name,
      kind: 'exams',
      resource_id: null,
      starts_at: toInstant(period.exams_from, midnight, deps.timeZone).toISOString(),
      ends_at: toInstant(shiftDate(period.exams_to, 1), midnight, deps.timeZone).toISOString(),
    }));
    return [...exams, ...closed];
  };
}
export type ClosureReader = ReturnType<typeof createClosureReader>;

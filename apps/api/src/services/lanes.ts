import { LANE_RANGE_MAX_DAYS } from '@laikas/contract';
import { assertDateRange } from '../domain/dateRange.js';
import { type Actor } from '../domain/permissions.js';
import { toInstant } from '@laikas/contract/time';
import { NotFoundError } from '../errors.js';
import { type LaneRepository } from '../repositories/lanes.js';
import { type ClosureReader } from './closures.js';
import { type ReservationPresenter } from './reservation-presenter.js';

export interface LaneServiceDependencies {
  lanes: LaneRepository;
  present: ReservationPresenter;
  closures: ClosureReader;
  clock: () => Date;
  timeZone: string;
}

/** A range of local dates, both included, and the query field names a 422 reports them under. */
export interface LaneRange {
  from: string;
  to: string;
  fields: { from: string; to: string };
}

/**
 * The UTC instants `[from, to)` of a local date range, or a 422 naming the field: real dates, the end not before
 * the start, at most LANE_RANGE_MAX_DAYS days.
 */
export function laneInstants({ from, to, fields }: LaneRange, timeZone: string): { from: string; to: string } {
  assertDateRange({ from, to }, { maxDays: LANE_RANGE_MAX_DAYS, fields });
  return {
    from: toInstant(from, { hours: 0, minutes: 0 }, timeZone).toISOString(),
    // `to` is included: the range ends at the end of its last day (24:00 is the next midnight).
    to: toInstant(to, { hours: 24, minutes: 0 }, timeZone).toISOString(),
  };
}

/**
 * The reads of the lane screens: one group's or one teacher's (person responsible) reservations over a few days,
 * presented like every other reservation list, with the asking user's permissions, and the range's holidays
 * (issue 36). A row is a group or a person, not a room: a room's own unavailability closes no row, so it is left out.
 */
export function createLaneService({ lanes, present, closures, clock, timeZone }: LaneServiceDependencies) {
  const holidays = (range: LaneRange) => closures({ from: range.from, to: range.to }, []);
  return {
    async ofGroup(actor: Actor, groupId: number, range: LaneRange) {
      const { from, to } = laneInstants(range, timeZone);
      if (!(await lanes.groupExists(groupId))) {
        throw new NotFoundError('group');
      }
      const [rows, closed] = await Promise.all([lanes.ofGroup(groupId, from, to), holidays(range)]);
      return { data: await present(rows, actor, clock()), closures: closed };
    },

    async ofTeacher(actor: Actor, userId: number, range: LaneRange) {
      const { from, to } = laneInstants(range, timeZone);
      if (!(await lanes.userExists(userId))) {
        throw new NotFoundError('user');
      }
      const [rows, closed] = await Promise.all([lanes.ofPersonResponsible(userId, from, to), holidays(range)]);
      return { data: await present(rows, actor, clock()), closures: closed };
    },
  };
}
export type LaneService = ReturnType<typeof createLaneService>;

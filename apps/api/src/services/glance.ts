import { GLANCE_RANGE_MAX_DAYS, type RoomsGlance } from '@laikas/contract';
import { toInstant } from '@laikas/contract/time';
import { assertDateRange } from '../domain/dateRange.js';
import { compareNames } from '../domain/lithuanianOrder.js';
import { type GlanceRepository } from '../repositories/glance.js';
import { type ClosureReader } from './closures.js';

export interface GlanceServiceDependencies {
  glance: GlanceRepository;
  closures: ClosureReader;
  clock: () => Date;
  timeZone: string;
}

export interface GlanceFilter {
  from: string;
  to: string;
  address?: string | undefined;
  tag?: string | undefined;
  capacity?: number | undefined;
  free_now?: boolean | undefined;
}

/** The UTC instants `[from, to)` of a local date range of at most a week, or a 422 naming the field. */
export function glanceInstants(from: string, to: string, timeZone: string): { from: string; to: string } {
  assertDateRange({ from, to }, { maxDays: GLANCE_RANGE_MAX_DAYS });
  return {
    from: toInstant(from, { hours: 0, minutes: 0 }, timeZone).toISOString(),
    to: toInstant(to, { hours: 24, minutes: 0 }, timeZone).toISOString(),
  };
}

/**
 * Rooms at a glance: every room that passes the filters with its reservations over a day or a week, in one answer.
 * Timetables are public within the university (docs/decisions/timetables-are-public-inside.md), so any signed-in user may read it; it carries
 * only what a lane block shows (no invitations, join addresses or descriptions).
 */
export function createGlanceService({ glance, closures, clock, timeZone }: GlanceServiceDependencies) {
  /** The answer for `filter` over `range`, the rooms in `busy` taken right now. */
  async function build(
    filter: GlanceFilter,
    range: { from: string; to: string },
    busy: Set<number>,
  ): Promise<RoomsGlance> {
    const [rooms, tagRows] = await Promise.all([glance.rooms(), glance.tags()]);
    const tagsOf = new Map<number, string[]>();
    for (const { resource_id, tag } of tagRows) {
      const list = tagsOf.get(resource_id);
      if (list) {
        list.push(tag);
      } else {
        tagsOf.set(resource_id, [tag]);
      }
    }
    const wantedTag = filter.tag?.toLocaleLowerCase('lt');
    const chosen = rooms.filter(
      (room) =>
        (filter.address === undefined || room.address === filter.address) &&
        (filter.capacity === undefined || (room.capacity ?? 0) >= filter.capacity) &&
        (wantedTag === undefined ||
          (tagsOf.get(room.id) ?? []).some((tag) => tag.toLocaleLowerCase('lt') === wantedTag)),
    );
    const shown = filter.free_now ? chosen.filter((room) => !busy.has(room.id)) : chosen;
    // The range read holds every resource's reservations, equipment pools' too: keep the shown rooms' only.
    const shownIds = new Set(shown.map((room) => room.id));
    const [reservations, closed] = await Promise.all([glance.reservations(range.from, range.to), closures(filter)]);
    return {
      from: filter.from,
      to: filter.to,
      rooms: shown.map((room) => ({
        id: room.id,
        name: room.name,
        address: room.address,
        capacity: room.capacity,
        tags: tagsOf.get(room.id) ?? [],
        free_now: !busy.has(room.id),
      })),
      reservations: reservations
        .filter((row) => shownIds.has(row.resource_id))
        .map((row) => ({
          id: row.id,
          resource_id: row.resource_id,
          name: row.name,
          starts_at: row.starts_at,
          ends_at: row.ends_at,
          type: row.type,
          status: row.status,
          is_remote: row.is_remote === 1,
        })),
      // Every room's unavailabilities over a week are few: read them all, keep the shown rooms' and the holidays.
      closures: closed.filter((closure) => closure.resource_id === null || shownIds.has(closure.resource_id)),
      addresses: [...new Set(rooms.flatMap((room) => (room.address ? [room.address] : [])))].sort(compareNames),
      tags: [...new Set(tagRows.map((row) => row.tag))].sort(compareNames),
    };
  }

  return {
    /** Rooms at a glance for `filter`, read on every request (the same answer for every signed-in user). */
    async read(filter: GlanceFilter): Promise<RoomsGlance> {
      const range = glanceInstants(filter.from, filter.to, timeZone);
      return build(filter, range, await glance.busyAt(clock().toISOString()));
    },
  };
}
export type GlanceService = ReturnType<typeof createGlanceService>;

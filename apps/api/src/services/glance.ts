import { GLANCE_RANGE_MAX_DAYS, type RoomsGlance } from '@laikas/contract';
import { daysBetween, isRealDate, toInstant } from '../domain/time.js';
import { ValidationFailedError } from '../errors.js';
import { type AnswerChangesRepository } from '../repositories/answer-changes.js';
import { type GlanceRepository } from '../repositories/glance.js';
import { LONGEST_OCCURRENCE_MS } from '../repositories/reservations.js';
import { type AnswerCache, type CachedAnswer } from './answer-cache.js';

export interface GlanceServiceDependencies {
  glance: GlanceRepository;
  /** The change counters a cached answer is validated against on every request. */
  changes: AnswerChangesRepository;
  /** Where the answers' bytes are kept (`createAnswerCache(0)` keeps none). */
  cache: AnswerCache;
  /** The answer's JSON, as the route's compiled serialiser writes it. */
  serialize: (answer: { data: RoomsGlance }) => string;
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
  if (!isRealDate(from)) {
    throw new ValidationFailedError({ from: ['The date is not a real date'] });
  }
  if (!isRealDate(to)) {
    throw new ValidationFailedError({ to: ['The date is not a real date'] });
  }
  if (to < from) {
    throw new ValidationFailedError({ to: ['The end of the range must not be before its start'] });
  }
  if (daysBetween(from, to) + 1 > GLANCE_RANGE_MAX_DAYS) {
    throw new ValidationFailedError({ to: [`The range may span at most ${GLANCE_RANGE_MAX_DAYS} days`] });
  }
  return {
    from: toInstant(from, { hours: 0, minutes: 0 }, timeZone).toISOString(),
    to: toInstant(to, { hours: 24, minutes: 0 }, timeZone).toISOString(),
  };
}

const collator = new Intl.Collator('lt');
const byText = (a: string, b: string) => collator.compare(a, b);

/**
 * Rooms at a glance: every room that passes the filters with its reservations over a day or a week, in one answer.
 * Timetables are public within the university (docs/decisions/timetables-are-public-inside.md), so any signed-in user may read it; it carries
 * only what a lane block shows (no invitations, join addresses or descriptions).
 */
export function createGlanceService({ glance, changes, cache, serialize, clock, timeZone }: GlanceServiceDependencies) {
  /** The answer for `filter` over `range`, the rooms in `busy` taken right now. */
  async function build(filter: GlanceFilter, range: { from: string; to: string }, busy: Set<number>) {
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
    const reservations = await glance.reservations(range.from, range.to);
    const shown = filter.free_now ? chosen.filter((room) => !busy.has(room.id)) : chosen;
    const shownIds = shown.length === rooms.length ? null : new Set(shown.map((room) => room.id));
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
      reservations: (shownIds ? reservations.filter((row) => shownIds.has(row.resource_id)) : reservations).map(
        (row) => ({
          id: row.id,
          resource_id: row.resource_id,
          name: row.name,
          starts_at: row.starts_at,
          ends_at: row.ends_at,
          type: row.type,
          status: row.status,
          is_remote: row.is_remote === 1,
        }),
      ),
      addresses: [...new Set(rooms.flatMap((room) => (room.address ? [room.address] : [])))].sort(byText),
      tags: [...new Set(tagRows.map((row) => row.tag))].sort(byText),
    };
  }

  return {
    /**
     * The answer's bytes for `filter`, from the answer cache when the database's change counters for the days the
     * range can touch (and for rooms and tags) are those it was built under. The counters are read before the
     * data, so an entry is never newer in its counters than in its data. The answer is the same for every
     * signed-in user; what depends on the clock (which rooms are taken right now) is read on every request and is
     * part of the entry's key.
     */
    async answer(filter: GlanceFilter): Promise<CachedAnswer> {
      const range = glanceInstants(filter.from, filter.to, timeZone);
      const firstDay = new Date(Date.parse(range.from) - LONGEST_OCCURRENCE_MS).toISOString().slice(0, 10);
      const [validator, busy] = await Promise.all([
        changes.ofDays(firstDay, range.to.slice(0, 10)),
        glance.busyAt(clock().toISOString()),
      ]);
      const key = JSON.stringify([
        'glance',
        filter.from,
        filter.to,
        filter.address ?? null,
        filter.tag ?? null,
        filter.capacity ?? null,
        filter.free_now ?? false,
        [...busy].sort((a, b) => a - b),
      ]);
      return (
        cache.get(key, validator) ?? cache.put(key, validator, serialize({ data: await build(filter, range, busy) }))
      );
    },
  };
}
export type GlanceService = ReturnType<typeof createGlanceService>;

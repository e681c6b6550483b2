import {
  can,
  FREE_ROOM_MAX_OCCURRENCES,
  type FreeRoom,
  type FreeRoomCriteria,
  type Repeater,
  reservationTypes,
  toMinutes,
} from '@laikas/contract';
import { type AskedOccurrence, rankRooms, type RoomCandidate } from '../domain/freeRooms.js';
import { type Interval } from '../domain/overlap.js';
import { type Actor, canReserveResource, initialStatus } from '../domain/permissions.js';
import { dateError } from '../domain/dateRange.js';
import { expandDates, placeOccurrences, validateRepeater } from '../domain/repeater.js';
import { checkTimes } from '../domain/resourceRules.js';
import { todayIn } from '@laikas/contract/time';
import { type FieldErrors, ValidationFailedError } from '../errors.js';
import { type BlackoutRepository } from '../repositories/blackouts.js';
import { type FreeRoomRepository } from '../repositories/freeRooms.js';
import { settingsOf } from './resources.js';
import { message } from '../i18n/index.js';

export interface FreeRoomServiceDependencies {
  rooms: FreeRoomRepository;
  blackouts: BlackoutRepository;
  clock: () => Date;
  timeZone: string;
}

/** The local dates a search asks about; a 422 under the query's own field names when the repetition is wrong. */
export function searchDates(criteria: FreeRoomCriteria, today: string): string[] {
  const errors: FieldErrors = {};
  const dateProblem = dateError(criteria.date);
  if (dateProblem) {
    errors.date = [dateProblem];
  }
  const start = toMinutes(criteria.from);
  const end = toMinutes(criteria.to);
  if (start >= 24 * 60) {
    errors.from = [message('reservation.startBefore24')];
  } else if (end <= start) {
    errors.to = [message('range.endAfterStart')];
  }
  if (criteria.until === undefined) {
    if (Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    return [criteria.date];
  }
  const rule: Repeater = {
    type: criteria.repeat ?? 'weekly',
    interval: criteria.interval ?? 1,
    until: criteria.until,
    weekdays: criteria.weekdays ?? [],
  };
  const ruleErrors = !dateProblem ? validateRepeater(rule, criteria.date, today) : {};
  for (const [key, message] of Object.entries(ruleErrors)) {
    if (message) {
      errors[key.replace('repeater.', '')] = [message];
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new ValidationFailedError(errors);
  }
  const dates = expandDates(criteria.date, rule);
  if (dates.length === 0) {
    // Weekdays none of which falls between the date and `until`: nothing to search (as the write path says).
    throw new ValidationFailedError({ until: [message('repeat.noDates')] });
  }
  if (dates.length > FREE_ROOM_MAX_OCCURRENCES) {
    throw new ValidationFailedError({
      until: [message('search.atMostDates', { count: FREE_ROOM_MAX_OCCURRENCES })],
    });
  }
  return dates;
}

/**
 * "Find a free room": which resources the actor may reserve at these times (their slots, forbidden gaps, daily
 * window, durations) and which of them nothing stands on, on every asked date.
 */
export function createFreeRoomService({ rooms, blackouts, clock, timeZone }: FreeRoomServiceDependencies) {
  return {
    /** The equipment a search may ask for. */
    tags: () => rooms.tags(),

    async search(
      actor: Actor,
      criteria: FreeRoomCriteria,
    ): Promise<{ rooms: FreeRoom[]; dates: string[]; allFree: boolean }> {
      const now = clock();
      const today = todayIn(now, timeZone);
      const dates = searchDates(criteria, today);
      const occurrences: AskedOccurrence[] = placeOccurrences(dates, criteria.from, criteria.to, timeZone).map(
        (occurrence) => ({ date: occurrence.date, start: occurrence.start.getTime(), end: occurrence.end.getTime() }),
      );
      // What a booking refuses is not offered: only a manager may book what starts in the past (as create does).
      if (!can(actor, 'reservations.manage') && occurrences[0]!.start < now.getTime()) {
        throw new ValidationFailedError({
          [dates[0]! < today ? 'date' : 'from']: [message('reservation.inPast')],
        });
      }
      const resources = await rooms.resources({ capacity: criteria.capacity, tags: criteria.tags ?? [] });
      const details = await rooms.detailsOf(resources.map((resource) => resource.id));
      const start = toMinutes(criteria.from);
      const end = toMinutes(criteria.to);
      const asked = criteria.type ? [criteria.type] : reservationTypes;

      // Each resource's groups, items and tags by its id: one pass over each list, not one per resource.
      const groupsOf = Map.groupBy(details.groups, (row) => row.resource_id);
      const itemsOf = Map.groupBy(details.items, (row) => row.resource_id);
      const tagsOf = Map.groupBy(details.tags, (row) => row.resource_id);
      const typesOf = new Map<number, FreeRoom['types']>();
      const candidates: RoomCandidate[] = [];
      for (const resource of resources) {
        const settings = settingsOf(resource);
        const groupIds = (groupsOf.get(resource.id) ?? []).map((row) => row.group_id);
        if (!canReserveResource(actor, { allowAnybody: settings.allow_anybody, groupIds })) {
          continue;
        }
        const types = asked.filter((type) => Object.keys(checkTimes(type, start, end, settings)).length === 0);
        const items = (itemsOf.get(resource.id) ?? []).map((item) => ({
          id: item.id,
          spaces: item.available_spaces ?? settings.available_spaces,
        }));
        if (types.length === 0 || items.length === 0) {
          continue;
        }
        typesOf.set(resource.id, types);
        candidates.push({
          id: resource.id,
          name: resource.name,
          capacity: resource.capacity,
          needsApproval: initialStatus(actor, settings.approved) === 'pending',
          items,
        });
      }

      // Holidays (every resource) and resources out of use: a date they touch is taken.
      const closures = await blackouts.blackoutsBetween(
        new Date(occurrences[0]!.start).toISOString(),
        new Date(occurrences.at(-1)!.end).toISOString(),
        candidates.map((candidate) => candidate.id),
      );
      for (const candidate of candidates) {
        candidate.closed = closures
          .filter((closure) => closure.resource_id === null || closure.resource_id === candidate.id)
          .map((closure) => ({ start: Date.parse(closure.starts_at), end: Date.parse(closure.ends_at) }));
      }
      const rows = await rooms.held(
        candidates.flatMap((candidate) => candidate.items.map((item) => item.id)),
        occurrences.map((occurrence) => ({
          from: new Date(occurrence.start).toISOString(),
          to: new Date(occurrence.end).toISOString(),
        })),
      );
      const held = new Map<number, Map<number, Interval[]>>();
      for (const row of rows) {
        let byWindow = held.get(row.item_id);
        if (!byWindow) {
          byWindow = new Map();
          held.set(row.item_id, byWindow);
        }
        const list = byWindow.get(row.window) ?? [];
        list.push({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
        byWindow.set(row.window, list);
      }

      const ranked = rankRooms(candidates, occurrences, held);
      const byId = new Map(resources.map((resource) => [resource.id, resource]));
      const candidateById = new Map(candidates.map((candidate) => [candidate.id, candidate]));
      return {
        dates,
        allFree: ranked.allFree,
        rooms: ranked.rooms.map((room) => {
          const resource = byId.get(room.id)!;
          return {
            id: resource.id,
            name: resource.name,
            address: resource.address,
            capacity: resource.capacity,
            tags: (tagsOf.get(resource.id) ?? []).map((row) => row.tag),
            item_id: room.itemId,
            types: typesOf.get(resource.id) ?? [],
            needs_approval: candidateById.get(room.id)!.needsApproval,
            clashes: room.clashes,
          };
        }),
      };
    },
  };
}
export type FreeRoomService = ReturnType<typeof createFreeRoomService>;

import { can, type ResourceWeek } from '@laikas/contract';
import { type Actor } from '../domain/permissions.js';
import { type AnswerChangesRepository } from '../repositories/answer-changes.js';
import { LONGEST_OCCURRENCE_MS } from '../repositories/reservations.js';
import { type AnswerCache, type CachedAnswer } from './answer-cache.js';
import { type ReservationService } from './reservations.js';
import { type ResourceService } from './resources.js';

export interface ResourceWeekServiceDependencies {
  reservations: Pick<ReservationService, 'resourceWeek' | 'instantsOf'>;
  resources: Pick<ResourceService, 'present'>;
  /** The change counters a cached answer is validated against on every request. */
  changes: AnswerChangesRepository;
  /** Where the answers' bytes are kept (`createAnswerCache(0)` keeps none). */
  cache: AnswerCache;
  /** The answer's JSON, as the route's compiled serialiser writes it. */
  serialize: (answer: { data: ResourceWeek }) => string;
  clock: () => Date;
}

/**
 * Every fact of the asking user the week's answer reads (services/reservation-presenter.ts,
 * domain/permissions.ts): who they are (their own reservations, their own e-mail), the groups that let them see
 * a reservation in full, and the two abilities consulted (`reservations.manage`: seeing everything, editing and
 * deleting anything; `users.manage`: everyone's e-mail). Roles count only through abilities (`can`).
 */
export function readerKey(actor: Actor): unknown[] {
  return [
    actor.id,
    actor.email === undefined ? [] : [actor.email],
    can(actor, 'reservations.manage'),
    can(actor, 'users.manage'),
    [...actor.groupIds].sort((a, b) => a - b),
  ];
}

/**
 * The room week's answer (`GET /api/resources/{id}/week`) from the answer cache (docs/decisions.md, "The answer
 * cache"). The caller has authenticated the user; nothing here decides who may read. An entry is keyed by the
 * room, the range and every fact of the user the answer reads; it is served only while the database's change
 * counters of that room's days and of the tables the week reads whole are those it was built under (read before
 * the data), and only before the next instant the clock changes it (the end of a reservation the user owns).
 */
export function createResourceWeekService({
  reservations,
  resources,
  changes,
  cache,
  serialize,
  clock,
}: ResourceWeekServiceDependencies) {
  return {
    async answer(actor: Actor, resourceId: number, range: { from: string; to: string }): Promise<CachedAnswer> {
      const instants = reservations.instantsOf(range);
      const now = clock();
      const firstDay = new Date(Date.parse(instants.from) - LONGEST_OCCURRENCE_MS).toISOString().slice(0, 10);
      const validator = await changes.ofRoomDays(resourceId, firstDay, instants.to.slice(0, 10));
      const key = JSON.stringify(['week', resourceId, range.from, range.to, ...readerKey(actor)]);
      const hit = cache.get(key, validator, now.getTime());
      if (hit) {
        return hit;
      }
      const week = await reservations.resourceWeek(actor, resourceId, range, now);
      const [resource] = await resources.present([week.resource]);
      const json = serialize({
        data: {
          from: range.from,
          to: range.to,
          resource: resource!,
          repeaters: week.repeaters,
          reservations: week.reservations,
        },
      });
      return cache.put(key, validator, json, week.changesAt);
    },
  };
}
export type ResourceWeekService = ReturnType<typeof createResourceWeekService>;

import { can, type ResourceWeek } from '@laikas/contract';
import { type CompiledQuery } from 'kysely';
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

/** Whether two statements' values are the same (strings and numbers). */
function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
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
  /** The counters' statement of the week of `resourceId` over `range` (a 422 for a range that is not one). */
  function countersOf(resourceId: number, range: { from: string; to: string }): CompiledQuery {
    const instants = reservations.instantsOf(range);
    const firstDay = new Date(Date.parse(instants.from) - LONGEST_OCCURRENCE_MS).toISOString().slice(0, 10);
    return changes.ofRoomDaysQuery(resourceId, firstDay, instants.to.slice(0, 10));
  }

  return {
    /**
     * The counters' statement for a request not yet validated (its raw id and range), to be sent with the
     * session's look-up; none when they are not a room id and a range. `answer` uses its rows only when the
     * validated request asks for the same statement.
     */
    countersFor(id: unknown, from: unknown, to: unknown): CompiledQuery | undefined {
      const resourceId = typeof id === 'string' && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN;
      if (!Number.isSafeInteger(resourceId) || typeof from !== 'string' || typeof to !== 'string') {
        return undefined;
      }
      try {
        return countersOf(resourceId, { from, to });
      } catch {
        return undefined;
      }
    },

    /**
     * `read`: the counters read with the session (`countersFor`), if they were; read now otherwise. Both before
     * the data the answer holds.
     */
    async answer(
      actor: Actor,
      resourceId: number,
      range: { from: string; to: string },
      read?: { query: CompiledQuery; rows: unknown[] },
    ): Promise<CachedAnswer> {
      const counters = countersOf(resourceId, range);
      const now = clock();
      const validator =
        read && read.query.sql === counters.sql && sameValues(read.query.parameters, counters.parameters)
          ? changes.versionOf(read.rows)
          : changes.versionOf(await changes.rowsOf(counters));
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

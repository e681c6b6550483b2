import { type ResourceWeek } from '@laikas/contract';
import { type Actor } from '../domain/permissions.js';
import { type ClosureReader } from './closures.js';
import { type ReservationService } from './reservations/index.js';
import { type ResourceService } from './resources.js';

export interface ResourceWeekServiceDependencies {
  reservations: Pick<ReservationService, 'resourceWeek'>;
  resources: Pick<ResourceService, 'present'>;
  closures: ClosureReader;
}

/**
 * The room week screen's one call (`GET /api/resources/{id}/week`, issue 18): the resource once, its reservations
 * pointing at it by id, their series once, and
 * the holidays and its own unavailabilities over the range (issue 36). Read on every request, for the asking user.
 */
export function createResourceWeekService({ reservations, resources, closures }: ResourceWeekServiceDependencies) {
  return {
    async read(actor: Actor, resourceId: number, range: { from: string; to: string }): Promise<ResourceWeek> {
      const week = await reservations.resourceWeek(actor, resourceId, range);
      const [[resource], closed] = await Promise.all([
        resources.present([week.resource]),
        closures(range, [resourceId]),
      ]);
      return {
        from: range.from,
        to: range.to,
        resource: resource!,
        repeaters: week.repeaters,
        reservations: week.reservations,
        closures: closed,
      };
    },
  };
}
export type ResourceWeekService = ReturnType<typeof createResourceWeekService>;

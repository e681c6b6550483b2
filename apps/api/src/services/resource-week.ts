import { type ResourceWeek } from '@laikas/contract';
import { type Actor } from '../domain/permissions.js';
import { type ReservationService } from './reservations/index.js';
import { type ResourceService } from './resources.js';

export interface ResourceWeekServiceDependencies {
  reservations: Pick<ReservationService, 'resourceWeek'>;
  resources: Pick<ResourceService, 'present'>;
}

/**
 * The room week screen's one call (`GET /api/resources/{id}/week`, issue 18): the resource once, its reservations
 * pointing at it by id, their series once. Read on every request, for the asking user.
 */
export function createResourceWeekService({ reservations, resources }: ResourceWeekServiceDependencies) {
  return {
    async read(actor: Actor, resourceId: number, range: { from: string; to: string }): Promise<ResourceWeek> {
      const week = await reservations.resourceWeek(actor, resourceId, range);
      const [resource] = await resources.present([week.resource]);
      return {
        from: range.from,
        to: range.to,
        resource: resource!,
        repeaters: week.repeaters,
        reservations: week.reservations,
      };
    },
  };
}
export type ResourceWeekService = ReturnType<typeof createResourceWeekService>;

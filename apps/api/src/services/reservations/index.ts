import { create, preview } from './create.js';
import { get, ofItem, ofItemById, ofResource, ofUser, resourceWeek, searchAnnexes } from './read.js';
import { remove } from './remove.js';
import { attachAnnexes, previewUpdate, update } from './update.js';
import { reservationContext, type ReservationServiceDependencies } from './write-plan.js';

export type { ReservationPlace, ReservationServiceDependencies, RowPlace } from './write-plan.js';

/**
 * The reservation use cases, each in its own module (read.ts, create.ts, update.ts, remove.ts) over one shared write
 * plan (write-plan.ts: targets, checks, the lock set); the overlap rule is domain/clashes.ts. Each is given its
 * context here, once.
 */
export function createReservationService(dependencies: ReservationServiceDependencies) {
  const context = reservationContext(dependencies);
  return {
    get: get.bind(undefined, context),
    ofResource: ofResource.bind(undefined, context),
    resourceWeek: resourceWeek.bind(undefined, context),
    ofItem: ofItem.bind(undefined, context),
    ofItemById: ofItemById.bind(undefined, context),
    ofUser: ofUser.bind(undefined, context),
    searchAnnexes: searchAnnexes.bind(undefined, context),
    create: create.bind(undefined, context),
    preview: preview.bind(undefined, context),
    update: update.bind(undefined, context),
    previewUpdate: previewUpdate.bind(undefined, context),
    attachAnnexes: attachAnnexes.bind(undefined, context),
    remove: remove.bind(undefined, context),
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;

import {
  adminReservationListQuerySchema,
  adminReservationListResponseSchema,
  reservationApproveBodySchema,
  reservationDecisionResponseSchema,
  reservationRejectBodySchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';

/** `/api/admin/reservations…` (reservations.manage): every reservation, filtered; approve or reject pending ones. */
const adminReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { ability: 'reservations.manage' } as const;

  app.get(
    '/admin/reservations',
    {
      config,
      schema: { querystring: adminReservationListQuerySchema, response: { 200: adminReservationListResponseSchema } },
    },
    async (request) => app.adminReservationService.list(request.query),
  );

  const response = { 200: reservationDecisionResponseSchema };
  app.post(
    '/admin/reservations/approve',
    { config, schema: { body: reservationApproveBodySchema, response } },
    async (request) => {
      const { actor } = authOf(request);
      return {
        data: await app.adminReservationService.decide(
          { id: actor.id, name: actor.name },
          request.body.ids,
          'approved',
          null,
          request.body.despite_closures === true,
        ),
      };
    },
  );
  app.post(
    '/admin/reservations/reject',
    { config, schema: { body: reservationRejectBodySchema, response } },
    async (request) => {
      const { actor } = authOf(request);
      const { ids, reason } = request.body;
      return {
        data: await app.adminReservationService.decide(
          { id: actor.id, name: actor.name },
          ids,
          'rejected',
          reason || null,
        ),
      };
    },
  );
};

export default adminReservationsRoutes;

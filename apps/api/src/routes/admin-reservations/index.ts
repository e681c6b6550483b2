import {
  adminReservationListQuerySchema,
  adminReservationListResponseSchema,
  reservationDecisionBodySchema,
  reservationDecisionResponseSchema,
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

  for (const [path, decision] of [
    ['/admin/reservations/approve', 'approved'],
    ['/admin/reservations/reject', 'rejected'],
  ] as const) {
    app.post(
      path,
      { config, schema: { body: reservationDecisionBodySchema, response: { 200: reservationDecisionResponseSchema } } },
      async (request) => {
        const { actor } = authOf(request);
        return {
          data: await app.adminReservationService.decide(
            { id: actor.id, name: actor.name },
            request.body.ids,
            decision,
          ),
        };
      },
    );
  }
};

export default adminReservationsRoutes;

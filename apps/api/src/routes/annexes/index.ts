import { annexListResponseSchema, annexQuerySchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const annexesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/annexes',
    { schema: { querystring: annexQuerySchema, response: { 200: annexListResponseSchema } } },
    async (request) => ({
      data: await app.reservationService.searchAnnexes(request.query.query),
    }),
  );
};

export default annexesRoutes;

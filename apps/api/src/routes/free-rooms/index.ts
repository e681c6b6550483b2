import { freeRoomQuerySchema, freeRoomResponseSchema, resourceTagListResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';

/** `GET /api/resources/free` and the tags it filters by: any signed-in user; the answer holds only what they may reserve. */
const freeRoomsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resources/free',
    { schema: { querystring: freeRoomQuerySchema, response: { 200: freeRoomResponseSchema } } },
    async (request) => {
      const found = await app.freeRoomService.search(authOf(request).actor, request.query);
      return { data: found.rooms, meta: { dates: found.dates, all_free: found.allFree } };
    },
  );

  app.get('/resources/tags', { schema: { response: { 200: resourceTagListResponseSchema } } }, async () => ({
    data: await app.freeRoomService.tags(),
  }));
};

export default freeRoomsRoutes;

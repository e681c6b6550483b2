import { roomsGlanceQuerySchema, roomsGlanceResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledSerializer } from '../compiled-serializer.js';

/** Rooms at a glance: all rooms for a day or a week in one call (any signed-in user; timetables are public). */
const glanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rooms/glance',
    {
      // The same for every signed-in user, nobody's personal data: the browser keeps it and revalidates.
      config: { cacheControl: 'private, no-cache' },
      schema: { querystring: roomsGlanceQuerySchema, response: { 200: roomsGlanceResponseSchema } },
      serializerCompiler: compiledSerializer(roomsGlanceResponseSchema),
    },
    async (request) => ({ data: await app.glanceService.read(request.query) }),
  );
};

export default glanceRoutes;

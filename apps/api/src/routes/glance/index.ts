import { type RoomsGlance, roomsGlanceQuerySchema, roomsGlanceResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnswerChangesRepository } from '../../repositories/answer-changes.js';
import { createGlanceRepository } from '../../repositories/glance.js';
import { createAnswerCache } from '../../services/answer-cache.js';
import { sendAnswer } from '../../services/answer-cache-reply.js';
import { createGlanceService } from '../../services/glance.js';
import { compiledSerializer } from '../compiled-serializer.js';

/** Rooms at a glance: all rooms for a day or a week in one call (any signed-in user; timetables are public). */
const glanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createAnswerCache(app.config.answerCacheBytes);
  const glance = createGlanceService({
    glance: createGlanceRepository(app.db),
    changes: createAnswerChangesRepository(app.db),
    cache,
    serialize: compiledSerializer(roomsGlanceResponseSchema)() as (answer: { data: RoomsGlance }) => string,
    clock: app.clock,
    timeZone: app.config.timeZone,
  });

  app.get(
    '/rooms/glance',
    {
      // The same for every signed-in user, nobody's personal data: the browser keeps it and revalidates.
      config: { cacheControl: 'private, no-cache' },
      schema: { querystring: roomsGlanceQuerySchema, response: { 200: roomsGlanceResponseSchema } },
    },
    // The session and the user are read and checked before this runs (plugins/app/guard.ts); only the answer's
    // bytes may come from the cache.
    async (request, reply) => sendAnswer(cache, request, reply, await glance.answer(request.query)),
  );
};

export default glanceRoutes;

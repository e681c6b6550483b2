import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFreeRoomService, type FreeRoomService } from '../../services/freeRooms.js';
import { createClosureReader } from '../../services/closures.js';
import { createGlanceService, type GlanceService } from '../../services/glance.js';

declare module 'fastify' {
  interface FastifyInstance {
    freeRoomService: FreeRoomService;
    glanceService: GlanceService;
  }
}

/** "Find a free room" and rooms at a glance: their repositories and services. */
export default fp(
  async function rooms(app: FastifyInstance) {
    app.decorate(
      'freeRoomService',
      createFreeRoomService({
        rooms: app.repositories.freeRooms,
        blackouts: app.repositories.blackouts,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
    app.decorate(
      'glanceService',
      createGlanceService({
        glance: app.repositories.glance,
        closures: createClosureReader({
          blackouts: app.repositories.blackouts,
          periods: app.repositories.periods,
          timeZone: app.config.timeZone,
        }),
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'rooms', dependencies: ['database'] },
);

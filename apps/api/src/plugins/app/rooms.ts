import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createFreeRoomRepository } from '../../repositories/freeRooms.js';
import { createGlanceRepository } from '../../repositories/glance.js';
import { createFreeRoomService, type FreeRoomService } from '../../services/freeRooms.js';
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
        rooms: createFreeRoomRepository(app.db),
        blackouts: createBlackoutRepository(app.db),
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
    app.decorate(
      'glanceService',
      createGlanceService({ glance: createGlanceRepository(app.db), clock: app.clock, timeZone: app.config.timeZone }),
    );
  },
  { name: 'rooms', dependencies: ['database'] },
);

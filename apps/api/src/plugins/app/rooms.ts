import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackoutRepository } from '../../repositories/blackouts.js';
import { createFreeRoomRepository } from '../../repositories/freeRooms.js';
import { createFreeRoomService, type FreeRoomService } from '../../services/freeRooms.js';

declare module 'fastify' {
  interface FastifyInstance {
    freeRoomService: FreeRoomService;
  }
}

/** "Find a free room": its repository and service. */
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
  },
  { name: 'rooms', dependencies: ['database'] },
);

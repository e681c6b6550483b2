import { groupListQuerySchema, groupListResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGroupRepository } from '../../repositories/groups.js';

/** Groups any signed-in user may list (the reservation form's group picker); editing them is admin work. */
const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createGroupRepository(app.db);

  app.get(
    '/groups',
    { schema: { querystring: groupListQuerySchema, response: { 200: groupListResponseSchema } } },
    async (request) => {
      const { page, per_page: perPage, query } = request.query;
      const { rows, total } = await groups.page({ query, page, perPage });
      return {
        data: rows,
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
      };
    },
  );
};

export default groupsRoutes;

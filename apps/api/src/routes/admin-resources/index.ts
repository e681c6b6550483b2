import {
  adminItemBodySchema,
  adminItemListResponseSchema,
  adminItemParamsSchema,
  adminItemResponseSchema,
  adminResourceBodySchema,
  adminResourceListQuerySchema,
  adminResourceListResponseSchema,
  adminResourceParamsSchema,
  adminResourceResponseSchema,
  noContentSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `/api/admin/resources…` (resources.manage): the resource administration of issue 15. */
const adminResourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { ability: 'resources.manage' } as const;

  app.get(
    '/admin/resources',
    {
      config,
      schema: { querystring: adminResourceListQuerySchema, response: { 200: adminResourceListResponseSchema } },
    },
    async (request) => app.adminResourceService.list(request.query),
  );

  app.post(
    '/admin/resources',
    { config, schema: { body: adminResourceBodySchema, response: { 201: adminResourceResponseSchema } } },
    async (request, reply) => reply.code(201).send({ data: await app.adminResourceService.create(request.body) }),
  );

  app.get(
    '/admin/resources/:id',
    { config, schema: { params: adminResourceParamsSchema, response: { 200: adminResourceResponseSchema } } },
    async (request) => ({ data: await app.adminResourceService.show(request.params.id) }),
  );

  app.put(
    '/admin/resources/:id',
    {
      config,
      schema: {
        params: adminResourceParamsSchema,
        body: adminResourceBodySchema,
        response: { 200: adminResourceResponseSchema },
      },
    },
    async (request) => ({ data: await app.adminResourceService.update(request.params.id, request.body) }),
  );

  app.delete(
    '/admin/resources/:id',
    { config, schema: { params: adminResourceParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.adminResourceService.delete(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/resources/:id/items',
    { config, schema: { params: adminResourceParamsSchema, response: { 200: adminItemListResponseSchema } } },
    async (request) => ({ data: await app.adminResourceService.items(request.params.id) }),
  );

  app.post(
    '/admin/resources/:id/items',
    {
      config,
      schema: {
        params: adminResourceParamsSchema,
        body: adminItemBodySchema,
        response: { 201: adminItemResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await app.adminResourceService.createItem(request.params.id, request.body) }),
  );

  app.put(
    '/admin/resources/:id/items/:itemId',
    {
      config,
      schema: { params: adminItemParamsSchema, body: adminItemBodySchema, response: { 200: adminItemResponseSchema } },
    },
    async (request) => ({
      data: await app.adminResourceService.updateItem(request.params.id, request.params.itemId, request.body),
    }),
  );

  app.delete(
    '/admin/resources/:id/items/:itemId',
    { config, schema: { params: adminItemParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.adminResourceService.deleteItem(request.params.id, request.params.itemId);
      return reply.code(204).send();
    },
  );
};

export default adminResourcesRoutes;

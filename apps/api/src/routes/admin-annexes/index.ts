import {
  adminAnnexBodySchema,
  adminAnnexListQuerySchema,
  adminAnnexListResponseSchema,
  adminAnnexParamsSchema,
  adminAnnexResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `/api/admin/annexes…` (resources.manage): the things a reservation can attach. */
const adminAnnexesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { ability: 'resources.manage' } as const;
  app.get(
    '/admin/annexes',
    { config, schema: { querystring: adminAnnexListQuerySchema, response: { 200: adminAnnexListResponseSchema } } },
    async (request) => app.adminAnnexService.list(request.query),
  );
  app.post(
    '/admin/annexes',
    { config, schema: { body: adminAnnexBodySchema, response: { 201: adminAnnexResponseSchema } } },
    async (request, reply) => reply.code(201).send({ data: await app.adminAnnexService.create(request.body) }),
  );
  app.get(
    '/admin/annexes/:id',
    { config, schema: { params: adminAnnexParamsSchema, response: { 200: adminAnnexResponseSchema } } },
    async (request) => ({ data: await app.adminAnnexService.show(request.params.id) }),
  );
  app.put(
    '/admin/annexes/:id',
    {
      config,
      schema: {
        params: adminAnnexParamsSchema,
        body: adminAnnexBodySchema,
        response: { 200: adminAnnexResponseSchema },
      },
    },
    async (request) => ({ data: await app.adminAnnexService.update(request.params.id, request.body) }),
  );
};

export default adminAnnexesRoutes;

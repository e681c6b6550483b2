import {
  blackoutPreviewResponseSchema,
  idSchema,
  noContentSchema,
  resourceBlackoutBodySchema,
  resourceBlackoutCreateBodySchema,
  resourceBlackoutCreatedResponseSchema,
  resourceBlackoutListResponseSchema,
  resourceBlackoutParamsSchema,
  resourceBlackoutsQuerySchema,
  weeklyBlackoutBodySchema,
  weeklyBlackoutCreateBodySchema,
  weeklyBlackoutCreatedResponseSchema,
  weeklyBlackoutListResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: idSchema });

/**
 * `/api/admin/resources/{id}/blackouts…` and `…/weekly-blackouts…` (resources.manage): a room's own closed times on its
 * administration page, one span or every week, each previewed, added with a decision about what it covers, and removed.
 */
const resourceBlackoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { ability: 'resources.manage' } as const;
  const service = () => app.resourceBlackoutService;

  // A room's unavailabilities live with the room (issue 27): its administration page lists them, paged.
  app.get(
    '/admin/resources/:id/blackouts',
    {
      config,
      schema: {
        params,
        querystring: resourceBlackoutsQuerySchema,
        response: { 200: resourceBlackoutListResponseSchema },
      },
    },
    async (request) => service().list(request.params.id, request.query),
  );

  app.post(
    '/admin/resources/:id/blackouts/preview',
    { config, schema: { params, body: resourceBlackoutBodySchema, response: { 200: blackoutPreviewResponseSchema } } },
    async (request) => ({ data: await service().preview(request.params.id, request.body) }),
  );

  app.post(
    '/admin/resources/:id/blackouts',
    {
      config,
      schema: {
        params,
        body: resourceBlackoutCreateBodySchema,
        response: { 201: resourceBlackoutCreatedResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service().add(request.params.id, request.body, request.auth!.user) }),
  );

  app.delete(
    '/admin/resources/:id/blackouts/:blackoutId',
    { config, schema: { params: resourceBlackoutParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await service().remove(request.params.id, request.params.blackoutId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/resources/:id/weekly-blackouts',
    {
      config,
      schema: {
        params,
        querystring: resourceBlackoutsQuerySchema,
        response: { 200: weeklyBlackoutListResponseSchema },
      },
    },
    async (request) => service().listWeekly(request.params.id, request.query),
  );

  app.post(
    '/admin/resources/:id/weekly-blackouts/preview',
    { config, schema: { params, body: weeklyBlackoutBodySchema, response: { 200: blackoutPreviewResponseSchema } } },
    async (request) => ({ data: await service().previewWeekly(request.params.id, request.body) }),
  );

  app.post(
    '/admin/resources/:id/weekly-blackouts',
    {
      config,
      schema: { params, body: weeklyBlackoutCreateBodySchema, response: { 201: weeklyBlackoutCreatedResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service().addWeekly(request.params.id, request.body, request.auth!.user) }),
  );

  app.delete(
    '/admin/resources/:id/weekly-blackouts/:blackoutId',
    { config, schema: { params: resourceBlackoutParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await service().removeWeekly(request.params.id, request.params.blackoutId);
      return reply.code(204).send();
    },
  );
};

export default resourceBlackoutsRoutes;

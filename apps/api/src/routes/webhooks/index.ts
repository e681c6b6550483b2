import {
  createdWebhookResponseSchema,
  noContentSchema,
  webhookBodySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryQuerySchema,
  webhookDeliveryResponseSchema,
  webhookListResponseSchema,
  webhookParamsSchema,
  webhookResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';

/** Webhooks (issue 35): endpoints administrators register, and the log of what was delivered to each. */
const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { ability: 'administrate' } as const;

  app.get('/admin/webhooks', { config, schema: { response: { 200: webhookListResponseSchema } } }, async () => ({
    data: await app.webhooks.list(),
  }));

  app.post(
    '/admin/webhooks',
    {
      config,
      schema: {
        description: 'Registers an endpoint. The signing secret is in this answer only.',
        body: webhookBodySchema,
        response: { 201: createdWebhookResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await app.webhooks.create(authOf(request), request.body) }),
  );

  app.put(
    '/admin/webhooks/:id',
    {
      config,
      schema: {
        description: 'Changes an endpoint; `enabled: true` switches it on again and forgives its failures.',
        params: webhookParamsSchema,
        body: webhookBodySchema,
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => ({ data: await app.webhooks.update(request.params.id, request.body) }),
  );

  app.delete(
    '/admin/webhooks/:id',
    { config, schema: { params: webhookParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.webhooks.remove(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      config,
      schema: {
        params: webhookParamsSchema,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryListResponseSchema },
      },
    },
    async (request) => app.webhooks.deliveries(request.params.id, request.query),
  );

  app.post(
    '/admin/webhook-deliveries/:id/redeliver',
    {
      config,
      schema: {
        description: 'Sends a delivery again with the same event id, on the next round.',
        params: webhookParamsSchema,
        response: { 200: webhookDeliveryResponseSchema },
      },
    },
    async (request) => ({ data: await app.webhooks.redeliver(request.params.id) }),
  );
};

export default webhooksRoutes;

import {
  apiTokenListResponseSchema,
  apiTokenParamsSchema,
  createdApiTokenResponseSchema,
  noContentSchema,
  personalTokenBodySchema,
  serviceTokenBodySchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';

/*
 * API tokens (issue 35): a person's own tokens on the profile, and the service tokens administrators make for other
 * systems. Only a signed-in session manages tokens (`tokens: false`): a token never makes or revokes one.
 */
const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/tokens',
    { config: { tokens: false }, schema: { response: { 200: apiTokenListResponseSchema } } },
    async (request) => ({
      data: await app.apiTokenService.list({ kind: 'personal', userId: authOf(request).user.id }),
    }),
  );

  app.post(
    '/user/tokens',
    {
      config: { tokens: false },
      schema: {
        description: 'A personal token (scopes `read`, `write`). The secret is in this answer only.',
        body: personalTokenBodySchema,
        response: { 201: createdApiTokenResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await app.apiTokenService.create(authOf(request), 'personal', request.body) }),
  );

  app.delete(
    '/user/tokens/:id',
    {
      config: { tokens: false },
      schema: { params: apiTokenParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await app.apiTokenService.revoke(authOf(request), 'personal', request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/service-tokens',
    {
      config: { ability: 'administrate', tokens: false },
      schema: { response: { 200: apiTokenListResponseSchema } },
    },
    async () => ({ data: await app.apiTokenService.list({ kind: 'service' }) }),
  );

  app.post(
    '/admin/service-tokens',
    {
      config: { ability: 'administrate', tokens: false },
      schema: {
        description:
          'A service token for another system, acting as the administrator who makes it (scopes `read`, `write`, ' +
          '`admin`). The secret is in this answer only.',
        body: serviceTokenBodySchema,
        response: { 201: createdApiTokenResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await app.apiTokenService.create(authOf(request), 'service', request.body) }),
  );

  app.delete(
    '/admin/service-tokens/:id',
    {
      config: { ability: 'administrate', tokens: false },
      schema: { params: apiTokenParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await app.apiTokenService.revoke(authOf(request), 'service', request.params.id);
      return reply.code(204).send();
    },
  );
};

export default tokensRoutes;

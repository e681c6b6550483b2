import {
  adminGroupListResponseSchema,
  adminGroupResponseSchema,
  adminGroupsQuerySchema,
  detachedUsersQuerySchema,
  detachedUsersResponseSchema,
  groupBodySchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupResourcesBodySchema,
  groupUsersBodySchema,
  groupUsersQuerySchema,
  groupUsersResponseSchema,
  idSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGroupRepository } from '../../repositories/groups.js';

const idParams = z.object({ id: idSchema });
const manage = { ability: 'groups.manage' as const };
const groupAnswer = { 200: adminGroupResponseSchema };

/** Groups any signed-in user may list (their week is in routes/lanes); editing them is admin work (groups.manage). */
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

  app.get(
    '/admin/groups',
    {
      config: manage,
      schema: { querystring: adminGroupsQuerySchema, response: { 200: adminGroupListResponseSchema } },
    },
    async (request) => app.groupService.page(request.query),
  );

  app.post(
    '/admin/groups',
    { config: manage, schema: { body: groupBodySchema, response: { 201: adminGroupResponseSchema } } },
    async (request, reply) => reply.code(201).send({ data: await app.groupService.create(request.body) }),
  );

  app.get(
    '/admin/groups/:id',
    { config: manage, schema: { params: idParams, response: groupAnswer } },
    async (request) => ({
      data: await app.groupService.show(request.params.id),
    }),
  );

  app.put(
    '/admin/groups/:id',
    { config: manage, schema: { params: idParams, body: groupBodySchema, response: groupAnswer } },
    async (request) => ({ data: await app.groupService.update(request.params.id, request.body) }),
  );

  app.delete('/admin/groups/:id', { config: manage, schema: { params: idParams } }, async (request, reply) => {
    await app.groupService.remove(request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/admin/groups/:id/users',
    {
      config: manage,
      schema: { params: idParams, querystring: groupUsersQuerySchema, response: { 200: groupUsersResponseSchema } },
    },
    async (request) => app.groupService.members(request.params.id, request.query),
  );

  app.get(
    '/admin/groups/:id/detached-users',
    {
      config: manage,
      schema: {
        params: idParams,
        querystring: detachedUsersQuerySchema,
        response: { 200: detachedUsersResponseSchema },
      },
    },
    async (request) => ({
      data: await app.groupService.detachedUsers(request.params.id, request.query.search_string),
    }),
  );

  const usersCall = { config: manage, schema: { params: idParams, body: groupUsersBodySchema, response: groupAnswer } };
  app.post('/admin/groups/:id/attach-users', usersCall, async (request) => ({
    data: await app.groupService.attachUsers(request.params.id, request.body.users),
  }));
  app.post('/admin/groups/:id/detach-users', usersCall, async (request) => ({
    data: await app.groupService.detachUsers(request.params.id, request.body.users),
  }));

  const resourcesCall = {
    config: manage,
    schema: { params: idParams, body: groupResourcesBodySchema, response: groupAnswer },
  };
  app.post('/admin/groups/:id/attach-resources', resourcesCall, async (request) => ({
    data: await app.groupService.attachResources(request.params.id, request.body.resources),
  }));
  app.post('/admin/groups/:id/detach-resources', resourcesCall, async (request) => ({
    data: await app.groupService.detachResources(request.params.id, request.body.resources),
  }));
};

export default groupsRoutes;

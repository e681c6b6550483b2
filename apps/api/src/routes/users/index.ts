import {
  adminListQuerySchema,
  adminReservationListResponseSchema,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  changePasswordRequestSchema,
  createUserBodySchema,
  createUserResponseSchema,
  currentUserSchema,
  dataOf,
  errorSchema,
  idSchema,
  noContentSchema,
  pageMetaSchema,
  resetPasswordResponseSchema,
  roleSchema,
  setLanguageBodySchema,
  updateRemindersBodySchema,
  updateUserBodySchema,
  usersQuerySchema,
  userSummarySchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/app/guard.js';

const userResponse = { 200: dataOf(currentUserSchema) };
/** The 409s of impersonation and of a manager's step on their own account, for the reference (issue 35). */
const conflict = (description: string) => ({ 409: errorSchema.describe(description) });
const idParams = z.object({ id: idSchema });

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { schema: { querystring: usersQuerySchema, response: { 200: dataOf(z.array(userSummarySchema)) } } },
    async (request) => ({ data: await app.userService.search(authOf(request), request.query) }),
  );

  // Static paths first in the file for readers; the router prefers them over /users/:id anyway.
  // POST (with the XSRF token like every change), never GET: a link or an image on another site must not end it.
  app.post(
    '/users/stop-impersonating',
    {
      config: { tokens: false },
      schema: { response: { ...userResponse, ...conflict('The session is not impersonating anybody.') } },
    },
    async (request) => ({
      data: await app.authService.stopImpersonating(authOf(request), { log: request.log, ip: request.ip }),
    }),
  );

  app.post(
    '/users/default-resource/:resource',
    { schema: { params: z.object({ resource: idSchema }), response: userResponse } },
    async (request) => ({ data: await app.userService.setDefaultResource(authOf(request), request.params.resource) }),
  );

  // Issue 12, item 21: the default resource can be cleared again (no resource on Home).
  app.delete('/users/default-resource', { schema: { response: userResponse } }, async (request) => ({
    data: await app.userService.clearDefaultResource(authOf(request)),
  }));

  app.get('/users/:id', { schema: { params: idParams, response: userResponse } }, async (request) => ({
    data: await app.userService.get(authOf(request), request.params.id),
  }));

  app.put(
    '/users/:id',
    { schema: { params: idParams, body: updateUserBodySchema, response: userResponse } },
    async (request) => ({
      data: await app.userService.update(authOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/update-reminders',
    { schema: { params: idParams, body: updateRemindersBodySchema, response: userResponse } },
    async (request) => ({
      data: await app.userService.updateReminders(authOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/impersonate',
    {
      config: { ability: 'users.manage', tokens: false },
      schema: {
        params: idParams,
        response: {
          ...userResponse,
          ...conflict('Already impersonating (stop first), the user is oneself, or the account is disabled.'),
        },
      },
    },
    async (request) => ({
      data: await app.authService.impersonate(authOf(request), request.params.id, { log: request.log, ip: request.ip }),
    }),
  );

  app.get(
    '/admin/users',
    {
      config: { ability: 'users.manage' },
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: z.object({ data: z.array(adminUserSchema), meta: pageMetaSchema }) },
      },
    },
    async (request) => app.userService.page(request.query),
  );

  // The user page and the account actions (issue 15). The service also refuses a target with as many abilities.
  const manage = { ability: 'users.manage' } as const;
  const detailResponse = { 200: dataOf(adminUserDetailSchema) };
  const notOwn = conflict('A manager cannot do this to their own account.');

  // One account added by hand (issue 27).
  app.post(
    '/admin/users',
    { config: manage, schema: { body: createUserBodySchema, response: { 201: createUserResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ data: await app.userService.create(authOf(request), request.body) }),
  );

  app.get(
    '/admin/users/:id',
    { config: manage, schema: { params: idParams, response: detailResponse } },
    async (request) => ({
      data: await app.userService.detail(authOf(request), request.params.id),
    }),
  );

  app.get(
    '/admin/users/:id/reservations',
    {
      config: manage,
      schema: {
        params: idParams,
        querystring: adminListQuerySchema,
        response: { 200: adminReservationListResponseSchema },
      },
    },
    async (request) => {
      await app.userService.detail(authOf(request), request.params.id);
      return app.adminReservationService.list({ ...request.query, user_id: request.params.id });
    },
  );

  app.post(
    '/admin/users/:id/disable',
    { config: manage, schema: { params: idParams, response: { ...detailResponse, ...notOwn } } },
    async (request) => ({
      data: await app.userService.disable(authOf(request), request.params.id),
    }),
  );

  app.post(
    '/admin/users/:id/enable',
    { config: manage, schema: { params: idParams, response: { ...detailResponse, ...notOwn } } },
    async (request) => ({
      data: await app.userService.enable(authOf(request), request.params.id),
    }),
  );

  app.post(
    '/admin/users/:id/reset-password',
    { config: manage, schema: { params: idParams, response: { 200: resetPasswordResponseSchema, ...notOwn } } },
    async (request) => ({ data: await app.userService.resetPassword(authOf(request), request.params.id) }),
  );

  app.get(
    '/roles',
    { config: { ability: 'users.manage' }, schema: { response: { 200: dataOf(z.array(roleSchema)) } } },
    async () => ({ data: await app.userService.roles() }),
  );

  // Allowed before a forced password change too: the change-password screen is read in one's own language.
  app.post(
    '/set-language',
    { config: { beforePasswordChange: true }, schema: { body: setLanguageBodySchema, response: userResponse } },
    async (request) => ({ data: await app.userService.setLanguage(authOf(request), request.body.language) }),
  );

  app.put(
    '/user/password',
    {
      config: { beforePasswordChange: true, tokens: false },
      schema: { body: changePasswordRequestSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await app.userService.changePassword(authOf(request), request.body, { log: request.log, ip: request.ip });
      return reply.code(204).send();
    },
  );
};

export default usersRoutes;

import {
  noContentSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationResponseSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  OUTBOX_PER_PAGE,
  outboxListResponseSchema,
  outboxQuerySchema,
  unreadCountResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/app/guard.js';

/**
 * The reader's language: the one they chose (the web app stores every switch on the profile), not the browser's
 * Accept-Language, which says only what the machine was set up in.
 */
const languageOf = (request: FastifyRequest) => authOf(request).user.language;

/** Spec 7 "Notifications": a user only ever sees and changes their own (another user's id is 404). */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    { schema: { querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } } },
    async (request) => app.notificationService.list(authOf(request).user.id, request.query, languageOf(request)),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: unreadCountResponseSchema } } },
    async (request) => ({
      data: { count: await app.notificationService.unreadCount(authOf(request).user.id) },
    }),
  );

  app.patch('/notifications/read-all', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await app.notificationService.markAllRead(authOf(request).user.id);
    return reply.code(204).send();
  });

  app.patch(
    '/notifications/:id/read',
    { schema: { params: notificationParamsSchema, response: { 200: notificationResponseSchema } } },
    async (request) => ({
      data: await app.notificationService.markRead(authOf(request).user.id, request.params.id, languageOf(request)),
    }),
  );

  app.delete(
    '/notifications/:id',
    { schema: { params: notificationParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.notificationService.remove(authOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/user/notification-settings',
    { schema: { response: { 200: notificationSettingsResponseSchema } } },
    async (request) => ({ data: await app.notificationService.settings(authOf(request).user.id) }),
  );

  app.put(
    '/user/notification-settings',
    { schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsResponseSchema } } },
    async (request) => ({
      data: await app.notificationService.updateSettings(authOf(request).user.id, request.body),
    }),
  );

  // The e-mail outbox, for super administrators ('*').
  app.get(
    '/admin/outbox',
    {
      config: { ability: '*' },
      schema: { querystring: outboxQuerySchema, response: { 200: outboxListResponseSchema } },
    },
    async (request) => {
      const { page, status } = request.query;
      const { total, rows } = await app.outbox.list({ page, perPage: OUTBOX_PER_PAGE, ...(status && { status }) });
      return {
        data: rows,
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / OUTBOX_PER_PAGE)),
          per_page: OUTBOX_PER_PAGE,
          total,
        },
      };
    },
  );

  app.post(
    '/admin/outbox/:id/retry',
    { config: { ability: '*' }, schema: { params: notificationParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.outbox.retry(request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete('/notifications', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await app.notificationService.removeAll(authOf(request).user.id);
    return reply.code(204).send();
  });
};

export default notificationsRoutes;

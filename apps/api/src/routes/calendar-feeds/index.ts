import {
  calendarFeedResponseSchema,
  calendarFeedTokenParamsSchema,
  CALENDAR_CONTENT_TYPE,
  resourceCalendarFeedResponseSchema,
  resourceFeedTokenParamsSchema,
  resourceParamsSchema,
  resourcePublicFeedBodySchema,
  resourcePublicFeedResponseSchema,
} from '@laikas/contract';
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../domain/attachmentDisposition.js';
import { publicOrigin } from '../../domain/publicOrigin.js';
import { authOf } from '../../plugins/app/guard.js';
import { message, negotiateLanguage, render } from '../../i18n/index.js';

/** A feed's answer: an iCalendar (RFC 5545) file, not JSON. */
const calendarResponse = {
  description: 'The calendar as an iCalendar (RFC 5545) file.',
  content: { 'text/calendar': { schema: z.string() } },
};

/**
 * Calendar feeds (issue 14). The feeds themselves need no session (a calendar app fetches them) and are GET only;
 * the private one is found by its token alone.
 */
const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const originOf = (request: FastifyRequest) =>
    publicOrigin(app.config.publicUrl, { protocol: request.protocol, host: request.host }, app.config.smtp.appUrl);

  app.get('/user/calendar-feed', { schema: { response: { 200: calendarFeedResponseSchema } } }, async (request) => ({
    data: { url: await app.calendarFeedService.url(originOf(request), authOf(request).user.id) },
  }));

  app.post(
    '/user/calendar-feed/reset',
    { schema: { response: { 200: calendarFeedResponseSchema } } },
    async (request) => ({
      data: { url: await app.calendarFeedService.reset(originOf(request), authOf(request).user.id) },
    }),
  );

  app.get(
    '/calendar-feeds/:token.ics',
    {
      config: { public: true, cacheControl: 'no-store' },
      schema: { params: calendarFeedTokenParamsSchema, response: { 200: calendarResponse } },
    },
    async (request, reply) => {
      const calendar = await app.calendarFeedService.userFeed(request.params.token);
      return (
        reply
          .type(CALENDAR_CONTENT_TYPE)
          // The address is the secret: keep it out of referrers and shared caches.
          .header('referrer-policy', 'no-referrer')
          .header('content-disposition', attachmentDisposition(calendar.fileName))
          .send(calendar.content)
      );
    },
  );

  app.get(
    '/resources/:id/calendar.ics',
    {
      config: { public: true, cacheControl: 'no-cache' },
      schema: { params: resourceParamsSchema, response: { 200: calendarResponse } },
    },
    async (request, reply) => {
      const language = negotiateLanguage(request.headers['accept-language']);
      const busy = render(message('feed.busy'), language);
      const calendar = await app.calendarFeedService.resourceFeed(request.params.id, busy);
      // Named for the room, as every calendar file is (docs/decisions/calendar-file-names.md).
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('vary', 'Accept-Language')
        .header('content-disposition', attachmentDisposition(calendar.fileName))
        .send(calendar.content);
    },
  );

  // Issue 35: the address a person subscribes to a room with, and (resources.manage) whether the room's feed is public.
  app.get(
    '/resources/:id/calendar-feed',
    { schema: { params: resourceParamsSchema, response: { 200: resourceCalendarFeedResponseSchema } } },
    async (request) => ({
      data: await app.calendarFeedService.resourceUrl(originOf(request), authOf(request).user.id, request.params.id),
    }),
  );

  app.put(
    '/admin/resources/:id/public-feed',
    {
      config: { ability: 'resources.manage' },
      schema: {
        description: 'Makes the room’s calendar feed public (no sign-in) or not (each person’s own secret address).',
        params: resourceParamsSchema,
        body: resourcePublicFeedBodySchema,
        response: { 200: resourcePublicFeedResponseSchema },
      },
    },
    async (request) => ({ data: await app.calendarFeedService.setPublic(request.params.id, request.body.public) }),
  );

  app.get(
    '/calendar-feeds/:token/resources/:id.ics',
    {
      config: { public: true, cacheControl: 'no-store' },
      schema: { params: resourceFeedTokenParamsSchema, response: { 200: calendarResponse } },
    },
    async (request, reply) => {
      const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const calendar = await app.calendarFeedService.resourceFeedFor(request.params.token, id);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', attachmentDisposition(calendar.fileName))
        .send(calendar.content);
    },
  );
};

export default calendarFeedsRoutes;

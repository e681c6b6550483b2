import {
  attachAnnexesBodySchema,
  CALENDAR_CONTENT_TYPE,
  noContentSchema,
  pageMetaSchema,
  reservationBodySchema,
  reservationParamsSchema,
  reservationResponseSchema,
  reservationSchema,
  reservationScopeQuerySchema,
  reservationWriteResponseSchema,
  seriesChangePreviewResponseSchema,
  userReservationsQuerySchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../domain/attachmentDisposition.js';
import { authOf } from '../../plugins/app/guard.js';
import { reservationListSerializer, sendWriteAnswer } from './serializer.js';

const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations',
    {
      schema: {
        querystring: userReservationsQuerySchema,
        response: { 200: z.object({ data: z.array(reservationSchema), meta: pageMetaSchema }) },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) =>
      app.reservationService.ofUser(authOf(request).actor, {
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  app.get(
    '/reservations/:id',
    { schema: { params: reservationParamsSchema, response: { 200: reservationResponseSchema } } },
    async (request) => ({
      data: await app.reservationService.get(authOf(request).actor, request.params.id),
    }),
  );

  // "Export to calendar" on a reservation's page: a series whole, as the feed writes it (its moved occurrences too).
  app.get(
    '/reservations/:id/calendar.ics',
    {
      schema: {
        description:
          'The reservation as an iCalendar (RFC 5545) file; an occurrence of a series gives the whole series as the ' +
          'calendar feed writes it.',
        params: reservationParamsSchema,
        response: {
          200: {
            description: 'The reservation or its series as an iCalendar file.',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { actor } = authOf(request);
      // Whoever may read the reservation's page may export it (404 and 403 as there).
      await app.reservationService.get(actor, request.params.id);
      const calendar = await app.calendarFeedService.reservationCalendar(request.params.id, actor);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(calendar.fileName))
        .send(calendar.content);
    },
  );

  app.post(
    '/reservations/:id/attach',
    {
      schema: {
        params: reservationParamsSchema,
        body: attachAnnexesBodySchema,
        response: { 200: reservationResponseSchema },
      },
    },
    async (request) => ({
      data: await app.reservationService.attachAnnexes(authOf(request).actor, request.params.id, request.body.annexes),
    }),
  );

  app.patch(
    '/remote-reservations/:id',
    {
      schema: {
        params: reservationParamsSchema,
        body: reservationBodySchema,
        response: { 200: reservationWriteResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request, reply) =>
      sendWriteAnswer(
        reply,
        200,
        await app.reservationService.update(authOf(request).actor, 'remote', request.params.id, request.body),
      ),
  );

  // Editing a remote series is previewed as a room's is: what moves, appears, goes or clashes (issue 36).
  app.post(
    '/remote-reservations/:id/preview',
    {
      schema: {
        params: reservationParamsSchema,
        body: reservationBodySchema,
        response: { 200: seriesChangePreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await app.reservationService.previewUpdate(
        authOf(request).actor,
        'remote',
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/remote-reservations/:id',
    {
      schema: {
        params: reservationParamsSchema,
        querystring: reservationScopeQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await app.reservationService.remove(authOf(request).actor, 'remote', request.params.id, request.query);
      return reply.code(204).send();
    },
  );
};

export default reservationsRoutes;

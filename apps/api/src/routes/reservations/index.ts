import {
  attachAnnexesBodySchema,
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

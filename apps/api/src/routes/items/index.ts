import {
  dateRangeQuerySchema,
  itemParamsSchema,
  itemReservationParamsSchema,
  noContentSchema,
  reservationBodySchema,
  reservationListResponseSchema,
  reservationPreviewResponseSchema,
  reservationResponseSchema,
  reservationScopeQuerySchema,
  reservationWriteResponseSchema,
  seriesChangePreviewResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';
import { reservationListSerializer, sendWriteAnswer } from '../reservations/serializer.js';

const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/:itemId/reservations',
    {
      schema: {
        params: itemParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: reservationListResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) => ({
      data: await app.reservationService.ofItem(authOf(request).actor, request.params.itemId, request.query),
    }),
  );

  app.get(
    '/items/:itemId/reservations/:id',
    { schema: { params: itemReservationParamsSchema, response: { 200: reservationResponseSchema } } },
    async (request) => ({
      data: await app.reservationService.ofItemById(authOf(request).actor, request.params.itemId, request.params.id),
    }),
  );

  app.post(
    '/items/:itemId/reservations',
    {
      schema: {
        params: itemParamsSchema,
        body: reservationBodySchema,
        response: { 201: reservationWriteResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request, reply) =>
      sendWriteAnswer(
        reply,
        201,
        await app.reservationService.create(authOf(request).actor, { itemId: request.params.itemId }, request.body),
      ),
  );

  // The form's "skip conflicting dates" shows the dates left out before saving (issue 16).
  app.post(
    '/items/:itemId/reservations/preview',
    {
      schema: {
        params: itemParamsSchema,
        body: reservationBodySchema,
        response: { 200: reservationPreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await app.reservationService.preview(
        authOf(request).actor,
        { itemId: request.params.itemId },
        request.body,
      ),
    }),
  );

  app.put(
    '/items/:itemId/reservations/:id',
    {
      schema: {
        params: itemReservationParamsSchema,
        body: reservationBodySchema,
        response: { 200: reservationWriteResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request, reply) =>
      sendWriteAnswer(
        reply,
        200,
        await app.reservationService.update(
          authOf(request).actor,
          { itemId: request.params.itemId },
          request.params.id,
          request.body,
        ),
      ),
  );

  // Editing a series shows the dates that move, appear, disappear or clash before saving (issue 36).
  app.post(
    '/items/:itemId/reservations/:id/preview',
    {
      schema: {
        params: itemReservationParamsSchema,
        body: reservationBodySchema,
        response: { 200: seriesChangePreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await app.reservationService.previewUpdate(
        authOf(request).actor,
        { itemId: request.params.itemId },
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/items/:itemId/reservations/:id',
    {
      schema: {
        params: itemReservationParamsSchema,
        querystring: reservationScopeQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await app.reservationService.remove(
        authOf(request).actor,
        { itemId: request.params.itemId },
        request.params.id,
        request.query,
      );
      return reply.code(204).send();
    },
  );
};

export default itemsRoutes;

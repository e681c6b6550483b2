import {
  dataOf,
  dateRangeQuerySchema,
  itemListResponseSchema,
  itemResponseSchema,
  remoteReservationListResponseSchema,
  reservationBodySchema,
  reservationListResponseSchema,
  reservationWriteResponseSchema,
  resourceItemParamsSchema,
  resourceListQuerySchema,
  resourceListResponseSchema,
  resourceParamsSchema,
  resourceReservationParamsSchema,
  resourceResponseSchema,
  resourceSchema,
  resourceSlimListResponseSchema,
  resourceWeekResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shiftDate, weekStart } from '@laikas/contract/time';
import { authOf } from '../../plugins/app/guard.js';
import { compiledSerializer } from '../compiled-serializer.js';
import { reservationListSerializer, sendWriteAnswer } from '../reservations/serializer.js';

const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resources',
    { schema: { querystring: resourceListQuerySchema, response: { 200: resourceListResponseSchema } } },
    async (request) => ({
      data: await app.resourceService.list(request.query),
    }),
  );

  // List screens and pickers (issue 33): what a list shows of every resource; the settings come with the one.
  app.get('/resources/list', { schema: { response: { 200: resourceSlimListResponseSchema } } }, async () => ({
    data: await app.resourceService.listSlim(),
  }));

  app.get('/resources/first', { schema: { response: { 200: resourceResponseSchema } } }, async () => ({
    data: await app.resourceService.first(),
  }));

  app.get(
    '/resources/remote-enabled',
    { schema: { response: { 200: dataOf(z.array(resourceSchema)) } } },
    async () => ({
      data: await app.resourceService.remoteEnabled(),
    }),
  );

  app.get(
    '/resources/:id',
    { schema: { params: resourceParamsSchema, response: { 200: resourceResponseSchema } } },
    async (request) => ({
      data: await app.resourceService.get(request.params.id),
    }),
  );

  app.get(
    '/resources/:id/items',
    { schema: { params: resourceParamsSchema, response: { 200: itemListResponseSchema } } },
    async (request) => ({
      data: await app.resourceService.items(request.params.id),
    }),
  );

  app.get(
    '/resources/:id/items/:itemId',
    { schema: { params: resourceItemParamsSchema, response: { 200: itemResponseSchema } } },
    async (request) => ({ data: await app.resourceService.item(request.params.id, request.params.itemId) }),
  );

  app.get(
    '/resources/:id/reservations',
    {
      schema: {
        params: resourceParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: reservationListResponseSchema },
      },
      serializerCompiler: compiledSerializer(reservationListResponseSchema),
    },
    async (request) => ({
      data: await app.reservationService.ofResource(authOf(request).actor, request.params.id, request.query),
    }),
  );

  // The room week screen's one call (issue 18): the resource once, its reservations pointing at it by id.
  app.get(
    '/resources/:id/week',
    {
      schema: {
        params: resourceParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: resourceWeekResponseSchema },
      },
      serializerCompiler: compiledSerializer(resourceWeekResponseSchema),
    },
    async (request) => ({
      data: await app.resourceWeekService.read(authOf(request).actor, request.params.id, request.query),
    }),
  );

  app.get(
    '/resources/:id/remote-reservations',
    {
      schema: {
        params: resourceParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: remoteReservationListResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) => {
      const data = await app.reservationService.ofResource(
        authOf(request).actor,
        request.params.id,
        request.query,
        true,
      );
      const start = weekStart(request.query.from);
      return { data, meta: { week_start: start, week_end: shiftDate(start, 6) } };
    },
  );

  app.post(
    '/resources/:resourceId/reservations',
    {
      schema: {
        params: resourceReservationParamsSchema,
        body: reservationBodySchema,
        response: { 201: reservationWriteResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request, reply) => {
      const place = { remoteResourceId: request.params.resourceId };
      return sendWriteAnswer(
        reply,
        201,
        await app.reservationService.create(authOf(request).actor, place, request.body),
      );
    },
  );
};

export default resourcesRoutes;

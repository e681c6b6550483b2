import {
  blackoutBodySchema,
  blackoutCreateBodySchema,
  blackoutCreatedResponseSchema,
  blackoutListResponseSchema,
  blackoutPreviewResponseSchema,
  blackoutsQuerySchema,
  errorSchema,
  examSessionListResponseSchema,
  examSessionsQuerySchema,
  idSchema,
  noContentSchema,
  periodBodySchema,
  periodListQuerySchema,
  periodListResponseSchema,
  periodPreviewResponseSchema,
  periodResponseSchema,
  reportPeriodListResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({ id: idSchema });
const manage = { ability: 'groups.manage' as const };

/**
 * Periods (admin.periods.index and their editing) and blackouts; any signed-in user may read blackouts. A report's
 * reader reads the periods' names and dates (GET /admin/reports/periods).
 */
const periodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blackouts',
    { schema: { querystring: blackoutsQuerySchema, response: { 200: blackoutListResponseSchema } } },
    async (request) => ({ data: await app.periodService.between(request.query) }),
  );

  // The exam sessions over the form's dates: drawn in its slot picker, still offered (issue 36).
  app.get(
    '/exam-sessions',
    { schema: { querystring: examSessionsQuerySchema, response: { 200: examSessionListResponseSchema } } },
    async (request) => ({ data: await app.periodService.examSessions(request.query) }),
  );

  app.get(
    '/admin/periods',
    { config: manage, schema: { querystring: periodListQuerySchema, response: { 200: periodListResponseSchema } } },
    async (request) => app.periodService.list(request.query),
  );

  // The reports screen's ranges (current, previous period): names and dates to whoever may read reports, who need
  // not manage the periods (groups.manage) to read a semester's report.
  app.get(
    '/admin/reports/periods',
    { config: { ability: 'reports.manage' }, schema: { response: { 200: reportPeriodListResponseSchema } } },
    async () => ({ data: await app.periodService.reportRanges() }),
  );

  app.post(
    '/admin/periods',
    { config: manage, schema: { body: periodBodySchema, response: { 201: periodResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ data: await app.periodService.create(request.body, request.auth!.user) }),
  );

  app.get(
    '/admin/periods/:id',
    { config: manage, schema: { params: idParams, response: { 200: periodResponseSchema } } },
    async (request) => ({ data: await app.periodService.get(request.params.id) }),
  );

  app.put(
    '/admin/periods/:id',
    { config: manage, schema: { params: idParams, body: periodBodySchema, response: { 200: periodResponseSchema } } },
    async (request) => ({ data: await app.periodService.update(request.params.id, request.body, request.auth!.user) }),
  );

  // What the save would take out of the exam session: the lectures of groups it newly covers (issue 36).
  app.post(
    '/admin/periods/:id/preview',
    {
      config: manage,
      schema: { params: idParams, body: periodBodySchema, response: { 200: periodPreviewResponseSchema } },
    },
    async (request) => ({ data: await app.periodService.preview(request.params.id, request.body) }),
  );

  app.delete(
    '/admin/periods/:id',
    {
      config: manage,
      schema: {
        params: idParams,
        response: {
          204: noContentSchema,
          409: errorSchema.describe('The period has group timetables: delete them first.'),
        },
      },
    },
    async (request, reply) => {
      await app.periodService.remove(request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/blackouts/preview',
    { config: manage, schema: { body: blackoutBodySchema, response: { 200: blackoutPreviewResponseSchema } } },
    async (request) => ({ data: await app.periodService.previewBlackout(request.body) }),
  );

  app.post(
    '/admin/blackouts',
    { config: manage, schema: { body: blackoutCreateBodySchema, response: { 201: blackoutCreatedResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ data: await app.periodService.addBlackout(request.body, request.auth!.user) }),
  );

  app.delete(
    '/admin/blackouts/:id',
    { config: manage, schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.periodService.removeBlackout(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default periodsRoutes;

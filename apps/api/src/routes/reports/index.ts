import {
  noContentSchema,
  reportExportQuerySchema,
  reportFiltersSchema,
  reportParamsSchema,
  reportQuerySchema,
  reportReservationListResponseSchema,
  reportReservationsQuerySchema,
  reportResponseSchema,
  reportSaveBodySchema,
  savedReportCreatedSchema,
  savedReportResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/app/guard.js';
import { type FieldErrors, ValidationFailedError } from '../../errors.js';
import { message, negotiateLanguage, schemaMessage } from '../../i18n/index.js';

const policy = { ability: 'reports.manage' } as const;

/** A report's filters from a query: from and to are needed unless a saved report is named. */
function filtersFrom(query: Record<string, unknown>) {
  const parsed = reportFiltersSchema.safeParse(query);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'query';
      (errors[key] ??= []).push(
        issue.message === 'Required' || issue.code === 'invalid_type'
          ? message('range.dateRequired')
          : schemaMessage(issue.message),
      );
    }
    throw new ValidationFailedError(errors);
  }
  return parsed.data;
}

/** Reports (spec 7): every call needs `reports.manage`. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports',
    { config: policy, schema: { querystring: reportQuerySchema, response: { 200: reportResponseSchema } } },
    async (request) => {
      const { myReports, ...query } = request.query;
      if (myReports === '1' || myReports === 'true') {
        return { data: await app.reportService.mine(authOf(request).actor) };
      }
      return { data: await app.reportService.compute(filtersFrom(query)) };
    },
  );

  app.post(
    '/admin/reports',
    { config: policy, schema: { body: reportSaveBodySchema, response: { 201: savedReportCreatedSchema } } },
    async (request, reply) => {
      const { name, ...filters } = request.body;
      return reply.code(201).send({ data: await app.reportService.save(authOf(request).actor, name, filters) });
    },
  );

  app.get(
    '/admin/reports/reservations',
    {
      config: policy,
      schema: { querystring: reportReservationsQuerySchema, response: { 200: reportReservationListResponseSchema } },
    },
    async (request) => {
      const { resource, group, teacher, weekday, hour, week, ...filters } = request.query;
      const found = await app.reportService.bookings(filters, { resource, group, teacher, weekday, hour, week });
      return { data: found.list, meta: { total: found.total, truncated: found.truncated } };
    },
  );

  app.get(
    '/admin/reports/export',
    {
      config: policy,
      schema: {
        querystring: reportExportQuerySchema,
        response: {
          200: {
            description: 'The report as a file (an attachment): a workbook, or one breakdown as CSV.',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.file() },
              'text/csv': { schema: z.file() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { id, format, sheet, ...query } = request.query;
      const filters = id === undefined ? filtersFrom(query) : await app.reportService.filtersOf(id);
      const language = negotiateLanguage(request.headers['accept-language'], authOf(request).user.language);
      const file = await app.reportService.exportFile(filters, { format, sheet, language });
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          // The file's bytes, which the schema above calls a file.
          .send(file.body as unknown as File)
      );
    },
  );

  app.get(
    '/admin/reports/:id',
    { config: policy, schema: { params: reportParamsSchema, response: { 200: savedReportResponseSchema } } },
    async (request) => ({ data: await app.reportService.open(request.params.id) }),
  );

  app.delete(
    '/admin/reports/:id',
    { config: policy, schema: { params: reportParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.reportService.remove(authOf(request).actor, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default reportsRoutes;

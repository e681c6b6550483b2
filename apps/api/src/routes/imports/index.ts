import fastifyMultipart from '@fastify/multipart';
import {
  idSchema,
  ITC_IMPORT_FILE_BYTES,
  itcImportFormSchema,
  type ItcImportRun,
  itcImportRunResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FieldErrors, ValidationFailedError } from '../../errors.js';
import { message, negotiateLanguage, renderStored } from '../../i18n/index.js';
import { type StoredItcImportRun } from '../../services/itc-import-runs.js';
import { readMultipart } from '../multipart.js';

const idParams = z.object({ id: idSchema });
// It creates rooms, users, groups and a period: the work of whoever manages groups and periods.
const manage = { ability: 'groups.manage' as const };
const FIELD_BYTES = 1024;
const FILE_FIELDS = ['problem', 'solution'] as const;

/** ITC 2019 import from the admin area (issue 16): start it with both files, then poll its progress. */
const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart);

  const answer = (
    run: StoredItcImportRun,
    acceptLanguage: string | undefined,
    userLanguage?: 'lt' | 'en',
  ): { data: ItcImportRun } => {
    const language = negotiateLanguage(acceptLanguage, userLanguage);
    return {
      data: {
        ...run,
        error: run.error === null ? null : renderStored(run.error, language),
        summary:
          run.summary === null
            ? null
            : { ...run.summary, warnings: run.summary.warnings.map((warning) => renderStored(warning, language)) },
      },
    };
  };

  app.post(
    '/admin/imports/itc',
    { config: manage, schema: { multipart: itcImportFormSchema, response: { 202: itcImportRunResponseSchema } } },
    async (request, reply) => {
      if (Number(request.headers['content-length'] ?? 0) > 2 * ITC_IMPORT_FILE_BYTES + 64 * 1024) {
        throw new ValidationFailedError({ problem: [message('groupImport.filesTooLarge')] });
      }
      const received = await readMultipart(request, {
        field: 'problem',
        fileFields: FILE_FIELDS,
        choose: message('itc.chooseProblem'),
        wrongField: message('itc.sendFiles'),
        limits: { fileSize: ITC_IMPORT_FILE_BYTES, files: 2, fields: 3, fieldSize: FIELD_BYTES },
        tooLarge: ({ field }) => new ValidationFailedError({ [field]: [message('itc.fileTooLarge')] }),
      });
      const fields = received.fields;
      const files: Partial<Record<(typeof FILE_FIELDS)[number], string>> = {};
      for (const file of received.files) {
        files[file.field as (typeof FILE_FIELDS)[number]] = file.bytes.toString('utf8');
      }
      const missing: FieldErrors = {};
      if (files.problem === undefined) {
        missing.problem = [message('itc.chooseProblem')];
      }
      if (files.solution === undefined) {
        missing.solution = [message('itc.chooseSolution')];
      }
      if (Object.keys(missing).length > 0) {
        throw new ValidationFailedError(missing);
      }
      const run = await app.itcImportRuns.start(
        {
          problemXml: files.problem!,
          solutionXml: files.solution!,
          periodName: fields.period ?? '',
          start: fields.start ?? '',
          groups: fields.groups === '1' || fields.groups === 'true',
          language: negotiateLanguage(request.headers['accept-language'], request.auth?.user.language),
        },
        request.auth?.user.id ?? null,
      );
      return reply.code(202).send(answer(run, request.headers['accept-language'], request.auth?.user.language));
    },
  );

  app.get(
    '/admin/imports/itc/:id',
    { config: manage, schema: { params: idParams, response: { 200: itcImportRunResponseSchema } } },
    async (request) =>
      answer(
        await app.itcImportRuns.get(request.params.id),
        request.headers['accept-language'],
        request.auth?.user.language,
      ),
  );
};

export default importsRoutes;

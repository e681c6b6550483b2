import fastifyMultipart from '@fastify/multipart';
import {
  idSchema,
  ITC_IMPORT_FILE_BYTES,
  itcImportFormSchema,
  itcImportPreviewResponseSchema,
  type ItcImportRun,
  itcImportRunResponseSchema,
} from '@laikas/contract';
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FieldErrors, ValidationFailedError } from '../../errors.js';
import { message, negotiateLanguage, render, renderStored } from '../../i18n/index.js';
import { type ItcImportRequest, type StoredItcImportRun } from '../../services/itc-import-runs.js';
import { readMultipart } from '../multipart.js';

const idParams = z.object({ id: idSchema });
// It creates rooms, users, groups and a period: the work of whoever manages groups and periods.
const manage = { ability: 'groups.manage' as const };
const FIELD_BYTES = 1024;
const yes = (value: string | undefined) => value === '1' || value === 'true';
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

  /** Both files and the fields, read as the import and its preview take them (422 naming the field). */
  const readRequest = async (request: FastifyRequest): Promise<ItcImportRequest> => {
    if (Number(request.headers['content-length'] ?? 0) > 2 * ITC_IMPORT_FILE_BYTES + 64 * 1024) {
      throw new ValidationFailedError({ problem: [message('groupImport.filesTooLarge')] });
    }
    const received = await readMultipart(request, {
      field: 'problem',
      fileFields: FILE_FIELDS,
      choose: message('itc.chooseProblem'),
      wrongField: message('itc.sendFiles'),
      limits: { fileSize: ITC_IMPORT_FILE_BYTES, files: 2, fields: 5, fieldSize: FIELD_BYTES },
      tooLarge: ({ field }) => new ValidationFailedError({ [field]: [message('itc.fileTooLarge')] }),
    });
    const fields = received.fields;
    // As received: the reading thread decodes them (services/file-threads.ts), not the event loop.
    const files: Partial<Record<(typeof FILE_FIELDS)[number], Uint8Array>> = {};
    for (const file of received.files) {
      files[file.field as (typeof FILE_FIELDS)[number]] = file.bytes;
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
    return {
      problemXml: files.problem!,
      solutionXml: files.solution!,
      periodName: fields.period ?? '',
      start: fields.start ?? '',
      groups: yes(fields.groups),
      source: fields.source ?? '',
      match: yes(fields.match),
      language: negotiateLanguage(request.headers['accept-language'], request.auth?.user.language),
    };
  };

  app.post(
    '/admin/imports/itc/preview',
    {
      config: manage,
      schema: { multipart: itcImportFormSchema, response: { 200: itcImportPreviewResponseSchema } },
    },
    async (request) => {
      const read = await readRequest(request);
      const preview = await app.itcImportRuns.preview(read);
      return { data: { ...preview, warnings: preview.warnings.map((warning) => render(warning, read.language)) } };
    },
  );

  app.post(
    '/admin/imports/itc',
    { config: manage, schema: { multipart: itcImportFormSchema, response: { 202: itcImportRunResponseSchema } } },
    async (request, reply) => {
      const run = await app.itcImportRuns.start(await readRequest(request), request.auth?.user.id ?? null);
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

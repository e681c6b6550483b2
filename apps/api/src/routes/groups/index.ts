import fastifyMultipart from '@fastify/multipart';
import {
  adminGroupListResponseSchema,
  adminGroupResponseSchema,
  adminGroupsQuerySchema,
  detachedUsersQuerySchema,
  detachedUsersResponseSchema,
  errorSchema,
  groupBodySchema,
  groupImportFormSchema,
  groupImportQuerySchema,
  groupImportResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupResourcesBodySchema,
  groupUsersBodySchema,
  groupUsersQuerySchema,
  groupUsersResponseSchema,
  idSchema,
  noContentSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IMPORT_LIMITS } from '../../domain/groupImport.js';
import { ValidationFailedError } from '../../errors.js';
import { authOf } from '../../plugins/app/guard.js';
import { message, negotiateLanguage, render } from '../../i18n/index.js';
import { readMultipart } from '../multipart.js';

const idParams = z.object({ id: idSchema });
const manage = { ability: 'groups.manage' as const };
const groupAnswer = { 200: adminGroupResponseSchema };

/** Groups any signed-in user may list (their week is in routes/lanes); editing them is admin work (groups.manage). */
const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart);

  app.get(
    '/groups',
    { schema: { querystring: groupListQuerySchema, response: { 200: groupListResponseSchema } } },
    async (request) => app.groupService.page(request.query),
  );

  app.get(
    '/admin/groups',
    {
      config: manage,
      schema: { querystring: adminGroupsQuerySchema, response: { 200: adminGroupListResponseSchema } },
    },
    async (request) => app.groupService.page(request.query),
  );

  // Groups import: several CSV or XLSX files in `files[]`; `?preview=1` reads them and writes nothing.
  app.post(
    '/admin/groups/import',
    {
      config: manage,
      schema: {
        querystring: groupImportQuerySchema,
        multipart: groupImportFormSchema,
        response: { 200: groupImportResponseSchema },
      },
    },
    async (request) => {
      const limit = GROUP_IMPORT_LIMITS.fileBytes;
      if (Number(request.headers['content-length'] ?? 0) > limit * GROUP_IMPORT_LIMITS.files + 64 * 1024) {
        throw new ValidationFailedError({ files: [message('groupImport.filesTooLarge')] });
      }
      const received = await readMultipart(request, {
        field: 'files',
        fileFields: ['files[]', 'files'],
        choose: message('groupImport.chooseFiles'),
        wrongField: message('groupImport.sendFiles'),
        limits: { fileSize: limit, files: GROUP_IMPORT_LIMITS.files },
        tooLarge: ({ filename }) =>
          new ValidationFailedError({ files: [message('groupImport.namedFileTooLarge', { name: filename })] }),
      });
      const files = received.files.map((file) => ({ name: file.filename, bytes: file.bytes }));
      const reports = await app.groupImporter.run(files, !request.query.preview);
      // The reports are an answer, not an error: put their messages in the reader's language here.
      const language = negotiateLanguage(request.headers['accept-language'], request.auth?.user.language);
      return {
        data: reports.map(({ message: refusal, ...report }) => ({
          ...report,
          ...(refusal !== undefined && { message: render(refusal, language) }),
          problems: report.problems.map((problem) => ({ ...problem, message: render(problem.message, language) })),
        })),
      };
    },
  );

  app.post(
    '/admin/groups',
    { config: manage, schema: { body: groupBodySchema, response: { 201: adminGroupResponseSchema } } },
    async (request, reply) => reply.code(201).send({ data: await app.groupService.create(request.body) }),
  );

  app.get(
    '/admin/groups/:id',
    { config: manage, schema: { params: idParams, response: groupAnswer } },
    async (request) => ({
      data: await app.groupService.show(request.params.id),
    }),
  );

  app.put(
    '/admin/groups/:id',
    { config: manage, schema: { params: idParams, body: groupBodySchema, response: groupAnswer } },
    async (request) => ({ data: await app.groupService.update(request.params.id, request.body) }),
  );

  app.delete(
    '/admin/groups/:id',
    {
      config: manage,
      schema: {
        params: idParams,
        response: { 204: noContentSchema, 409: errorSchema.describe('The group has timetables: delete them first.') },
      },
    },
    async (request, reply) => {
      await app.groupService.remove(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/groups/:id/users',
    {
      config: manage,
      schema: { params: idParams, querystring: groupUsersQuerySchema, response: { 200: groupUsersResponseSchema } },
    },
    async (request) => app.groupService.members(authOf(request).actor, request.params.id, request.query),
  );

  app.get(
    '/admin/groups/:id/detached-users',
    {
      config: manage,
      schema: {
        params: idParams,
        querystring: detachedUsersQuerySchema,
        response: { 200: detachedUsersResponseSchema },
      },
    },
    async (request) => ({
      data: await app.groupService.detachedUsers(authOf(request).actor, request.params.id, request.query.search_string),
    }),
  );

  const usersCall = { config: manage, schema: { params: idParams, body: groupUsersBodySchema, response: groupAnswer } };
  app.post('/admin/groups/:id/attach-users', usersCall, async (request) => ({
    data: await app.groupService.attachUsers(request.params.id, request.body.users),
  }));
  app.post('/admin/groups/:id/detach-users', usersCall, async (request) => ({
    data: await app.groupService.detachUsers(request.params.id, request.body.users),
  }));

  const resourcesCall = {
    config: manage,
    schema: { params: idParams, body: groupResourcesBodySchema, response: groupAnswer },
  };
  app.post('/admin/groups/:id/attach-resources', resourcesCall, async (request) => ({
    data: await app.groupService.attachResources(request.params.id, request.body.resources),
  }));
  app.post('/admin/groups/:id/detach-resources', resourcesCall, async (request) => ({
    data: await app.groupService.detachResources(request.params.id, request.body.resources),
  }));
};

export default groupsRoutes;

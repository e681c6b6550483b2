import {
  approveTimetableBodySchema,
  dataOf,
  groupTimetableBodySchema,
  groupTimetableListResponseSchema,
  groupTimetableResponseSchema,
  groupTimetablesQuerySchema,
  idSchema,
  publishTimetableBodySchema,
  reservationListResponseSchema,
  timetableApprovalErrorSchema,
  timetableChangesQuerySchema,
  timetableChangesResponseSchema,
  timetableConflictsResponseSchema,
  timetablePublishedResponseSchema,
  timetableReservationsQuerySchema,
  timetableStepErrorSchema,
  timetableVersionsResponseSchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/app/guard.js';
import { reservationListSerializer } from '../reservations/serializer.js';

const idParams = z.object({ id: idSchema });
const manage = { ability: 'groups.manage' as const };
const timetableAnswer = { 200: groupTimetableResponseSchema };

/** Group timetables (the spec's admin.group.timetable.* and group.timetable.reservations named routes). */
const groupTimetablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.groupTimetableService;

  // admin.group.timetable.create
  app.post(
    '/admin/group-timetables',
    { config: manage, schema: { body: groupTimetableBodySchema, response: { 201: groupTimetableResponseSchema } } },
    async (request, reply) => reply.code(201).send({ data: await service().create(request.body) }),
  );

  app.get(
    '/admin/group-timetables',
    {
      config: manage,
      schema: { querystring: groupTimetablesQuerySchema, response: { 200: groupTimetableListResponseSchema } },
    },
    async (request) => ({ data: await service().list(request.query.period_id) }),
  );

  // admin.group.timetable
  app.get(
    '/admin/group-timetables/:id',
    { config: manage, schema: { params: idParams, response: timetableAnswer } },
    async (request) => ({ data: await service().show(request.params.id) }),
  );

  // admin.group.timetable.reservations (dateRange)
  app.get(
    '/admin/group-timetables/:id/reservations',
    {
      config: manage,
      schema: {
        params: idParams,
        querystring: timetableReservationsQuerySchema,
        response: { 200: reservationListResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) => ({
      data: await service().reservations(authOf(request).actor, request.params.id, request.query),
    }),
  );

  app.get(
    '/admin/group-timetables/:id/conflicts',
    { config: manage, schema: { params: idParams, response: { 200: timetableConflictsResponseSchema } } },
    async (request) => ({ data: await service().conflicts(request.params.id) }),
  );

  // admin.group.timetable.lock
  app.put(
    '/admin/group-timetables/:id/lock',
    { config: manage, schema: { params: idParams, response: { ...timetableAnswer, 409: timetableStepErrorSchema } } },
    async (request) => ({ data: await service().lock(request.params.id) }),
  );

  // admin.group.timetable.approve
  app.put(
    '/admin/group-timetables/:id/approve',
    {
      config: manage,
      schema: {
        params: idParams,
        body: approveTimetableBodySchema,
        response: { ...timetableAnswer, 409: timetableStepErrorSchema, 422: timetableApprovalErrorSchema },
      },
    },
    async (request) => ({ data: await service().approve(request.params.id, request.body.accept_conflicts) }),
  );

  // Publish (issue 36): the timetable frozen as its next version, everyone concerned told what changed for them.
  app.post(
    '/admin/group-timetables/:id/publish',
    {
      config: manage,
      schema: {
        params: idParams,
        body: publishTimetableBodySchema,
        response: {
          200: timetablePublishedResponseSchema,
          409: timetableStepErrorSchema,
          422: timetableApprovalErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await service().publish(authOf(request).actor, request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/group-timetables/:id/versions',
    { config: manage, schema: { params: idParams, response: { 200: timetableVersionsResponseSchema } } },
    async (request) => ({ data: await service().versions(request.params.id) }),
  );

  // The draft against the last published version, for the group or one person (`user_id`).
  app.get(
    '/admin/group-timetables/:id/changes',
    {
      config: manage,
      schema: {
        params: idParams,
        querystring: timetableChangesQuerySchema,
        response: { 200: timetableChangesResponseSchema },
      },
    },
    async (request) => ({ data: await service().changes(request.params.id, request.query.user_id) }),
  );

  // admin.group.timetable.delete
  app.delete(
    '/admin/group-timetables/:id',
    {
      config: manage,
      schema: { params: idParams, response: { 200: dataOf(z.object({ deleted_reservations: z.number().int() })) } },
    },
    async (request) => ({ data: await service().remove(authOf(request).actor, request.params.id) }),
  );

  // The approved timetables of the signed-in user's groups (their home page).
  app.get(
    '/group-timetables/mine',
    { schema: { response: { 200: groupTimetableListResponseSchema } } },
    async (request) => ({
      data: await service().mine(authOf(request).actor),
    }),
  );

  // group.timetable.reservations
  app.get(
    '/group-timetables/:id/reservations',
    {
      schema: {
        params: idParams,
        querystring: timetableReservationsQuerySchema,
        response: { 200: reservationListResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) => ({
      data: await service().reservationsForMember(authOf(request).actor, request.params.id, request.query),
    }),
  );
};

export default groupTimetablesRoutes;

import {
  groupReservationsQuerySchema,
  laneParamsSchema,
  laneResponseSchema,
  userReservationsRangeQuerySchema,
} from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';
import { reservationListSerializer } from '../reservations/serializer.js';

/*
 * The lane screens' reads (resources by groups, by teachers). Any signed-in user may read them: timetables are
 * public within the university, and the presenter hides invitations and join addresses from the uninvolved
 * (docs/decisions/lanes-who-may-read.md). Beside `data` they carry the range's holidays (`closures`, issue 36). They live apart from routes/groups and routes/users because they read reservations.
 */
const lanesRoutes: FastifyPluginAsyncZod = async (app) => {
  const lanes = app.laneService;

  app.get(
    '/groups/:id/reservations',
    {
      schema: {
        params: laneParamsSchema,
        querystring: groupReservationsQuerySchema,
        response: { 200: laneResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) => {
      const { start, end } = request.query;
      return lanes.ofGroup(authOf(request).actor, request.params.id, {
        from: start,
        to: end,
        fields: { from: 'start', to: 'end' },
      });
    },
  );

  app.get(
    '/users/:id/reservations',
    {
      schema: {
        params: laneParamsSchema,
        querystring: userReservationsRangeQuerySchema,
        response: { 200: laneResponseSchema },
      },
      serializerCompiler: reservationListSerializer,
    },
    async (request) => {
      const { from, to } = request.query;
      return lanes.ofTeacher(authOf(request).actor, request.params.id, {
        from,
        to,
        fields: { from: 'from', to: 'to' },
      });
    },
  );
};

export default lanesRoutes;

import { invitationAnswerParamsSchema, invitationListResponseSchema, invitationResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';

/** `/user/invitations`: the signed-in user's invitations, answered once per series or batch. */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/invitations', { schema: { response: { 200: invitationListResponseSchema } } }, async (request) => ({
    data: await app.invitationService.list(authOf(request).user.id),
  }));

  app.post(
    '/user/invitations/:reservationId/:answer',
    { schema: { params: invitationAnswerParamsSchema, response: { 200: invitationResponseSchema } } },
    async (request) => ({
      data: await app.invitationService.answer(
        authOf(request).user,
        request.params.reservationId,
        request.params.answer,
      ),
    }),
  );
};

export default invitationsRoutes;

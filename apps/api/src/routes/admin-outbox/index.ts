import { errorSchema, mailTestResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { negotiateLanguage, render } from '../../i18n/index.js';
import { authOf } from '../../plugins/app/guard.js';

/**
 * `/api/admin/outbox/test-email`: a super administrator's test of the mail settings (the outbox's list and retry are
 * with the notifications, routes/notifications). A session only: a program has no mailbox to read the answer in.
 */
const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/outbox/test-email',
    {
      config: { ability: '*', tokens: false },
      schema: {
        description:
          'Sends a short test e-mail to the signed-in administrator’s own address at once, through the transport the outbox uses, and answers what became of it: a refusal of the mail server is 200 with `outcome: failed`, the kind of trouble and the server’s own reply.',
        response: {
          200: mailTestResponseSchema,
          409: errorSchema.describe('The administrator’s account has no e-mail address to send it to.'),
          429: errorSchema.describe(
            'Too many test e-mails: five in a row, then a ten-minute wait; try again after `Retry-After` seconds.',
          ),
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const result = await app.mailTest.send(user);
      const language = negotiateLanguage(request.headers['accept-language'], user.language);
      return { data: { ...result, message: render(result.message, language) } };
    },
  );
};

export default adminOutboxRoutes;

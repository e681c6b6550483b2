import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTest, type MailTest } from '../../services/mail-test.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailTest: MailTest;
  }
}

/** A super administrator's test e-mail, through the outbox's transport (docs/operations.md, E-mail). */
export default fp(
  async function mailTest(app: FastifyInstance) {
    app.decorate(
      'mailTest',
      createMailTest({
        db: app.db,
        outbox: app.outbox,
        attempts: app.repositories.loginAttempts,
        audit: app.audit,
        smtp: app.config.smtp,
        clock: app.clock,
        timeZone: app.config.timeZone,
      }),
    );
  },
  { name: 'mail-test', dependencies: ['database', 'audit', 'notifications'] },
);

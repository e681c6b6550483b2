import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { type Language, type MailTestOutcome, type MailTestProblem } from '@laikas/contract';
import { formatLocal } from '@laikas/contract/time';
import { type Kysely } from 'kysely';
import { type SmtpConfig } from '../config.js';
import { type Database } from '../db/database.js';
import { ConflictError, TooManyRequestsError } from '../errors.js';
import { type Message, message, render } from '../i18n/index.js';
import { type AttemptRule, type LoginAttemptRepository } from '../repositories/login-attempts.js';
import { type AuditService } from './audit.js';
import { type Outbox } from './outbox.js';

/*
 * A super administrator's test e-mail: an operator setting up SMTP sends one short message to their own address
 * through the transport the outbox uses and reads at once whether the server took it, or what it answered. Only to
 * their own address (as Nextcloud's and GitLab's test e-mails): the button cannot mail anybody else, so a stolen
 * session cannot spam through it. A failure of the mail server is the answer (`outcome: 'failed'`), never an
 * error of Laikas. Counted like a sign-in (a few, then a wait) and written to the audit log.
 */

/** Five test e-mails in a row, then a ten-minute wait (the count starts again after ten quiet minutes). */
export const MAIL_TEST_RULE: AttemptRule = {
  limit: 5,
  windowSeconds: 600,
  sliding: true,
  firstDelaySeconds: 600,
  maxDelaySeconds: 600,
};

/** The longest server reply an answer quotes: a reason, not a transcript. */
const REPLY_MAX = 300;

/** What nodemailer's errors carry besides a message. */
interface TransportError {
  code?: string;
  response?: string;
  message?: string;
}

/** The kind of trouble a transport error is (nodemailer's `code`, then the socket's own words). */
export function problemOf(error: TransportError): MailTestProblem {
  const text = error.message ?? '';
  switch (error.code) {
    case 'EAUTH':
      return 'authentication';
    case 'EDNS':
      return 'host';
    case 'ETIMEDOUT':
      return 'timeout';
    case 'ETLS':
    case 'EREQUIRETLS':
      return 'tls';
    case 'EENVELOPE':
    case 'EMESSAGE':
      return 'rejected';
    case 'ECONNECTION':
    case 'ESOCKET':
      if (/SSL|TLS|certificate|self.signed/i.test(text)) {
        return 'tls';
      }
      if (/ENOTFOUND|EAI_AGAIN/.test(text)) {
        return 'host';
      }
      if (/ETIMEDOUT|timed? ?out/i.test(text)) {
        return 'timeout';
      }
      return 'connection';
    default:
      return 'other';
  }
}

/**
 * The server's own short reason: its SMTP reply (`535 5.7.8 …`), else the connection's error, on one line, OpenSSL's
 * long lines cut to their reason (`wrong version number`), never the password.
 */
export function replyOf(error: TransportError, password: string | undefined): string | null {
  let text = (error.response ?? error.message ?? '').trim();
  const openssl = /SSL routines:[^:]*:([^:]+)/.exec(text);
  if (openssl) {
    text = openssl[1]!.trim();
  }
  text = text.replace(/\s+/g, ' ');
  if (password) {
    text = text.replaceAll(password, '***');
  }
  if (!text) {
    return null;
  }
  return text.length > REPLY_MAX ? `${text.slice(0, REPLY_MAX - 1)}…` : text;
}

/** What became of a test e-mail, its message not yet in a language. */
export interface MailTestResult {
  outcome: MailTestOutcome;
  problem: MailTestProblem | null;
  to: string;
  server: string | null;
  message: Message;
  reply: string | null;
  file: string | null;
}

/** The signed-in administrator the test e-mail goes to. */
export interface MailTestSender {
  id: number;
  name: string;
  email: string | null;
  language: Language;
}

export function createMailTest({
  db,
  outbox,
  attempts,
  audit,
  smtp,
  clock,
  timeZone,
}: {
  db: Kysely<Database>;
  outbox: Pick<Outbox, 'sendNow'>;
  attempts: Pick<LoginAttemptRepository, 'attempt' | 'secondsToWait'>;
  audit: AuditService;
  smtp: SmtpConfig;
  clock: () => Date;
  timeZone: string;
}) {
  const server = smtp.mailDir ? null : `${smtp.host}:${smtp.port}`;

  /** The message and its subject in the administrator's language. */
  function mailOf(sender: MailTestSender, now: Date) {
    const params = {
      name: sender.name,
      appUrl: smtp.appUrl,
      at: formatLocal(now, timeZone),
      server: server ?? 'MAIL_DIR',
    };
    return {
      to: sender.email!,
      subject: render(message('mailTest.subject'), sender.language),
      text: render(message('mailTest.text', params), sender.language),
      language: sender.language,
    };
  }

  /** What a transport error means for the operator. */
  function failure(to: string, error: unknown): MailTestResult {
    const transportError = (
      typeof error === 'object' && error !== null ? error : { message: String(error) }
    ) as TransportError;
    const problem = problemOf(transportError);
    return {
      outcome: 'failed',
      problem,
      to,
      server,
      message: message(`mailTest.failed.${problem}`, { server: server ?? '', host: smtp.host, to }),
      reply: replyOf(transportError, smtp.password),
      file: null,
    };
  }

  return {
    /**
     * Sends the test e-mail to `sender`'s own address and answers what became of it: 409 without an address, 429
     * past the rate. Audited whatever the outcome.
     */
    async send(sender: MailTestSender): Promise<MailTestResult> {
      if (!sender.email) {
        throw new ConflictError('mailTest.noAddress');
      }
      const key = `mail-test:${sender.id}`;
      if ((await attempts.attempt(key, clock(), MAIL_TEST_RULE)) === undefined) {
        throw new TooManyRequestsError(await attempts.secondsToWait(key, clock()));
      }
      const now = clock();
      const mail = mailOf(sender, now);
      const name = `test-${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(3).toString('hex')}`;
      let result: MailTestResult;
      try {
        const { reply, file } = await outbox.sendNow(name, mail);
        result = file
          ? {
              outcome: 'written',
              problem: null,
              to: mail.to,
              server: null,
              message: message('mailTest.written', { to: mail.to, file: resolve(file) }),
              reply: null,
              file: resolve(file),
            }
          : {
              outcome: 'sent',
              problem: null,
              to: mail.to,
              server,
              message: message('mailTest.sent', { to: mail.to, server: server ?? '' }),
              reply: reply === null ? null : replyOf({ response: reply }, smtp.password),
              file: null,
            };
      } catch (error) {
        result = failure(mail.to, error);
      }
      await audit.record(db, {
        action: 'test_email',
        entityType: 'system_settings',
        entityId: 'smtp',
        label: server ?? 'MAIL_DIR',
        after: { email: result.to, status: result.outcome, reason: result.problem, reply: result.reply },
      });
      return result;
    },
  };
}
export type MailTest = ReturnType<typeof createMailTest>;

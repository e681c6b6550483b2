import { z } from 'zod';

/*
 * A super administrator's test e-mail (`POST /api/admin/outbox/test-email`): one short message to their own address,
 * sent at once through the transport the outbox uses, and what became of it. A refusal of the mail server is an
 * answer, not an error: 200 with `outcome: 'failed'`, the kind of trouble and the server's own words.
 */

/** `sent`: the SMTP server accepted it; `written`: no SMTP server (MAIL_DIR), saved as a file; `failed`: see `problem`. */
export const MAIL_TEST_OUTCOMES = ['sent', 'written', 'failed'] as const;
export type MailTestOutcome = (typeof MAIL_TEST_OUTCOMES)[number];

/**
 * Why a test e-mail failed: the sign-in was refused, the host name is unknown, nothing answered at the address, the
 * server was silent too long, the secure connection failed, the server refused the message, or anything else.
 */
export const MAIL_TEST_PROBLEMS = [
  'authentication',
  'host',
  'connection',
  'timeout',
  'tls',
  'rejected',
  'other',
] as const;
export type MailTestProblem = (typeof MAIL_TEST_PROBLEMS)[number];

export const mailTestSchema = z.object({
  outcome: z.enum(MAIL_TEST_OUTCOMES),
  problem: z.enum(MAIL_TEST_PROBLEMS).nullable().describe('Why it failed; null unless `outcome` is `failed`.'),
  to: z.string().describe('The address it was sent to: the signed-in administrator’s own.'),
  server: z
    .string()
    .nullable()
    .describe('The SMTP server as `host:port` (never the user or password); null for a file.'),
  message: z.string().describe('What happened, in the reader’s language.'),
  reply: z
    .string()
    .nullable()
    .describe('The SMTP server’s own last answer (`250 …` or `535 …`) or the connection’s error, shortened.'),
  file: z.string().nullable().describe('With MAIL_DIR (development): the .eml file it was written to.'),
});
export type MailTest = z.infer<typeof mailTestSchema>;

export const mailTestResponseSchema = z.object({ data: mailTestSchema });

import { type FastifyError, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, summarize, ValidationFailedError } from '../../errors.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { isCatalogued, negotiateLanguage, translateErrorBody } from '../../i18n/messages.js';

interface Issue {
  instancePath: string;
  message?: string;
  /** The zod issue code (fastify-type-provider-zod puts it here); absent for other validators. */
  keyword?: string;
  params?: Record<string, unknown>;
}

const CONTEXTS = new Set(['body', 'querystring', 'params', 'headers']);

function fieldName(path: string, context: string | undefined): string {
  const key = path.replace(/^\//, '').replaceAll('/', '.');
  if (key) {
    return key;
  }
  return context === 'body' || !context ? 'body' : context;
}

/*
 * zod's own messages ("Too small: expected string to have >=1 characters") are neither plain language nor in the
 * message catalog. A schema issue without a message of ours is described from its code instead, in phrases the
 * catalog (i18n/messages.ts) translates with the field named.
 */
function describeIssue(field: string, issue: Issue): string {
  if (CONTEXTS.has(field)) {
    return 'The request is invalid.';
  }
  const name = field.replaceAll('_', ' ');
  const params = issue.params ?? {};
  const origin = params.origin;
  const inclusive = params.inclusive !== false;
  switch (issue.keyword) {
    case 'too_small': {
      const minimum = Number(params.minimum);
      if (origin === 'string') {
        return minimum <= 1 ? `The ${name} field is required.` : `The ${name} must be at least ${minimum} characters.`;
      }
      if (origin === 'array' || origin === 'set') {
        return `The ${name} must have at least ${minimum} items.`;
      }
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return inclusive ? `The ${name} must be at least ${minimum}.` : `The ${name} must be greater than ${minimum}.`;
      }
      return `The ${name} is invalid.`;
    }
    case 'too_big': {
      const maximum = Number(params.maximum);
      if (origin === 'string') {
        return `The ${name} may not be longer than ${maximum} characters.`;
      }
      if (origin === 'array' || origin === 'set') {
        return `The ${name} may not have more than ${maximum} items.`;
      }
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return inclusive
          ? `The ${name} may not be greater than ${maximum}.`
          : `The ${name} must be less than ${maximum}.`;
      }
      return `The ${name} is invalid.`;
    }
    case 'invalid_value':
      return `The selected ${name} is invalid.`;
    case 'invalid_format':
      return `The ${name} format is invalid.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return keys.length > 0
        ? `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`
        : 'The request is invalid.';
    }
    default:
      return `The ${name} is invalid.`;
  }
}

function issueMessage(field: string, issue: Issue): string {
  const message = issue.message ?? 'The value is invalid.';
  // zod reports a missing field as a type error on `undefined`; say what a person understands.
  if (field === 'body' && /received (undefined|null)$/.test(message)) {
    return 'The request body is required.';
  }
  if (/received undefined$/.test(message)) {
    return `The ${field.replaceAll('_', ' ')} field is required.`;
  }
  if (issue.keyword === undefined || isCatalogued(message)) {
    return message;
  }
  return describeIssue(field, issue);
}

/** Groups schema issues by dotted field path (`repeater.until`), as every 422 shows them. */
export function fieldErrors(issues: readonly Issue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldName(issue.instancePath, context);
    (errors[field] ??= []).push(issueMessage(field, issue));
  }
  return errors;
}

/** How deeply a request's values may nest (no body of ours nests beyond a few levels). */
export const MAX_DEPTH = 400;

/** A value nested deeper than MAX_DEPTH. */
export class TooDeepError extends Error {}

/**
 * The dotted path of the first string holding a NUL character (no database stores it as text), if any. Walks
 * without recursion and refuses nesting deeper than MAX_DEPTH (`TooDeepError`): a recursive walk overflowed the
 * stack on 7,300 levels of `[[[…]]]` and answered 500 (issue 13, finding 5).
 */
export function findNul(value: unknown): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) {
        return path;
      }
      continue;
    }
    if (current === null || typeof current !== 'object') {
      continue;
    }
    if (depth >= MAX_DEPTH) {
      throw new TooDeepError();
    }
    // Reversed onto the stack, so that entries are visited in order (the first NUL found is the first in the body).
    const entries = Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      pending.push({ value: key, path, depth: depth + 1 });
    }
  }
  return undefined;
}

// Database errors that only bad input can cause (PostgreSQL SQLSTATE): a last line of defence should a schema let
// such a value through, so that it is a 400, never a 500.
export const INPUT_DATABASE_ERRORS: Record<string, string> = {
  '22001': 'A value in the request is too long.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is out of range.',
  '22021': 'The request contains characters that cannot be stored.',
  '22P02': 'A value in the request has the wrong format.',
  '22P05': 'The request contains characters that cannot be stored.',
};

// Transactions PostgreSQL ends itself when two writes wait on each other (a deadlock) or could not be serialised:
// the client's request was fine and may be sent again, so a 503 with Retry-After, never a 500.
export const RETRY_DATABASE_ERRORS: Record<string, string> = {
  '40P01': 'Another change was being saved at the same moment; nothing was saved. Please try again.',
  '40001': 'Another change was being saved at the same moment; nothing was saved. Please try again.',
};

/** What a request that needed the database while it was away answers (503, with Retry-After: `RETRY_AFTER_SECONDS`). */
export const DATABASE_UNAVAILABLE =
  'The database cannot be reached at the moment; nothing was changed. Please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 2;

/*
 * The one error handler: every error a client can cause becomes a 4xx with a clear `message`;
 * anything else is a 500 whose details go to the log only, never to the client.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    // NUL characters cannot be stored as text (PostgreSQL refuses them); refuse them as invalid input instead.
    app.addHook('preValidation', async (request) => {
      for (const [context, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        let path: string | undefined;
        try {
          path = findNul(value);
        } catch (error) {
          if (error instanceof TooDeepError) {
            throw new ValidationFailedError({ [context]: ['The request is nested too deeply.'] });
          }
          throw error;
        }
        if (path !== undefined) {
          const field = path || context;
          throw new ValidationFailedError({ [field]: ['The value may not contain NUL characters.'] });
        }
      }
    });

    /*
     * Every error body in the reader's language (messages.ts negotiateLanguage), translated here once whichever
     * code produced it: this handler, a route's own reply, the not-found handler. Only JSON bodies of 4xx/5xx.
     */
    const unknownMessages = new Set<string>();
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (reply.statusCode < 400 || typeof payload !== 'string' || !contentType.includes('json')) {
        return payload;
      }
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      const language = negotiateLanguage(request.headers['accept-language'], request.auth?.user.language);
      const translated = translateErrorBody(body, language, (message) => {
        // Development only: name each message missing from the catalog once, so that it gets an entry.
        if (!app.config.production && !unknownMessages.has(message)) {
          unknownMessages.add(message);
          request.log.warn(
            { untranslated: message },
            'message without a Lithuanian translation (apps/api/src/i18n/messages.ts)',
          );
        }
      });
      reply.header('content-language', language);
      return JSON.stringify(translated);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode === 403) {
          // The security log (issue 13): who was refused what, from where; the request id comes with request.log.
          request.log.warn(
            {
              event: error.message === 'CSRF token mismatch.' ? 'csrf.refused' : 'forbidden',
              userId: request.auth?.user.id ?? null,
              impersonatorId: request.auth?.session.impersonator_id ?? null,
              ip: request.ip,
              method: request.method,
              route: request.routeOptions.url ?? null,
              reason: error.message,
            },
            'request refused',
          );
        }
        return reply
          .code(error.statusCode)
          .headers(error.headers())
          .send({ message: error.message, ...error.body() });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply.code(422).send({ message: summarize(errors), errors });
      }
      if (error.validation) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply.code(422).send({ message: summarize(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
        return reply.code(413).send({ message: 'The request body is too large.' });
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.code(400).send({ message: 'The request body is not valid JSON.' });
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.code(400).send({ message: 'The request body is empty but its content type is JSON.' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        return reply.code(415).send({ message: 'The request body must be JSON.' });
      }
      const databaseCode = (error as { code?: unknown }).code;
      if (typeof databaseCode === 'string' && databaseCode in INPUT_DATABASE_ERRORS) {
        request.log.warn({ err: error }, 'input refused by the database');
        return reply.code(400).send({ message: INPUT_DATABASE_ERRORS[databaseCode] });
      }
      if (typeof databaseCode === 'string' && databaseCode in RETRY_DATABASE_ERRORS) {
        // PostgreSQL rolled the whole transaction back: nothing of the request is stored, and it may be sent again.
        request.log.warn({ err: error }, 'transaction rolled back by the database, to be retried');
        return reply.code(503).header('retry-after', '1').send({ message: RETRY_DATABASE_ERRORS[databaseCode] });
      }
      if (isDatabaseUnavailable(error)) {
        // A restart, a failover or a network cut (issue 37): the transaction went with the connection, so the
        // request may be sent again once the pool has a new one.
        request.log.warn({ err: error }, 'the database is unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: DATABASE_UNAVAILABLE });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Server Error' });
    });
  },
  { name: 'error-handler' },
);

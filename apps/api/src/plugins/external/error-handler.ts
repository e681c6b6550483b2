import { type FastifyError, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Language } from '@laikas/contract';
import { AppError, type FieldErrors, summarize, ValidationFailedError } from '../../errors.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import {
  hasCode,
  isMessage,
  type Message,
  message,
  type MessageCode,
  type MessageParam,
  negotiateLanguage,
  render,
} from '../../i18n/index.js';

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

/** Parts of a time (`{ hours, minutes }`), named by the time they belong to: "start time (hours)". */
const TIME_PARTS = new Set(['hours', 'minutes']);

/** A field's path as its label names it: list indexes left out (`scopes.1` is named by its list). */
function labelledPath(field: string): string[] {
  return field.split('.').filter((part) => !/^\d+$/.test(part));
}

/**
 * The catalogue code of a field's label: its whole path without list indexes, `.` as `_` (`blackouts.0.from` →
 * `fieldName.blackouts_from`), so that a nested field has a label of its own. A reference written as an object
 * (`annexes.0.id`) is named by what it refers to, and a time's hours or minutes by the time (`fieldPart`).
 */
export function fieldLabelCode(field: string): string {
  const path = labelledPath(field);
  if (path.length > 1 && (path.at(-1) === 'id' || TIME_PARTS.has(path.at(-1)!))) {
    path.pop();
  }
  return `fieldName.${path.join('_')}`;
}

/** The field's name inside a message: its label in the catalogue, else its key with spaces for `_`. */
function fieldLabel(field: string): MessageParam {
  const code = fieldLabelCode(field);
  const label = hasCode(code, 'en')
    ? message(code as MessageCode)
    : code.slice('fieldName.'.length).replaceAll('_', ' ');
  const path = labelledPath(field);
  const last = path.at(-1)!;
  return path.length > 1 && TIME_PARTS.has(last)
    ? message(`fieldPart.${last}` as MessageCode, { field: label })
    : label;
}

/*
 * zod's own messages ("Too small: expected string to have >=1 characters") are neither plain language nor in the
 * catalogue. A schema issue without a code of ours is described from its zod code instead, with the field named.
 */
function describeIssue(field: string, issue: Issue): Message {
  if (CONTEXTS.has(field)) {
    return message('request.requestInvalid');
  }
  const name = fieldLabel(field);
  const params = issue.params ?? {};
  const origin = params.origin;
  const inclusive = params.inclusive !== false;
  switch (issue.keyword) {
    case 'too_small': {
      const minimum = Number(params.minimum);
      if (origin === 'string') {
        return minimum <= 1
          ? message('field.required', { field: name })
          : message('field.minLength', { field: name, count: minimum });
      }
      if (origin === 'array' || origin === 'set') {
        return message('field.minItems', { field: name, count: minimum });
      }
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return message(inclusive ? 'field.atLeast' : 'field.greaterThan', { field: name, limit: minimum });
      }
      return message('field.invalid', { field: name });
    }
    case 'too_big': {
      const maximum = Number(params.maximum);
      if (origin === 'string') {
        return message('field.maxLength', { field: name, count: maximum });
      }
      if (origin === 'array' || origin === 'set') {
        return message('field.maxItems', { field: name, count: maximum });
      }
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return message(inclusive ? 'field.atMost' : 'field.lessThan', { field: name, limit: maximum });
      }
      return message('field.invalid', { field: name });
    }
    case 'invalid_value':
      return message('field.selectionInvalid', { field: name });
    case 'invalid_format':
      return message('field.formatInvalid', { field: name });
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return keys.length > 0
        ? message('field.unknown', { fields: keys.join(', '), count: keys.length })
        : message('request.requestInvalid');
    }
    default:
      return message('field.invalid', { field: name });
  }
}

/** Fields whose absence the catalogue says in words of their own ("Enter your password."). */
const REQUIRED: Partial<Record<string, MessageCode>> = {
  uid: 'schema.uidRequired',
  password: 'schema.passwordRequired',
  current_password: 'schema.currentPasswordRequired',
};

/** A schema issue as a message: the schema's own code (`schema.nameRequired`), else described from zod's. */
function issueMessage(field: string, issue: Issue): Message {
  const text = issue.message ?? '';
  // zod reports a missing field as a type error on `undefined`; say what a person understands.
  if (field === 'body' && /received (undefined|null)$/.test(text)) {
    return message('request.bodyRequired');
  }
  if (/received undefined$/.test(text)) {
    return message(REQUIRED[field] ?? 'field.required', { field: fieldLabel(field) });
  }
  if (hasCode(text, 'en')) {
    return message(text as MessageCode);
  }
  if (issue.keyword === undefined) {
    return message('request.valueInvalid');
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

/**
 * An error body in the language: its `message`, every message of `errors`, and any other field holding a message
 * (`repeater_validation`). Lists of clashes (`repeater_overlaps`) are data and stay as they are.
 */
export function renderErrorBody(body: Record<string, unknown>, language: Language): Record<string, unknown> {
  const rendered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'errors' && value !== null && typeof value === 'object') {
      rendered.errors = Object.fromEntries(
        Object.entries(value as FieldErrors).map(([field, messages]) => [
          field,
          messages.map((each) => render(each, language)),
        ]),
      );
    } else {
      rendered[key] = isMessage(value) ? render(value, language) : value;
    }
  }
  return rendered;
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
export const INPUT_DATABASE_ERRORS: Record<string, MessageCode> = {
  '22001': 'database.valueTooLong',
  '22003': 'database.numberOutOfRange',
  '22007': 'database.dateInvalid',
  '22008': 'database.dateOutOfRange',
  '22021': 'database.unstorableCharacters',
  '22P02': 'database.wrongFormat',
  '22P05': 'database.unstorableCharacters',
};

// Transactions PostgreSQL ends itself when two writes wait on each other (a deadlock) or could not be serialised:
// the client's request was fine and may be sent again, so a 503 with Retry-After, never a 500.
export const RETRY_DATABASE_ERRORS = new Set(['40P01', '40001']);
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
            throw new ValidationFailedError({ [context]: [message('request.tooDeep')] });
          }
          throw error;
        }
        if (path !== undefined) {
          const field = path || context;
          throw new ValidationFailedError({ [field]: [message('request.nulCharacter')] });
        }
      }
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = negotiateLanguage(request.headers['accept-language'], request.auth?.user.language);
      reply.header('content-language', language);
      const answer = (status: number, body: Record<string, unknown> & { message: Message }) =>
        reply.code(status).send(renderErrorBody(body, language));
      if (error instanceof AppError) {
        if (error.statusCode === 403) {
          // The security log (issue 13): who was refused what, from where; the request id comes with request.log.
          request.log.warn(
            {
              event: error.reason.code === 'request.csrfMismatch' ? 'csrf.refused' : 'forbidden',
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
        reply.headers(error.headers());
        return answer(error.statusCode, { message: error.reason, ...error.body() });
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        const errors = fieldErrors(error.validation ?? [], error.validationContext);
        return answer(422, { message: summarize(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
        return answer(413, { message: message('request.bodyTooLarge') });
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return answer(400, { message: message('request.bodyNotJson') });
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return answer(400, { message: message('request.bodyEmptyJson') });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        return answer(415, { message: message('request.bodyMustBeJson') });
      }
      const databaseCode = (error as { code?: unknown }).code;
      if (typeof databaseCode === 'string' && databaseCode in INPUT_DATABASE_ERRORS) {
        request.log.warn({ err: error }, 'input refused by the database');
        return answer(400, { message: message(INPUT_DATABASE_ERRORS[databaseCode]!) });
      }
      if (typeof databaseCode === 'string' && RETRY_DATABASE_ERRORS.has(databaseCode)) {
        // PostgreSQL rolled the whole transaction back: nothing of the request is stored, and it may be sent again.
        request.log.warn({ err: error }, 'transaction rolled back by the database, to be retried');
        reply.header('retry-after', '1');
        return answer(503, { message: message('database.concurrentChange') });
      }
      if (isDatabaseUnavailable(error)) {
        // A restart, a failover or a network cut (issue 37): the transaction went with the connection, so the
        // request may be sent again once the pool has a new one.
        request.log.warn({ err: error }, 'the database is unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return answer(503, { message: message('database.unavailable') });
      }
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (a plugin's refusal) carries English text of its own; it is passed on as it is.
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return answer(500, { message: message('request.serverError') });
    });
  },
  { name: 'error-handler' },
);

import { type Message, type MessageCode, type MessageParams, message, render } from './i18n/index.js';

/*
 * Typed errors that services throw; the one error handler (plugins/external/error-handler.ts) turns them into
 * responses in the asking user's language. An error says a code with parameters (i18n/index.ts), never a sentence;
 * its `message` is the English rendering, for logs. Domain errors of other areas extend AppError (or
 * ValidationFailedError for 422 with extra fields).
 */

/** An error that says a message (a code with parameters); `message` is its English, for logs. */
export class CodedError extends Error {
  constructor(readonly reason: Message) {
    super(render(reason, 'en'));
  }
}

export abstract class AppError extends CodedError {
  abstract readonly statusCode: number;
  /** Extra fields of the JSON body besides `message`; messages among them are rendered by the error handler. */
  body(): Record<string, unknown> {
    return {};
  }
  /** Extra response headers. */
  headers(): Record<string, string> {
    return {};
  }
}

export class UnauthenticatedError extends AppError {
  readonly statusCode = 401;
  constructor() {
    super(message('request.unauthenticated'));
  }
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(code: MessageCode = 'request.forbidden', params?: MessageParams) {
    super(message(code, params));
  }
}

/** 403 for every call but the password change while an administrator's reset password is still in use. */
export class PasswordChangeRequiredError extends ForbiddenError {
  constructor() {
    super('auth.passwordChangeRequired');
  }
  override body(): Record<string, unknown> {
    return { code: 'password_change_required' };
  }
}

/** What was not found: a code of the catalogue's `notFound` group. */
export type Missing = MessageCode extends infer Code ? (Code extends `notFound.${infer Thing}` ? Thing : never) : never;

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(what: Missing = 'record') {
    super(message(`notFound.${what}`));
  }
}

/** No route answers the method and path. */
export class RouteNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(method: string, path: string) {
    super(message('request.routeNotFound', { method, path }));
  }
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
  constructor(code: MessageCode, params?: MessageParams) {
    super(message(code, params));
  }
}

/** The messages of a 422, per field (dotted keys, e.g. `repeater.until`). */
export type FieldErrors = Record<string, Message[]>;

/** HTTP 422 `{ message, errors: { field: [..] }, ...extra }`. */
export class ValidationFailedError extends AppError {
  readonly statusCode = 422;
  constructor(
    readonly errors: FieldErrors,
    summary?: Message,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(summary ?? summarize(errors));
  }
  override body(): Record<string, unknown> {
    return { errors: this.errors, ...this.extra };
  }
}

/**
 * A service Laikas depends on cannot be reached (a university's directory, issue 30): the request was fine and may be
 * sent again later; 503 with the reason and `Retry-After`.
 */
export class DependencyUnavailableError extends AppError {
  readonly statusCode = 503;
  override headers(): Record<string, string> {
    return { 'retry-after': '30' };
  }
}

export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds));
  }
  override headers(): Record<string, string> {
    return { 'retry-after': String(this.retryAfterSeconds) };
  }
}

/**
 * A refused sign-in's wait as a person reads it (issue 12, item 19): whole seconds under a minute, else whole
 * minutes rounded up, so that trying again at the time said works ("15 min.", not "898 seconds"). The 429's
 * `Retry-After` keeps the seconds.
 */
export function tooManyAttemptsMessage(seconds: number): Message {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) {
    return message('request.tooManyAttemptsSeconds', { count: whole });
  }
  return message('request.tooManyAttemptsMinutes', { count: Math.ceil(whole / 60) });
}

/** Laravel-style summary: the first message, plus how many more there are. */
export function summarize(errors: FieldErrors): Message {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? message('request.invalid');
  const more = messages.length - 1;
  if (more <= 0) {
    return first;
  }
  return message('request.andMore', { first, count: more });
}

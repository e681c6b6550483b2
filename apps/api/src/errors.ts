/*
 * Typed errors that services throw; the one error handler (plugins/external/error-handler.ts) turns them into
 * responses. Domain errors of other areas extend AppError (or ValidationFailedError for 422 with extra fields).
 */

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** Extra fields of the JSON body besides `message`. */
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
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** 403 for every call but the password change while an administrator's reset password is still in use. */
export class PasswordChangeRequiredError extends ForbiddenError {
  constructor() {
    super('Change your password before you continue.');
  }
  override body(): Record<string, unknown> {
    return { code: 'password_change_required' };
  }
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(what = 'The requested record') {
    super(`${what} was not found.`);
  }
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
}

export type FieldErrors = Record<string, string[]>;

/** HTTP 422 `{ message, errors: { field: [..] }, ...extra }`. */
export class ValidationFailedError extends AppError {
  readonly statusCode = 422;
  constructor(
    readonly errors: FieldErrors,
    message?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message ?? summarize(errors));
  }
  override body(): Record<string, unknown> {
    return { errors: this.errors, ...this.extra };
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
export function tooManyAttemptsMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole === 1) {
    return 'Too many attempts. Please try again in 1 second.';
  }
  if (whole < 60) {
    return `Too many attempts. Please try again in ${whole} seconds.`;
  }
  return `Too many attempts. Please try again in ${Math.ceil(whole / 60)} min.`;
}

/** Laravel-style summary: the first message, plus how many more there are. */
export function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) {
    return first;
  }
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

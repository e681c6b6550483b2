import type { TFunction } from 'i18next';
import { ApiError } from '../../data/client';
import { describeWait } from './describeWait';

/** What the sign-in page says went wrong: its own words (a key), or the server's, in the language they came in. */
export type SignInError = { key: string; options?: { count: number } } | { server: string; language: string };

/**
 * A refused sign-in as the page keeps it: a 429's wait in words a person reads at a glance (seconds under a minute,
 * else minutes), else the server's message in the `language` it was asked in, else "Could not sign in".
 */
export function signInErrorOf(failure: unknown, language: string): SignInError {
  if (failure instanceof ApiError && failure.status === 429 && failure.retryAfterSeconds !== undefined) {
    const wait = describeWait(failure.retryAfterSeconds);
    return {
      key: wait.unit === 'minutes' ? 'usability.login.waitMinutes' : 'usability.login.waitSeconds',
      options: { count: wait.count },
    };
  }
  return failure instanceof ApiError && failure.message
    ? { server: failure.message, language }
    : { key: 'login.failed' };
}

/**
 * The error said in the page's `language`, also when it is changed after the error: the server's words are in the
 * language asked in, so in another one the page says what they meant ("Could not sign in").
 */
export function signInErrorText(error: SignInError, language: string, t: TFunction): string {
  if ('server' in error) {
    return error.language === language ? error.server : t('login.failed');
  }
  return t(error.key, error.options ?? {});
}

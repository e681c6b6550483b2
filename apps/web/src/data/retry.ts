import type { SWRConfiguration } from 'swr';
import { ApiError } from './client';

/** How many times a failed read is asked again before the screen keeps its error. */
export const READ_RETRIES = 4;
/** The first wait after a failed read; each next one doubles, up to `MAX_RETRY_WAIT_MS`. */
export const FIRST_RETRY_WAIT_MS = 5_000;
export const MAX_RETRY_WAIT_MS = 60_000;

/** How long to wait before the `attempt`th retry (1-based): the server's Retry-After when it sent one. */
export function retryWait(error: unknown, attempt: number): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, MAX_RETRY_WAIT_MS);
  }
  return Math.min(FIRST_RETRY_WAIT_MS * 2 ** (attempt - 1), MAX_RETRY_WAIT_MS);
}

/**
 * The app's retry of failed reads (SWRConfig): a screen whose read failed for a passing reason (a timeout, the server
 * restarting or busy) asks again on its own instead of staying stale until the person reloads.
 */
export const readRetry: Pick<SWRConfiguration, 'shouldRetryOnError' | 'onErrorRetry'> = {
  // Worth asking again: it timed out, never reached the server, or the server could not answer now (5xx, 408, 429). A
  // refusal (400, 401, 403, 404, 422) answers the same however often it is asked.
  shouldRetryOnError: (error) =>
    error instanceof ApiError &&
    (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500),
  onErrorRetry: (error, _key, _config, revalidate, options) => {
    if (options.retryCount > READ_RETRIES) {
      return;
    }
    setTimeout(() => void revalidate(options), retryWait(error, options.retryCount));
  },
};

/*
 * A database that is away (restarting, failing over, unreachable): the errors that say so, whatever connection met
 * them. The request that met one may be sent again: its transaction was rolled back with the connection (see
 * docs/decisions/database-outages.md for the one case where a COMMIT's answer is lost).
 */

/** Socket errors of a connection that could not be opened or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away or not taking work: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crash shutdown, cannot connect now: starting or in recovery), 53300 (too many
 * connections) and 57014 (a statement cancelled by `statement_timeout`).
 */
const SERVER_CODES = /^(08...|57P0[1-3]|53300|57014)$/;

/** pg's and pg-pool's own words for a connection lost, refused or never handed out in time. */
const CLIENT_MESSAGES =
  /Connection terminated|connection error|is not queryable|timeout exceeded when trying to connect|Query read timeout|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** Whether an error (or its cause) says the database is away, not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) {
      return true;
    }
    if (typeof message === 'string' && CLIENT_MESSAGES.test(message)) {
      return true;
    }
    // Node's AggregateError of a connect to every address of "localhost" (IPv4 and IPv6).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/**
 * Runs `work` and, while the database is away, runs it again (back-off from 250 ms to 4 s) for up to `forMs` of
 * wall time; any other error, or the database away for longer, is thrown. For a step that must not be lost to a short
 * outage once something outside the database has happened (an e-mail the SMTP server accepted).
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, forMs: number): Promise<T> {
  const giveUpAt = Date.now() + forMs;
  for (let wait = 250; ; wait = Math.min(wait * 2, 4_000)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > giveUpAt) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

import { type IncomingMessage, type ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { message, negotiateLanguage } from './i18n/index.js';
import { RETRY_AFTER_SECONDS, renderErrorBody } from './plugins/external/error-handler.js';

/*
 * A server process's life around its database (issue 37): it listens at once, answers the probes while it waits
 * for the database (live: yes; ready: not yet) and every other request with a 503 it may retry, and builds the app
 * once the database answers. server.ts strings these together.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answerJson(request: IncomingMessage, response: ServerResponse, status: number, body: Record<string, unknown>) {
  const language = negotiateLanguage(request.headers['accept-language']);
  const text = JSON.stringify(status >= 400 ? renderErrorBody(body, language) : body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-language': language,
    'cache-control': 'no-store',
    ...(status === 503 && { 'retry-after': String(RETRY_AFTER_SECONDS) }),
  });
  response.end(text);
}

/** What the process answers before its app is built (the database not reached yet, migrations not run). */
export function answerStarting(request: IncomingMessage, response: ServerResponse, closing: boolean): void {
  const path = (request.url ?? '').split('?')[0]!.replace(/\/$/, '');
  if (path === '/api/health/live') {
    answerJson(request, response, 200, { status: 'live' });
  } else if (path === '/api/health/ready') {
    answerJson(request, response, 503, {
      status: 'not ready',
      message: message('server.notReady'),
      checks: { database: false, migrations: false, jobs: false, shutting_down: closing },
    });
  } else {
    answerJson(request, response, 503, { message: message('server.starting') });
  }
}

export interface RetryLog {
  warn(object: object, message: string): void;
}

/**
 * Runs `attempt` until it succeeds; while it fails because the database is away, waits (0.5 s, doubling to at most
 * 2 s) and tries again, saying so in the log. Any other error is thrown: a broken migration is not waited out.
 * Once `cancelled` (a shutdown meanwhile), it never settles: the shutdown ends the process.
 */
export async function whenDatabaseAnswers<T>(
  what: string,
  attempt: () => Promise<T>,
  log: RetryLog,
  cancelled: () => boolean,
): Promise<T> {
  for (let wait = 500; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await attempt();
    } catch (error) {
      if (cancelled()) {
        return new Promise<never>(() => {});
      }
      if (!isDatabaseUnavailable(error)) {
        throw error;
      }
      log.warn({ err: error, retryInMs: wait }, `${what}: the database cannot be reached; trying again`);
      await sleep(wait);
    }
  }
}

import { dropInlinedAnswers, takeInlinedAnswer } from './inlined';

/**
 * The one fetch wrapper of the web app (spec 7, 8): JSON bodies, the anti-forgery header from the
 * `XSRF-TOKEN` cookie, `data.data` unwrapped, 401 sent to the sign-in page, 422 turned into field
 * errors, optional time-outs with the spec's messages.
 */

export type FieldErrors = Record<string, string[]>;

/** A failed call; `errors` holds the 422 field messages, `body` the whole error payload. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: Record<string, unknown>;
  /** A 429's `Retry-After`, in seconds: how long to wait before trying again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, body: Record<string, unknown> = {}, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = (body.errors as FieldErrors | undefined) ?? {};
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const NETWORK_MESSAGE = 'Network error - please check your connection and try again';

/** Status 0: the request timed out or never reached the server. */
export class ConnectionError extends ApiError {
  readonly kind: 'timeout' | 'network';

  constructor(kind: 'timeout' | 'network') {
    super(0, kind === 'timeout' ? 'Request timeout - please check your connection and try again' : NETWORK_MESSAGE);
    this.kind = kind;
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 (except from the login call itself); the session layer sends the user to Login. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The cookie `name` of `cookie` (the page's cookies, or a server render's `Cookie` header). */
export function readCookie(name: string, cookie = document.cookie): string | undefined {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/**
 * What every call to the API sends: the answer wanted (`accept`); the reader's language, which the server answers
 * errors in (<html lang> always holds the UI language: boot.tsx, session.tsx; read here so that this module needs no
 * import of the i18n instance); on a write, the anti-forgery token from the `XSRF-TOKEN` cookie.
 */
export function requestHeaders(method: string, accept = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language === 'lt' || language === 'en') {
    headers['Accept-Language'] = language;
  }
  const token = method === 'GET' ? undefined : readCookie('XSRF-TOKEN');
  if (token) {
    headers['X-XSRF-TOKEN'] = token;
  }
  return headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /**
   * Abort after this many milliseconds with the time-out message (reservation updates: 30 000). Reads time out
   * after `READ_TIMEOUT_MS` unless told otherwise; other writes wait for their answer (an upload may be slow, and a
   * write given up on may still have been made).
   */
  timeoutMs?: number;
  /** Return the whole JSON body instead of `data` (paged lists carry `meta`). */
  raw?: boolean;
  /** Return the body as text (a calendar file), not JSON. */
  text?: boolean;
  /** Do not treat a 401 as an expired session (the login call). */
  ignoreUnauthorized?: boolean;
  /** Not counted by the loading overlay: a search as the user types must not cover the field typed in. */
  quiet?: boolean;
}

/** What counts pending calls for the loading overlay (spec 4): the app's LoadingProvider, once mounted. */
type RequestTracker = { increment: () => void; decrement: () => void };
let tracker: RequestTracker | null = null;

/** A read that has not answered in this long is given up, with the time-out message (spec 8). */
export const READ_TIMEOUT_MS = 30_000;
/**
 * The longest one call holds the loading overlay (spec 4). The overlay blocks the page; a call that hangs must not
 * block it for good: after this the page is usable again (to retry, or to go elsewhere) while the call goes on to
 * its answer or its time-out, and the screen shows what it has.
 */
export const OVERLAY_HOLD_MS = 10_000;

/** Every call that is not `quiet` is counted by `next` from now on (null: by nothing); returns the undo. */
export function setRequestTracker(next: RequestTracker | null): () => void {
  tracker = next;
  return () => {
    if (tracker === next) {
      tracker = null;
    }
  };
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  // The page may carry this read's answer already (its first calls, issue 18): taken once, without asking. A write
  // may change what they say: after one, every read asks.
  if (method === 'GET') {
    const inlined = takeInlinedAnswer(url);
    if (inlined) {
      return (options.raw ? inlined : inlined.data) as T;
    }
  } else {
    dropInlinedAnswers();
  }
  const counter = options.quiet ? null : tracker;
  let counted = counter !== null;
  const release = () => {
    if (counted) {
      counted = false;
      counter?.decrement();
    }
  };
  counter?.increment();
  const hold = counter ? setTimeout(release, OVERLAY_HOLD_MS) : undefined;
  const headers = requestHeaders(method);
  const json = options.body !== undefined && !(options.body instanceof FormData);
  if (json) {
    headers['Content-Type'] = 'application/json';
  }
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : undefined);
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
      body: json ? JSON.stringify(options.body) : (options.body as FormData | undefined),
    });
    text = await response.text();
  } catch {
    throw new ConnectionError(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    clearTimeout(hold);
    release();
  }
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: the status decides
  }
  if (!response.ok) {
    if (response.status === 401 && !options.ignoreUnauthorized) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(response.status, message, body, retryAfter > 0 ? retryAfter : undefined);
  }
  if (options.text) {
    return text as T;
  }
  return (options.raw ? body : body.data) as T;
}

/** A write of `method`: its body JSON (an empty object when none) or a FormData. */
const writeWith =
  (method: 'POST' | 'PUT' | 'PATCH') =>
  <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method, body: body ?? {} });

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: Omit<RequestOptions, 'query' | 'method'>) =>
    request<T>(path, { ...options, query }),
  post: writeWith('POST'),
  put: writeWith('PUT'),
  patch: writeWith('PATCH'),
  delete: <T>(path: string, query?: RequestOptions['query'], options?: Omit<RequestOptions, 'query' | 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE', query }),
};

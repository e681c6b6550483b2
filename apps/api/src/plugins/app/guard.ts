import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { type Ability, can } from '@laikas/contract';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toInstant } from '../../db/database.js';
import { AppError, ForbiddenError, PasswordChangeRequiredError, UnauthenticatedError } from '../../errors.js';
import { message } from '../../i18n/index.js';
import { bearerOf, scopeFor } from '../../services/api-tokens.js';
import { type Authenticated, sessionIdOf } from '../../services/auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `true`: no sign-in needed (login, CSRF cookie, public settings). Every other /api route needs a session. */
    public?: boolean;
    /** The ability the signed-in user needs (403 without it). */
    ability?: Ability;
    /** `true`: allowed while the user must still change a password an administrator reset (issue 15). */
    beforePasswordChange?: boolean;
    /**
     * `false`: a session only; an API token gets 403 (issue 35): making or revoking tokens, impersonation, the
     * password, signing out — what a program has no business doing with a person's account.
     */
    tokens?: boolean;
    /**
     * `false`: a public POST that no XSRF token can accompany because another site's page sends it — the SAML
     * assertion consumer (issue 30). Such a route must not act on the caller's session; its own checks replace it.
     */
    csrf?: false;
    /**
     * `false`: calling the route is not activity: the session's idle end stays where it was (GET /api/session,
     * which the app reads to warn before the end, issue 32).
     */
    touchesSession?: false;
  }
  interface FastifyRequest {
    /** The signed-in session and user; set on every non-public /api route. */
    auth: Authenticated | null;
    /** The session token the response leaves the client with (changes at login and logout). */
    sessionToken: string | undefined;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const crossSitePost = (request: FastifyRequest) =>
  request.routeOptions.config.public === true && request.routeOptions.config.csrf === false;

/** A request that calls with an API token: `Authorization: Bearer …` (any case), well formed or not. */
export function isBearer(request: FastifyRequest): boolean {
  return /^bearer(\s|$)/i.test(request.headers.authorization ?? '');
}

/** 429 for a token past its rate (issue 35). */
class TokenRateLimitedError extends AppError {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(message('tokens.rateLimited', { count: retryAfterSeconds }));
  }
  override headers(): Record<string, string> {
    return { 'retry-after': String(this.retryAfterSeconds) };
  }
}

const isApiPath = (url: string | undefined) =>
  url !== undefined && (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'));

/**
 * Whether the request is for the API: by the route it matched as well as by its address, since the router decodes
 * the path (`/%61pi/admin/users` is the route `/api/admin/users`) and the guard must not miss such a spelling.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.url) || isApiPath(request.routeOptions.url);
}

/** The signed-in user of a guarded route (the guard has already answered 401 otherwise). */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) {
    throw new UnauthenticatedError();
  }
  return request.auth;
}

/*
 * The one guard of the API, a global hook that runs before the body is read:
 * 1. CSRF: every mutating /api request must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (403).
 *    The token is an HMAC over a nonce and the session, so a token planted for another session fails.
 *    A call with `Authorization: Bearer <API token>` to a guarded route needs none (issue 35): a browser never adds
 *    that header to a cross-site request by itself, and such a call is authenticated by the token alone, never by
 *    the cookie. On a public route (signing in) the header changes nothing.
 * 2. Authentication: every /api route needs a live session (401) unless its config says `public: true`.
 * 3. Authorisation: a route's `config.ability` must be granted (403). A user whose password an administrator
 *    reset may only read themselves and change it (403 `password_change_required`) until they do. A token needs
 *    the scope of the method (`read` for GET, `write` otherwise; 403) and keeps its owner's abilities only with
 *    `admin`; it is checked in the database on every call (a revoked or expired one is 401 at once).
 */
export default fp(
  async function guard(app: FastifyInstance) {
    await app.register(fastifyCookie);
    const secret =
      app.config.appSecret ??
      (await app.systemSettings.getOrCreate('app_secret', randomBytes(32).toString('hex'), toInstant(app.clock())));

    const sign = (nonce: string, sessionToken: string | undefined) =>
      createHmac('sha256', secret)
        .update(`${nonce}.${sessionToken ? sessionIdOf(sessionToken) : ''}`)
        .digest('base64url');
    const issue = (sessionToken: string | undefined) => {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(nonce, sessionToken)}`;
    };
    const isValid = (token: string | undefined, sessionToken: string | undefined): boolean => {
      if (!token || token.length > 200) {
        return false;
      }
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature) {
        return false;
      }
      const expected = Buffer.from(sign(nonce, sessionToken));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    };

    const cookieName = app.config.session.cookieName;
    const secure = app.config.session.secureCookies;
    // The session each mutating request's token was checked for: its answer needs no new token while that holds.
    const checkedFor = new WeakMap<FastifyRequest, string | undefined>();

    app.decorateRequest('auth', null);
    app.decorateRequest('sessionToken', undefined);

    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request)) {
        return;
      }
      const sessionToken = request.cookies[cookieName];
      request.sessionToken = sessionToken;
      if (request.is404) {
        return;
      }
      const config = request.routeOptions.config;
      if (isBearer(request)) {
        if (!config.public) {
          await authenticateToken(request);
          return;
        }
        // A token is never looked up on a public route, so there the header exempts the call from nothing: signing
        // in goes through the CSRF check as without it, and signing out is a session's call alone.
        if (config.tokens === false) {
          throw new ForbiddenError('tokens.notForTokens');
        }
      }
      if (!SAFE_METHODS.has(request.method) && !crossSitePost(request)) {
        const header = request.headers[XSRF_HEADER];
        const cookie = request.cookies[XSRF_COOKIE];
        if (typeof header !== 'string' || header !== cookie || !isValid(cookie, sessionToken)) {
          throw new ForbiddenError('request.csrfMismatch');
        }
        checkedFor.set(request, sessionToken);
      }
      if (config.public) {
        return;
      }
      const auth = await app.authService.authenticate(
        sessionToken,
        { log: request.log, ip: request.ip },
        { touch: config.touchesSession !== false },
      );
      if (!auth) {
        throw new UnauthenticatedError();
      }
      request.auth = auth;
      if (auth.user.must_change_password && !config.beforePasswordChange) {
        throw new PasswordChangeRequiredError();
      }
      if (config.ability && !can(auth.user, config.ability)) {
        throw new ForbiddenError();
      }
    });

    async function authenticateToken(request: FastifyRequest) {
      const config = request.routeOptions.config;
      const secret = bearerOf(request.headers.authorization);
      const auth = secret ? await app.apiTokenService.authenticate(secret) : undefined;
      if (!auth?.token) {
        throw new UnauthenticatedError();
      }
      request.auth = auth;
      if (config.tokens === false) {
        throw new ForbiddenError('tokens.notForTokens');
      }
      if (auth.user.must_change_password && !config.beforePasswordChange) {
        throw new PasswordChangeRequiredError();
      }
      const scope = scopeFor(request.method);
      if (!auth.token.scopes.includes(scope)) {
        throw new ForbiddenError('tokens.scopeMissing', { scope });
      }
      if (config.ability && !can(auth.user, config.ability)) {
        throw new ForbiddenError();
      }
    }

    // Each token's calls are counted (per process, @fastify/rate-limit's memory store); sessions are not limited.
    // The route's own hook runs after this guard's, so the count is of a known token's calls only.
    await app.register(fastifyRateLimit, {
      global: true,
      max: app.config.tokenRateLimit.max,
      timeWindow: app.config.tokenRateLimit.windowSeconds * 1000,
      allowList: (request) => request.auth?.token === undefined,
      keyGenerator: (request) => `token:${request.auth?.token?.id ?? 0}`,
      errorResponseBuilder: (_request, context) =>
        new TokenRateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });

    // Every API response leaves the client with a token valid for its current session.
    // A request answered before its cookies were read (503 under pressure, app.ts) gets none.
    app.addHook('onSend', async (request, reply) => {
      if (!isApiRequest(request) || !request.cookies || isBearer(request)) {
        return;
      }
      const checked = checkedFor.has(request) && checkedFor.get(request) === request.sessionToken;
      if (checked || isValid(request.cookies[XSRF_COOKIE], request.sessionToken)) {
        return;
      }
      reply.setCookie(XSRF_COOKIE, issue(request.sessionToken), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    });

    app.decorate('sessionCookie', {
      set(request: FastifyRequest, reply: FastifyReply, token: string) {
        request.sessionToken = token;
        reply.setCookie(cookieName, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
      clear(request: FastifyRequest, reply: FastifyReply) {
        request.sessionToken = undefined;
        reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
    });
  },
  { name: 'guard', dependencies: ['accounts'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: {
      set(request: FastifyRequest, reply: FastifyReply, token: string): void;
      clear(request: FastifyRequest, reply: FastifyReply): void;
    };
  }
}

import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '../app/guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's own `Cache-Control` (the default for an /api answer is `no-store`, issue 13): `no-cache` for a
     * public read a browser may keep and revalidate, `private, no-cache` for a read that is the same for every
     * signed-in user and carries nobody's personal data. Either way the browser asks again with the ETag and
     * gets a 304 while nothing changed.
     */
    cacheControl?: string;
  }
}

export interface SecurityHeadersOptions {
  /** HTTPS is assumed (HSTS, upgrade-insecure-requests). */
  production: boolean;
  /** Origins the web app may also connect to (an error reporter's ingest host), from `CSP_CONNECT_SRC`. */
  connectSources: readonly string[];
}

/** The Content-Security-Policy directives of every answer (the web app, the API, uploads). */
export function contentSecurityPolicy(options: SecurityHeadersOptions): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No inline script, no eval: an injected <script> or on* attribute never runs.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Radix's scroll lock and the grids insert <style> elements; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.connectSources],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody frames the app (clickjacking); X-Frame-Options says the same to older browsers.
    'frame-ancestors': ["'none'"],
  };
  if (options.production) {
    directives['upgrade-insecure-requests'] = [];
  }
  return directives;
}

/** helmet's options: the policy above, no framing, no referrer, nosniff, HSTS where HTTPS is certain. */
export function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Two years, with subdomains, only where HTTPS is certain.
    strictTransportSecurity: options.production
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: false }
      : false,
    // Uploaded pictures are shown only by the app itself.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet's middleware sets with `options`, by name (lower case). None depends on the request (no
 * nonces, no directive computed per request), so they are read once from a response that only records them.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error;
    }
  });
  return headers;
}

/*
 * Security headers on every answer (issue 13, finding 7), helmet's: a strict Content-Security-Policy the web app
 * passes, frame-ancestors 'none' and X-Frame-Options DENY, Referrer-Policy no-referrer, nosniff, HSTS in production.
 * They are the same on every answer, so they are computed once at start (@fastify/helmet built helmet's middleware
 * anew on every request). API answers carry personal data (sessions, names, timetables): `Cache-Control: no-store`
 * unless the route's `config.cacheControl` says otherwise (public reads may, see docs/decisions/compressed-and-revalidated-answers.md) or the route
 * sets its own.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
    const headers = securityHeaders(helmetOptions(options));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const cacheControl = request.routeOptions.config.cacheControl ?? (isApiRequest(request) ? 'no-store' : undefined);
      if (cacheControl) {
        reply.header('cache-control', cacheControl);
      }
      done();
    });
  },
  { name: 'security-headers' },
);

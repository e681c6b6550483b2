import fastifyHelmet from '@fastify/helmet';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/*
 * Security headers on every answer (issue 13, finding 7), through @fastify/helmet: a strict Content-Security-Policy
 * the web app passes, frame-ancestors 'none' and X-Frame-Options DENY, Referrer-Policy no-referrer, nosniff, HSTS in
 * production. API answers carry personal data (sessions, names, timetables): `Cache-Control: no-store` unless a
 * route set its own caching (public reads may, see docs/decisions.md).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    await app.register(fastifyHelmet, {
      global: true,
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
    });

    app.addHook('onSend', async (request, reply) => {
      if (isApi(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);

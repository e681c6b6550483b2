/** A host as a Host header may name it: a DNS name or IPv4 address, or a bracketed IPv6 address, with a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the app is reached from outside, for an address a user copies (their calendar feed): APP_URL when it is
 * set, else the protocol and host the request came with (the proxy's X-Forwarded-Proto and -Host only when the
 * request came through one of TRUST_PROXY's proxies: Fastify's `request.protocol` and `request.host` see to that).
 * A host that is no host name (a client can send anything) falls back to the configured default.
 */
export function publicOrigin(
  configured: string | undefined,
  request: { protocol: string | undefined; host: string },
  fallback: string,
): string {
  if (configured !== undefined) {
    return configured;
  }
  const protocol = request.protocol === 'https' ? 'https' : request.protocol === 'http' ? 'http' : undefined;
  if (protocol === undefined || !HOST.test(request.host)) {
    return fallback;
  }
  return `${protocol}://${request.host.toLowerCase()}`;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';

/** A concrete URL for a route pattern: every parameter becomes 1. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+\??/g, '1').replace(/\*$/, 'x');
}

describe.each(DIALECTS)('the guard on %s', (dialect) => {
  let test: TestApp;
  let student: Agent;
  beforeAll(async () => {
    test = await buildTestApp(dialect);
    ({ agent: student } = await signIn(test.app, 'studentas', ['student']));
  });
  afterAll(async () => {
    await test.close();
  });

  const apiRoutes = () =>
    test.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS');

  it('should know the public routes: sign-in, the CSRF cookie, sign-out, the public settings, the calendar feeds, the health probes and the API reference', () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.config.public)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      // The university sign-in's providers, the way to one and back from it (issue 30).
      'GET /api/auth/providers',
      'GET /api/auth/sso/:provider/callback',
      // SAML 2.0: the browser's step after the assertion consumer, Laikas's metadata, single logout.
      'GET /api/auth/sso/:provider/finish',
      'GET /api/auth/sso/:provider/metadata',
      'GET /api/auth/sso/:provider/slo',
      'GET /api/auth/sso/:provider/start',
      // A private feed answers by its unguessable token, a resource's feed is public (issue 14).
      'GET /api/calendar-feeds/:token.ics',
      'GET /api/calendar-feeds/:token/resources/:id.ics',
      'GET /api/csrf-cookie',
      // The API's reference and Swagger UI's files (issue 35).
      'GET /api/docs',
      'GET /api/docs/json',
      'GET /api/docs/static/*',
      'GET /api/docs/static/index.html',
      'GET /api/docs/static/swagger-initializer.js',
      'GET /api/docs/yaml',
      // Probes for operators: no session (issue 37).
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/openapi.json',
      'GET /api/resources/:id/calendar.ics',
      'GET /api/settings',
      'HEAD /api/auth/providers',
      'HEAD /api/auth/sso/:provider/callback',
      'HEAD /api/auth/sso/:provider/finish',
      'HEAD /api/auth/sso/:provider/metadata',
      'HEAD /api/auth/sso/:provider/slo',
      'HEAD /api/auth/sso/:provider/start',
      'HEAD /api/calendar-feeds/:token.ics',
      'HEAD /api/calendar-feeds/:token/resources/:id.ics',
      'HEAD /api/csrf-cookie',
      'HEAD /api/docs',
      'HEAD /api/docs/json',
      'HEAD /api/docs/static/*',
      'HEAD /api/docs/static/index.html',
      'HEAD /api/docs/static/swagger-initializer.js',
      'HEAD /api/docs/yaml',
      'HEAD /api/health/live',
      'HEAD /api/health/ready',
      'HEAD /api/openapi.json',
      'HEAD /api/resources/:id/calendar.ics',
      'HEAD /api/settings',
      'POST /api/auth/ldap/:provider',
      // The SAML assertion consumer: the IdP's page posts here cross-site, so without an XSRF token (see below).
      'POST /api/auth/sso/:provider/acs',
      'POST /api/login',
      'POST /api/logout',
    ]);
  });

  // Issue 30: the IdP's page posts the SAML answer from another site: no XSRF token can come with it, and the
  // SameSite=Lax session cookie does not either. That route alone skips the token, and acts on no session.
  it('should check the XSRF token on every mutating route but the SAML assertion consumer', async () => {
    const withoutToken = apiRoutes()
      .filter((route) => route.config.csrf === false)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutToken).toEqual(['POST /api/auth/sso/:provider/acs']);
    const anonymous = new Agent(test.app);
    const posted = await anonymous.request('POST', '/api/auth/sso/nope/acs', 'SAMLResponse=x', {
      xsrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login?sso_error=unknownProvider');
    expect(
      (await anonymous.request('POST', '/api/login', { uid: 'a', password: 'b' }, { xsrf: false })).statusCode,
    ).toBe(403);
  });

  it('should answer 401 on every other /api route without a session', async () => {
    const anonymous = new Agent(test.app);
    const guarded = apiRoutes().filter((route) => !route.config.public);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const response = await anonymous.request(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      );
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  // The router decodes %61 to "a", so /%61pi/admin/users is the route /api/admin/users: the guard must see it as one.
  it('should answer 401 on every guarded route however its path is percent-encoded', async () => {
    const anonymous = new Agent(test.app);
    const guarded = apiRoutes().filter((route) => !route.config.public);
    for (const route of guarded) {
      const response = await anonymous.request(
        route.method as 'GET',
        concrete(route.url).replace(/^\/api\//, '/%61pi/'),
        route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      );
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('should check the XSRF token on a percent-encoded path too', async () => {
    const response = await student.request('DELETE', '/%61pi/users/default-resource', undefined, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect((await student.get('/api/user')).json().data.subscribed_calendar).toBeNull();
  });

  it('should answer 403 to a student on every route that needs an ability', async () => {
    const restricted = apiRoutes().filter((route) => route.config.ability);
    expect(restricted.length).toBeGreaterThan(0);
    for (const route of restricted) {
      const response = await student.request(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      );
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it('should answer 404 JSON for an unknown /api path', async () => {
    const response = await student.get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Adresas GET /api/no-such-thing nerastas.' });
  });
});

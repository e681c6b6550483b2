import {
  currentUserSchema,
  dataOf,
  errorSchema,
  loginBodySchema,
  noContentSchema,
  sessionStateSchema,
} from '@laikas/contract';
import { z } from 'zod';
import { publicOrigin } from '../../domain/publicOrigin.js';
import { SSO_PROVIDER_COOKIE, type SignedInVia } from '../sso/index.js';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';
import { sessionIdOf } from '../../services/auth.js';
import { samlAddressesAt } from '../../services/saml.js';

const userResponse = { 200: dataOf(currentUserSchema) };
const logoutRedirectSchema = z.object({ redirect_to: z.string() });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hands out the XSRF-TOKEN cookie (the guard sets it on every API response) without needing a session.
  app.get(
    '/csrf-cookie',
    { config: { public: true }, schema: { response: { 204: noContentSchema } } },
    async (_request, reply) => reply.code(204).send(),
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        body: loginBodySchema,
        response: {
          ...userResponse,
          429: errorSchema.describe(
            'Too many failed sign-ins with this uid or from this address: try again after `Retry-After` seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      const { token, user } = await app.authService.login({
        uid: request.body.uid,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
        log: request.log,
      });
      app.sessionCookie.set(request, reply, token);
      return { data: user };
    },
  );

  app.get('/user', { config: { beforePasswordChange: true }, schema: { response: userResponse } }, async (request) => ({
    data: authOf(request).user,
  }));

  // When the session ends (issue 32, WCAG 2.2.1 Timing Adjustable): the app warns a couple of minutes before and
  // offers to stay signed in. Reading it is not activity; extending it is. A session's only: a token has no end here.
  const sessionResponse = { 200: dataOf(sessionStateSchema) };
  app.get(
    '/session',
    {
      config: { touchesSession: false, tokens: false, beforePasswordChange: true },
      schema: { response: sessionResponse },
    },
    async (request) => ({ data: app.authService.sessionState(authOf(request).session) }),
  );
  app.post(
    '/session',
    { config: { tokens: false, beforePasswordChange: true }, schema: { response: sessionResponse } },
    async (request) => ({ data: await app.authService.extendSession(authOf(request).session) }),
  );

  // Public so that a client whose session already expired can still clear its cookie. A session that came from an
  // OpenID provider offering RP-initiated logout (or a SAML IdP offering single logout) answers 200 with the address
  // that signs out there too (issue 30). A token may not call it (403): it has no session to end, and must not end the
  // cookie's.
  app.post(
    '/logout',
    {
      config: { public: true, tokens: false },
      schema: { response: { 204: noContentSchema, 200: dataOf(logoutRedirectSchema) } },
    },
    async (request, reply) => {
      const signedIn = Boolean(request.sessionToken);
      await app.authService.logout(request.sessionToken);
      if (request.sessionToken) {
        // Its open tabs end now: no later change reaches a signed-out browser.
        app.liveFeed.endSession(sessionIdOf(request.sessionToken));
      }
      app.sessionCookie.clear(request, reply);
      const via = app.ssoTransactions.open<SignedInVia>(request.cookies[SSO_PROVIDER_COOKIE]);
      if (request.cookies[SSO_PROVIDER_COOKIE] === undefined) {
        return reply.code(204).send();
      }
      reply.clearCookie(SSO_PROVIDER_COOKIE, { path: '/api', httpOnly: true, sameSite: 'lax' });
      const provider = signedIn && via ? await app.identityProviders.find(via.provider) : undefined;
      const origin = publicOrigin(
        app.config.publicUrl,
        { protocol: request.protocol, host: request.host },
        app.config.smtp.appUrl,
      );
      let redirectTo: string | undefined;
      if (provider?.protocol === 'oidc') {
        redirectTo = await app.oidcClient.logoutUrl(provider, `${origin}/login`, via?.idToken);
      } else if (provider?.protocol === 'saml' && via?.saml) {
        redirectTo = await app.samlClient.logoutUrl(provider, samlAddressesAt(origin, provider.id), via.saml);
      }
      return redirectTo ? reply.code(200).send({ data: { redirect_to: redirectTo } }) : reply.code(204).send();
    },
  );
};

export default authRoutes;

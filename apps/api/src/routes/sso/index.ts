import {
  currentUserSchema,
  dataOf,
  loginBodySchema,
  identityProviderIdSchema,
  identityProviderInputSchema,
  identityProviderListSchema,
  identityProviderSchema,
  localPasswordsSchema,
  noContentSchema,
  signInOptionsSchema,
} from '@laikas/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath, type SignInFailure } from '../../domain/directoryAccounts.js';
import { publicOrigin } from '../../domain/publicOrigin.js';
import { NotFoundError } from '../../errors.js';
import { SignInFailedError } from '../../services/directory-sign-in.js';
import { type OidcTransaction } from '../../services/oidc.js';

/** The cookie that carries an OpenID sign-in's checks from its start to its callback (10 minutes). */
export const SSO_TRANSACTION_COOKIE = 'laikas_sso';
/** Which identity provider the session came from: signing out signs out there too (RP-initiated logout). */
export const SSO_PROVIDER_COOKIE = 'laikas_idp';
const TRANSACTION_SECONDS = 600;

const providerParams = z.object({ provider: z.string().max(100) });
const redirect = { 302: z.undefined().describe('To the identity provider, or back to the app') };

interface Transaction extends OidcTransaction {
  provider: string;
  returnTo: string;
}

/**
 * University sign-in (issue 30): the login page's options, the OpenID Connect round trip (start → provider →
 * callback) and the super administrator's provider settings. A failure never answers 500: the browser lands on
 * the login page with the reason (`/login?sso_error=…`), which it shows in the person's language, and the server
 * log and the audit log say what happened.
 */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const originOf = (request: FastifyRequest) =>
    publicOrigin(app.config.publicUrl, { protocol: request.protocol, host: request.host }, app.config.smtp.appUrl);
  const callbackOf = (request: FastifyRequest, id: string) => `${originOf(request)}/api/auth/sso/${id}/callback`;
  const cookie = { path: '/api', httpOnly: true, sameSite: 'lax', secure: app.config.session.secureCookies } as const;

  async function fail(request: FastifyRequest, reply: FastifyReply, providerId: string, error: unknown) {
    const failure =
      error instanceof SignInFailedError ? error : new SignInFailedError('invalidResponse', { error: String(error) });
    request.log.warn(
      { event: 'sso.failed', provider: providerId, reason: failure.reason, ...failure.detail, ip: request.ip },
      'university sign-in failed',
    );
    try {
      await app.directorySignIn.recordFailure(providerId, failure.reason, failure.detail);
    } catch (auditError) {
      request.log.error({ err: auditError }, 'could not audit a failed university sign-in');
    }
    reply.clearCookie(SSO_TRANSACTION_COOKIE, cookie);
    return reply.redirect(`/login?sso_error=${failure.reason satisfies SignInFailure}`, 302);
  }

  app.get(
    '/auth/providers',
    { config: { public: true }, schema: { response: { 200: signInOptionsSchema } } },
    async () => ({ data: await app.identityProviders.signInOptions() }),
  );

  app.get(
    '/auth/sso/:provider/start',
    {
      config: { public: true },
      schema: {
        params: providerParams,
        querystring: z.object({ return_to: z.string().max(2000).optional() }),
        response: redirect,
      },
    },
    async (request, reply) => {
      const id = request.params.provider;
      const provider = await app.identityProviders.find(id);
      if (!provider?.enabled || provider.protocol !== 'oidc') {
        return fail(request, reply, id, new SignInFailedError('unknownProvider'));
      }
      try {
        const { url, transaction } = await app.oidcClient.start(provider, callbackOf(request, id));
        const sealed: Transaction = { ...transaction, provider: id, returnTo: safeReturnPath(request.query.return_to) };
        reply.setCookie(SSO_TRANSACTION_COOKIE, app.ssoTransactions.seal(sealed, TRANSACTION_SECONDS), {
          ...cookie,
          maxAge: TRANSACTION_SECONDS,
        });
        return reply.redirect(url, 302);
      } catch (error) {
        return fail(request, reply, id, error);
      }
    },
  );

  app.get(
    '/auth/sso/:provider/callback',
    {
      config: { public: true },
      schema: { params: providerParams, querystring: z.looseObject({}), response: redirect },
    },
    async (request, reply) => {
      const id = request.params.provider;
      const transaction = app.ssoTransactions.open<Transaction>(request.cookies[SSO_TRANSACTION_COOKIE]);
      const provider = await app.identityProviders.find(id);
      if (!provider?.enabled || provider.protocol !== 'oidc') {
        return fail(request, reply, id, new SignInFailedError('unknownProvider'));
      }
      if (!transaction || transaction.provider !== id) {
        return fail(request, reply, id, new SignInFailedError('badState', { transaction: Boolean(transaction) }));
      }
      try {
        const callback = new URL(request.url, callbackOf(request, id));
        const identity = await app.oidcClient.finish(provider, callback, transaction);
        const { token } = await app.directorySignIn.signIn(provider, identity, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          previousToken: request.sessionToken,
          log: request.log,
        });
        app.sessionCookie.set(request, reply, token);
        reply.clearCookie(SSO_TRANSACTION_COOKIE, cookie);
        reply.setCookie(SSO_PROVIDER_COOKIE, id, cookie);
        return reply.redirect(transaction.returnTo, 302);
      } catch (error) {
        return fail(request, reply, id, error);
      }
    },
  );

  // LDAP: the login form's uid and password, checked by the directory (answers like POST /api/login).
  app.post(
    '/auth/ldap/:provider',
    {
      config: { public: true },
      schema: { params: providerParams, body: loginBodySchema, response: { 200: dataOf(currentUserSchema) } },
    },
    async (request, reply) => {
      const provider = await app.identityProviders.find(request.params.provider);
      if (!provider?.enabled || provider.protocol !== 'ldap') {
        throw new NotFoundError('identityProvider');
      }
      const { token, user } = await app.ldapSignIn(provider, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
        log: request.log,
      });
      app.sessionCookie.set(request, reply, token);
      return { data: user };
    },
  );

  const admin = { ability: '*', tokens: false } as const;
  app.get(
    '/admin/identity-providers',
    { config: admin, schema: { response: { 200: identityProviderListSchema } } },
    async () => app.identityProviders.list(),
  );
  app.put(
    '/admin/identity-providers/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: identityProviderIdSchema }),
        body: identityProviderInputSchema,
        response: { 200: z.object({ data: identityProviderSchema }) },
      },
    },
    async (request) => ({ data: await app.identityProviders.save(request.params.id, request.body) }),
  );
  app.delete(
    '/admin/identity-providers/:id',
    {
      config: admin,
      schema: { params: z.object({ id: identityProviderIdSchema }), response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await app.identityProviders.remove(request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/admin/local-passwords',
    { config: admin, schema: { body: localPasswordsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.identityProviders.setLocalPasswords(request.body.local_passwords);
      return reply.code(204).send();
    },
  );
};

export default ssoRoutes;

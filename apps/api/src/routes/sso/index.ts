import {
  currentUserSchema,
  dataOf,
  errorSchema,
  loginBodySchema,
  identityProviderIdSchema,
  identityProviderInputSchema,
  identityProviderListSchema,
  identityProviderSchema,
  type IdentityProviderSettings,
  type IdentityProviderTrial,
  identityProviderTrialSchema,
  localPasswordsSchema,
  noContentSchema,
  signInFailureOf,
  signInOptionsSchema,
  can,
} from '@laikas/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath, type SignInFailure, trialOf as trialFromAttributes } from '../../domain/directoryAccounts.js';
import { DirectoryCredentialsError } from '../../services/ldap.js';
import { type DirectoryIdentity } from '../../services/directory-sign-in.js';
import { type SamlAddresses, samlAddressesAt, type SamlSessionTie } from '../../services/saml.js';
import { publicOrigin } from '../../domain/publicOrigin.js';
import { NotFoundError } from '../../errors.js';
import { SignInFailedError } from '../../services/directory-sign-in.js';
import { type OidcTransaction } from '../../services/oidc.js';

/** The cookie that carries an OpenID sign-in's checks from its start to its callback (10 minutes). */
export const SSO_TRANSACTION_COOKIE = 'laikas_sso';
/**
 * Which identity provider the session came from, sealed: signing out signs out there too (OpenID RP-initiated logout
 * with the ID token as `id_token_hint`, SAML single logout with the NameID and SessionIndex).
 */
export const SSO_PROVIDER_COOKIE = 'laikas_idp';
const TRANSACTION_SECONDS = 600;
/** How long the ticket from the assertion consumer to the browser's own step lives. */
const TICKET_SECONDS = 120;

/** What the sealed SSO_PROVIDER_COOKIE holds. */
export interface SignedInVia {
  provider: string;
  idToken?: string;
  saml?: SamlSessionTie;
}

/** A checked SAML answer on its way from the assertion consumer to the browser that asked for it. */
interface SamlTicket {
  provider: string;
  inResponseTo: string;
  identity: DirectoryIdentity;
  tie: SamlSessionTie;
}

const providerParams = z.object({ provider: z.string().max(100) });
const redirect = { 302: z.undefined().describe('To the identity provider, or back to the app.') };

interface Transaction extends Partial<OidcTransaction> {
  provider: string;
  returnTo: string;
  /** SAML: the AuthnRequest's id, which the answer must name. */
  requestId?: string;
  /** An administrator's trial sign-in: nobody is signed in, the result goes back to the settings screen. */
  trial?: boolean;
}

/** The cookie that carries a trial sign-in's result to the settings screen (10 minutes). */
export const SSO_TRIAL_COOKIE = 'laikas_sso_trial';
const TRIALS_PAGE = '/admin/identity-providers';

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
  const samlAddressesOf = (request: FastifyRequest, id: string): SamlAddresses =>
    samlAddressesAt(originOf(request), id);
  const cookie = { path: '/api', httpOnly: true, sameSite: 'lax', secure: app.config.session.secureCookies } as const;
  const sessionMeta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    previousToken: request.sessionToken,
    log: request.log,
  });
  /** The session is open: remember where it came from (for signing out there too), go where the person wanted. */
  function signedIn(reply: FastifyReply, via: SignedInVia, returnTo: string) {
    reply.clearCookie(SSO_TRANSACTION_COOKIE, cookie);
    const seconds = app.config.session.absoluteLifetimeMinutes * 60;
    reply.setCookie(SSO_PROVIDER_COOKIE, app.ssoTransactions.seal(via, seconds), { ...cookie, maxAge: seconds });
    return reply.redirect(returnTo, 302);
  }

  async function fail(
    request: FastifyRequest,
    reply: FastifyReply,
    providerId: string,
    error: unknown,
    options: { status?: 302 | 303; transaction?: Transaction | undefined } = {},
  ) {
    const failure =
      error instanceof SignInFailedError ? error : new SignInFailedError('invalidResponse', { error: String(error) });
    if (options.transaction?.trial && (await isSuperAdmin(request))) {
      request.log.info(
        { event: 'sso.trial', provider: providerId, reason: failure.reason, ...failure.detail },
        'trial',
      );
      return trialDone(reply, emptyTrial(providerId, failure.reason));
    }
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
    return reply.redirect(`/login?sso_error=${failure.reason satisfies SignInFailure}`, options.status ?? 302);
  }

  /** Whether the browser's own session is a super administrator's (a trial sign-in is theirs only). */
  async function isSuperAdmin(request: FastifyRequest): Promise<boolean> {
    const auth = await app.authService.authenticate(request.sessionToken, { log: request.log, ip: request.ip });
    return auth !== undefined && can(auth.user, '*');
  }

  const emptyTrial = (provider: string, reason: SignInFailure | null): IdentityProviderTrial => ({
    provider,
    ok: false,
    reason,
    subject: null,
    attributes: {},
    profile: null,
    missing: null,
    roles: [],
    groups: [],
  });

  /** What the provider said about the person and what the rules would make of it. */
  const trialOf = (provider: IdentityProviderSettings, identity: DirectoryIdentity): IdentityProviderTrial => {
    const outcome = trialFromAttributes(identity.attributes, provider.attributes, provider.rules);
    return { provider: provider.id, ok: outcome.missing === null, reason: null, subject: identity.subject, ...outcome };
  };

  /** The trial is over: its result for the settings screen, which shows it once. */
  function trialDone(reply: FastifyReply, trial: IdentityProviderTrial) {
    reply.clearCookie(SSO_TRANSACTION_COOKIE, cookie);
    reply.setCookie(SSO_TRIAL_COOKIE, app.ssoTransactions.seal(trial, TRANSACTION_SECONDS), {
      ...cookie,
      maxAge: TRANSACTION_SECONDS,
    });
    return reply.redirect(`${TRIALS_PAGE}?trial=${encodeURIComponent(trial.provider)}`, 302);
  }

  /** Leaves for the provider (OpenID Connect or SAML) with the checks of the way back kept by this browser. */
  async function leaveFor(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: Exclude<IdentityProviderSettings, { protocol: 'ldap' }>,
    returnTo: string,
    trial: boolean,
  ) {
    const id = provider.id;
    const { url, transaction } =
      provider.protocol === 'oidc'
        ? await app.oidcClient.start(provider, callbackOf(request, id))
        : await app.samlClient
            .start(provider, samlAddressesOf(request, id))
            .then(({ url, requestId }) => ({ url, transaction: { requestId } }));
    const sealed: Transaction = { ...transaction, provider: id, returnTo, ...(trial && { trial }) };
    reply.setCookie(SSO_TRANSACTION_COOKIE, app.ssoTransactions.seal(sealed, TRANSACTION_SECONDS), {
      ...cookie,
      maxAge: TRANSACTION_SECONDS,
    });
    return reply.redirect(url, 302);
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
      if (!provider?.enabled || provider.protocol === 'ldap') {
        return fail(request, reply, id, new SignInFailedError('unknownProvider'));
      }
      try {
        return await leaveFor(request, reply, provider, safeReturnPath(request.query.return_to), false);
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
      if (!provider || (!provider.enabled && !transaction?.trial) || provider.protocol !== 'oidc') {
        return fail(request, reply, id, new SignInFailedError('unknownProvider'), { transaction });
      }
      if (!transaction || transaction.provider !== id || !transaction.state) {
        const failure = new SignInFailedError('badState', { transaction: Boolean(transaction) });
        return fail(request, reply, id, failure, { transaction });
      }
      try {
        const callback = new URL(request.url, callbackOf(request, id));
        const { identity, idToken } = await app.oidcClient.finish(provider, callback, transaction as OidcTransaction);
        if (transaction.trial) {
          return (await isSuperAdmin(request))
            ? trialDone(reply, trialOf(provider, identity))
            : fail(request, reply, id, new SignInFailedError('badState', { trial: true }));
        }
        const { token } = await app.directorySignIn.signIn(provider, identity, sessionMeta(request));
        app.sessionCookie.set(request, reply, token);
        return signedIn(reply, { provider: id, ...(idToken && { idToken }) }, transaction.returnTo);
      } catch (error) {
        return fail(request, reply, id, error, { transaction });
      }
    },
  );

  // SAML 2.0 (issue 30). The IdP's answer arrives as a cross-site POST (the HTTP-POST binding): a SameSite=Lax
  // cookie does not travel with it, and the page that posts is the IdP's, so it carries no XSRF token. The assertion
  // consumer therefore opens no session: it checks the answer completely (signature, issuer, audience, recipient,
  // times, InResponseTo a request this server sent, once; the assertion never seen before) and hands the browser a
  // sealed two-minute ticket to its own address. That GET is a top-level navigation, so the browser's Lax cookie
  // comes along: the session opens only when the ticket answers the request *this* browser started (no login CSRF).
  app.register(async (instance) => {
    const saml = instance.withTypeProvider<ZodTypeProvider>();
    saml.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const samlProvider = async (id: string, trial = false) => {
      const provider = await app.identityProviders.find(id);
      return (provider?.enabled || trial) && provider?.protocol === 'saml' ? provider : undefined;
    };

    /** A refused answer: logged and audited here, then the browser's own step shows it where it belongs. */
    async function consumerFailed(request: FastifyRequest, reply: FastifyReply, id: string, error: unknown) {
      const failure =
        error instanceof SignInFailedError ? error : new SignInFailedError('invalidResponse', { error: String(error) });
      request.log.warn(
        { event: 'sso.failed', provider: id, reason: failure.reason, ...failure.detail, ip: request.ip },
        'university sign-in failed',
      );
      try {
        await app.directorySignIn.recordFailure(id, failure.reason, failure.detail);
      } catch (auditError) {
        request.log.error({ err: auditError }, 'could not audit a failed university sign-in');
      }
      return reply.redirect(`/api/auth/sso/${id}/finish?failure=${failure.reason}`, 303);
    }

    saml.get(
      '/auth/sso/:provider/metadata',
      {
        config: { public: true },
        schema: { params: providerParams, response: { 200: z.string().describe('SAML 2.0 metadata (XML)') } },
      },
      async (request, reply) => {
        const provider = await app.identityProviders.find(request.params.provider);
        if (provider?.protocol !== 'saml') {
          throw new NotFoundError('identityProvider');
        }
        const xml = app.samlClient.serviceProviderMetadata(provider, samlAddressesOf(request, provider.id));
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
      },
    );

    saml.post(
      '/auth/sso/:provider/acs',
      {
        config: { public: true, csrf: false },
        schema: {
          params: providerParams,
          // The identity provider's page posts an HTML form here (the HTTP-POST binding), never JSON: the reference
          // says so (openapi.test.ts). Only the parser above reads the form; `consumes` changes no behaviour.
          consumes: ['application/x-www-form-urlencoded'],
          body: z
            .looseObject({
              SAMLResponse: z
                .string()
                .max(1024 * 1024)
                .optional()
                .describe('The identity provider’s answer, base64-encoded.'),
              RelayState: z
                .string()
                .optional()
                .describe('Sent back as the identity provider received it; Laikas does not read it.'),
            })
            .optional(),
          response: { 303: z.undefined().describe('To the browser step, or to the login page with the reason.') },
        },
      },
      async (request, reply) => {
        const id = request.params.provider;
        // A trial may concern a provider still switched off: the browser step below decides who may see its result.
        const provider = await samlProvider(id, true);
        if (!provider) {
          return fail(request, reply, id, new SignInFailedError('unknownProvider'), { status: 303 });
        }
        const samlResponse = request.body?.SAMLResponse;
        if (!samlResponse) {
          const failure = new SignInFailedError('invalidResponse', { error: 'no SAMLResponse' });
          return consumerFailed(request, reply, id, failure);
        }
        try {
          const { identity, inResponseTo, tie } = await app.samlClient.finish(
            provider,
            samlAddressesOf(request, id),
            samlResponse,
          );
          const ticket: SamlTicket = { provider: id, inResponseTo, identity, tie };
          const sealed = app.ssoTransactions.seal(ticket, TICKET_SECONDS);
          return reply.redirect(`/api/auth/sso/${id}/finish?ticket=${encodeURIComponent(sealed)}`, 303);
        } catch (error) {
          return consumerFailed(request, reply, id, error);
        }
      },
    );

    saml.get(
      '/auth/sso/:provider/finish',
      {
        config: { public: true },
        schema: {
          params: providerParams,
          querystring: z.object({ ticket: z.string().max(16_000).optional(), failure: z.string().max(50).optional() }),
          response: redirect,
        },
      },
      async (request, reply) => {
        const id = request.params.provider;
        const transaction = app.ssoTransactions.open<Transaction>(request.cookies[SSO_TRANSACTION_COOKIE]);
        const failed = signInFailureOf(request.query.failure);
        if (failed) {
          // Already logged and audited by the assertion consumer: only where to show it is decided here.
          if (transaction?.trial && transaction.provider === id && (await isSuperAdmin(request))) {
            return trialDone(reply, emptyTrial(id, failed));
          }
          reply.clearCookie(SSO_TRANSACTION_COOKIE, cookie);
          return reply.redirect(`/login?sso_error=${failed}`, 302);
        }
        const provider = await samlProvider(id, transaction?.trial === true);
        if (!provider) {
          return fail(request, reply, id, new SignInFailedError('unknownProvider'), { transaction });
        }
        const ticket = app.ssoTransactions.open<SamlTicket>(request.query.ticket);
        if (
          !ticket ||
          !transaction?.requestId ||
          ticket.provider !== id ||
          transaction.provider !== id ||
          transaction.requestId !== ticket.inResponseTo
        ) {
          const detail = { transaction: Boolean(transaction), ticket: Boolean(ticket) };
          return fail(request, reply, id, new SignInFailedError('badState', detail), { transaction });
        }
        try {
          if (transaction.trial) {
            return (await isSuperAdmin(request))
              ? trialDone(reply, trialOf(provider, ticket.identity))
              : fail(request, reply, id, new SignInFailedError('badState', { trial: true }));
          }
          const { token } = await app.directorySignIn.signIn(provider, ticket.identity, sessionMeta(request));
          app.sessionCookie.set(request, reply, token);
          return signedIn(reply, { provider: id, saml: ticket.tie }, transaction.returnTo);
        } catch (error) {
          return fail(request, reply, id, error, { transaction });
        }
      },
    );

    // Single logout by HTTP-Redirect: the IdP's answer to our LogoutRequest, or its own LogoutRequest (the person
    // signed out elsewhere): this browser's session ends and the IdP gets our LogoutResponse.
    saml.get(
      '/auth/sso/:provider/slo',
      {
        config: { public: true },
        schema: {
          params: providerParams,
          querystring: z.looseObject({
            SAMLRequest: z.string().max(100_000).optional(),
            SAMLResponse: z.string().max(100_000).optional(),
            RelayState: z.string().max(2000).optional(),
            SigAlg: z.string().max(200).optional(),
            Signature: z.string().max(2000).optional(),
          }),
          response: redirect,
        },
      },
      async (request, reply) => {
        const id = request.params.provider;
        const provider = await app.identityProviders.find(id);
        if (provider?.protocol !== 'saml') {
          return fail(request, reply, id, new SignInFailedError('unknownProvider'));
        }
        const query = Object.fromEntries(
          Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
        const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        try {
          const message = await app.samlClient.logoutMessage(provider, samlAddressesOf(request, id), query, rawQuery);
          if (message.kind === 'request') {
            // A LogoutRequest is a link anybody may pass on: it ends only the session this IdP opened for its person.
            const via = app.ssoTransactions.open<SignedInVia>(request.cookies[SSO_PROVIDER_COOKIE]);
            if (via?.provider === id && via.saml?.nameID === message.nameID) {
              await app.authService.logout(request.sessionToken);
              app.sessionCookie.clear(request, reply);
              reply.clearCookie(SSO_PROVIDER_COOKIE, cookie);
              request.log.info(
                { event: 'sso.logout', provider: id, ip: request.ip },
                'signed out by the identity provider',
              );
            }
            return reply.redirect(message.responseUrl, 302);
          }
          return reply.redirect('/login', 302);
        } catch (error) {
          return fail(request, reply, id, error);
        }
      },
    );
  });

  // LDAP: the login form's uid and password, checked by the directory (answers like POST /api/login).
  app.post(
    '/auth/ldap/:provider',
    {
      config: { public: true },
      schema: {
        params: providerParams,
        body: loginBodySchema,
        response: {
          200: dataOf(currentUserSchema),
          429: errorSchema.describe(
            'Too many failed sign-ins with this uid or from this address: try again after `Retry-After` seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      const provider = await app.identityProviders.find(request.params.provider);
      if (!provider?.enabled || provider.protocol !== 'ldap') {
        throw new NotFoundError('identityProvider');
      }
      const { token, user } = await app.ldapSignIn(provider, request.body, sessionMeta(request));
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
  // A trial sign-in (issue 30): the super administrator signs in at the provider as a test person; Laikas shows what
  // came back and what the rules make of it, and signs nobody in. OpenID Connect and SAML: a round trip that ends on
  // the settings screen (the result in a sealed cookie, read once below); LDAP: the test person's uid and password.
  app.get(
    '/admin/identity-providers/:id/try',
    { config: admin, schema: { params: z.object({ id: identityProviderIdSchema }), response: redirect } },
    async (request, reply) => {
      const provider = await app.identityProviders.find(request.params.id);
      if (!provider || provider.protocol === 'ldap') {
        throw new NotFoundError('identityProvider');
      }
      try {
        return await leaveFor(request, reply, provider, TRIALS_PAGE, true);
      } catch (error) {
        const reason = error instanceof SignInFailedError ? error.reason : 'invalidResponse';
        request.log.warn({ event: 'sso.trial', provider: provider.id, reason }, 'trial sign-in failed');
        return trialDone(reply, emptyTrial(provider.id, reason));
      }
    },
  );
  app.post(
    '/admin/identity-providers/:id/try',
    {
      config: admin,
      schema: {
        params: z.object({ id: identityProviderIdSchema }),
        body: loginBodySchema,
        response: { 200: z.object({ data: identityProviderTrialSchema }) },
      },
    },
    async (request) => {
      const provider = await app.identityProviders.find(request.params.id);
      if (provider?.protocol !== 'ldap') {
        throw new NotFoundError('identityProvider');
      }
      try {
        const identity = await app.ldapClient.authenticate(provider, request.body.uid, request.body.password);
        return { data: trialOf(provider, identity) };
      } catch (error) {
        const reason = error instanceof SignInFailedError ? error.reason : null;
        if (reason === null && !(error instanceof DirectoryCredentialsError)) {
          throw error;
        }
        return { data: emptyTrial(provider.id, reason) };
      }
    },
  );
  app.get(
    '/admin/identity-providers/trial',
    {
      config: admin,
      schema: {
        response: {
          200: z.object({ data: identityProviderTrialSchema }),
          404: errorSchema.describe('No trial sign-in of this browser is waiting (none started, or already read).'),
        },
      },
    },
    async (request, reply) => {
      const trial = app.ssoTransactions.open<IdentityProviderTrial>(request.cookies[SSO_TRIAL_COOKIE]);
      if (!trial) {
        throw new NotFoundError('identityProvider');
      }
      reply.clearCookie(SSO_TRIAL_COOKIE, cookie);
      return { data: trial };
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

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toInstant } from '../../db/database.js';
import { createDirectorySignIn, type DirectorySignIn } from '../../services/directory-sign-in.js';
import { createLdapClient, createLdapSignIn, type LdapClient, type LdapSignIn } from '../../services/ldap.js';
import { createOidcClient, type OidcClient } from '../../services/oidc.js';
import { createSamlClient, type SamlClient } from '../../services/saml.js';

/** A value the browser keeps between leaving for the identity provider and coming back, signed and short-lived. */
export interface SealedBox {
  seal(value: unknown, lifetimeSeconds: number): string;
  open<T>(text: string | undefined): T | undefined;
}

/** The longest sealed text opened: a SAML ticket carries every attribute of the assertion (its schema's limit). */
const SEALED_MAX_LENGTH = 16_000;

declare module 'fastify' {
  interface FastifyInstance {
    directorySignIn: DirectorySignIn;
    oidcClient: OidcClient;
    /** SAML 2.0 service provider (issue 30). */
    samlClient: SamlClient;
    /** A uid and password checked by an LDAP directory (issue 30). */
    ldapSignIn: LdapSignIn;
    ldapClient: LdapClient;
    ssoTransactions: SealedBox;
  }
}

/** University sign-in (issue 30): accounts from the directory and the protocols that reach it. */
export default fp(
  async function sso(app: FastifyInstance) {
    app.decorate(
      'directorySignIn',
      createDirectorySignIn({
        db: app.db,
        users: app.repositories.users,
        identities: app.repositories.userIdentities,
        audit: app.audit,
        auth: app.authService,
        clock: app.clock,
      }),
    );
    app.decorate('oidcClient', createOidcClient({ clock: app.clock }));
    app.decorate(
      'samlClient',
      createSamlClient({
        clock: app.clock,
        messages: app.repositories.samlMessages,
        skewSeconds: app.config.sso.samlClockSkewSeconds,
      }),
    );
    app.decorate('ldapClient', createLdapClient());
    app.decorate(
      'ldapSignIn',
      createLdapSignIn({ ldap: app.ldapClient, auth: app.authService, directorySignIn: app.directorySignIn }),
    );

    const secret =
      app.config.appSecret ??
      (await app.systemSettings.getOrCreate('app_secret', randomBytes(32).toString('hex'), toInstant(app.clock())));
    // A key of its own, derived from the app secret, so that a sealed box is never mistaken for an XSRF token.
    const key = createHmac('sha256', secret).update('laikas sso transaction').digest();
    const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
    app.decorate('ssoTransactions', {
      seal(value: unknown, lifetimeSeconds: number) {
        const body = Buffer.from(
          JSON.stringify({ value, expires: app.clock().getTime() + lifetimeSeconds * 1000 }),
        ).toString('base64url');
        return `${body}.${sign(body)}`;
      },
      open<T>(text: string | undefined): T | undefined {
        const [body, signature] = (text ?? '').split('.');
        if (!body || !signature || text!.length > SEALED_MAX_LENGTH) {
          return undefined;
        }
        const expected = Buffer.from(sign(body));
        const actual = Buffer.from(signature);
        if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
          return undefined;
        }
        try {
          const { value, expires } = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
            value: T;
            expires: number;
          };
          return expires > app.clock().getTime() ? value : undefined;
        } catch {
          return undefined;
        }
      },
    });
  },
  { name: 'sso', dependencies: ['accounts', 'audit', 'guard'] },
);

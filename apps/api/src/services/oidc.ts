import { createHash } from 'node:crypto';
import { type IdentityProviderSettings } from '@laikas/contract';
import * as client from 'openid-client';
import { type DirectoryIdentity, SignInFailedError } from './directory-sign-in.js';

type OidcProvider = Extract<IdentityProviderSettings, { protocol: 'oidc' }>;

/** What the callback must check: kept by the browser (signed) between the start and the callback. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  verifier: string;
}

/** Plain HTTP only for a provider on this machine (tests, a local Keycloak); anything else must be HTTPS. */
export function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Which failure a library or network error is: the provider down, a clock apart, or a bad answer. */
function failureOf(error: unknown): SignInFailedError {
  if (error instanceof SignInFailedError) {
    return error;
  }
  const code = (error as { code?: unknown }).code;
  const detail = { error: error instanceof Error ? error.message : String(error), code };
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') {
    return new SignInFailedError('clockSkew', detail);
  }
  if (error instanceof TypeError || (error instanceof Error && /fetch failed|ECONNREFUSED/.test(error.message))) {
    return new SignInFailedError('providerUnavailable', detail);
  }
  return new SignInFailedError('invalidResponse', detail);
}

/**
 * OpenID Connect, authorization code with PKCE (issue 30), through `openid-client`: discovery from the issuer,
 * `state` and `nonce`, the ID token validated (signature, issuer, audience, expiry: by the server's clock), the
 * user-info claims added, RP-initiated logout. Discovery is kept per provider setting until it fails.
 */
export function createOidcClient({ clock }: { clock: () => Date }) {
  const discovered = new Map<string, Promise<client.Configuration>>();

  function configurationOf(provider: OidcProvider): Promise<client.Configuration> {
    const key = createHash('sha256')
      .update(JSON.stringify([provider.issuer, provider.client_id, provider.client_secret ?? '']))
      .digest('hex');
    let configuration = discovered.get(key);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      // The server's clock is the one tokens are checked by (tests move it; in production the two agree).
      const metadata: Partial<client.ClientMetadata> = {
        [client.clockSkew]: Math.round((clock().getTime() - Date.now()) / 1000),
        ...(provider.client_secret && { client_secret: provider.client_secret }),
      };
      configuration = client.discovery(
        issuer,
        provider.client_id,
        metadata,
        undefined,
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      discovered.set(key, configuration);
      configuration.catch(() => discovered.delete(key));
    }
    return configuration;
  }

  return {
    /** The provider's authorization address for this sign-in, and the checks its callback must pass. */
    async start(provider: OidcProvider, redirectUri: string) {
      let configuration;
      try {
        configuration = await configurationOf(provider);
      } catch (error) {
        throw failureOf(error);
      }
      const transaction: OidcTransaction = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: provider.scopes,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, transaction };
    },

    /**
     * Exchanges the callback's code and validates the ID token: the person's subject and claims, and the ID token
     * itself (the `id_token_hint` of the RP-initiated logout).
     */
    async finish(
      provider: OidcProvider,
      callbackUrl: URL,
      transaction: OidcTransaction,
    ): Promise<{ identity: DirectoryIdentity; idToken: string | undefined }> {
      if (callbackUrl.searchParams.get('state') !== transaction.state) {
        throw new SignInFailedError('badState');
      }
      try {
        const configuration = await configurationOf(provider);
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: transaction.verifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        const info = configuration.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
          : {};
        return { identity: { subject: claims.sub, attributes: { ...info, ...claims } }, idToken: tokens.id_token };
      } catch (error) {
        throw failureOf(error);
      }
    },

    /** Where to send the browser to sign out at the provider too, when it offers RP-initiated logout. */
    async logoutUrl(
      provider: OidcProvider,
      postLogoutRedirectUri: string,
      idToken: string | undefined,
    ): Promise<string | undefined> {
      try {
        const configuration = await configurationOf(provider);
        if (!configuration.serverMetadata().end_session_endpoint) {
          return undefined;
        }
        return client.buildEndSessionUrl(configuration, {
          client_id: provider.client_id,
          post_logout_redirect_uri: postLogoutRedirectUri,
          ...(idToken && { id_token_hint: idToken }),
        }).href;
      } catch {
        return undefined;
      }
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;

import { randomBytes } from 'node:crypto';
import { type IdentityProviderSettings } from '@laikas/contract';
import {
  type CacheProvider,
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  SamlStatusError,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import { toInstant } from '../db/database.js';
import {
  assertionIdsOf,
  assertionTimeProblem,
  federationAttributes,
  type IdentityProviderMetadata,
  parseIdentityProviderMetadata,
} from '../domain/samlFederation.js';
import { valuesOf } from '../domain/directoryAccounts.js';
import { type SamlMessageRepository } from '../repositories/saml-messages.js';
import { type DirectoryIdentity, SignInFailedError } from './directory-sign-in.js';

type SamlProvider = Extract<IdentityProviderSettings, { protocol: 'saml' }>;

/** Laikas's own addresses as this provider's service provider (all under `/api/auth/sso/<id>/`). */
export interface SamlAddresses {
  /** The entity id: the metadata's own address, stable as long as the site's address is. */
  entityId: string;
  /** The assertion consumer service (HTTP-POST). */
  acs: string;
  /** Single logout (HTTP-Redirect). */
  slo: string;
}

/** The addresses of provider `id` on the site at `origin`. */
export function samlAddressesAt(origin: string, id: string): SamlAddresses {
  const base = `${origin}/api/auth/sso/${id}`;
  return { entityId: `${base}/metadata`, acs: `${base}/acs`, slo: `${base}/slo` };
}

/** What single logout needs to name the person's session at the identity provider. */
export interface SamlSessionTie {
  nameID: string;
  nameIDFormat: string;
  nameQualifier?: string | undefined;
  spNameQualifier?: string | undefined;
  sessionIndex?: string | undefined;
}

const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
/** How long a request waits for its answer, and how long fetched metadata is kept. */
const REQUEST_LIFETIME_MS = 10 * 60_000;
const METADATA_LIFETIME_MS = 60 * 60_000;
const METADATA_TIMEOUT_MS = 10_000;

/** Which failure a library or network error is: a bad signature, a foreign answer, clocks apart, the IdP down. */
function failureOf(error: unknown): SignInFailedError {
  if (error instanceof SignInFailedError) {
    return error;
  }
  const text = error instanceof Error ? error.message : String(error);
  const detail = { error: text.slice(0, 500) };
  if (error instanceof SamlStatusError) {
    return new SignInFailedError('invalidResponse', { ...detail, status: error.xmlStatus.slice(0, 500) });
  }
  if (/signature/i.test(text)) {
    return new SignInFailedError('badSignature', detail);
  }
  if (/InResponseTo/i.test(text)) {
    return new SignInFailedError('badState', detail);
  }
  return new SignInFailedError('invalidResponse', detail);
}

/** The PEM of a certificate body from metadata. */
const pemOf = (body: string) =>
  `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----`;

type XmlJs = { $?: Record<string, string>; _?: string } & { [name: string]: XmlJs[] | Record<string, string> | string };
const first = (node: XmlJs | undefined, name: string): XmlJs | undefined => (node?.[name] as XmlJs[] | undefined)?.[0];

/**
 * SAML 2.0 service provider (issue 30) through `@node-saml/node-saml`: an AuthnRequest by the HTTP-Redirect binding,
 * the answer by HTTP-POST. The assertion must be signed by a certificate of the IdP's metadata (by URL, kept an
 * hour, or from a file); its issuer, audience, recipient and InResponseTo (a request this server sent, once) are
 * checked, its times by the server's clock with `skewSeconds` of tolerance, and its id is remembered until it
 * expires so that a replay is refused. Single logout both ways by HTTP-Redirect, signed messages only.
 */
export function createSamlClient({
  clock,
  messages,
  skewSeconds = 180,
  fetchMetadata = (url: string) => fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS) }),
}: {
  clock: () => Date;
  messages: SamlMessageRepository;
  skewSeconds?: number;
  fetchMetadata?: (url: string) => Promise<Response>;
}) {
  const fetched = new Map<string, { metadata: IdentityProviderMetadata; until: number }>();

  async function metadataOf(provider: SamlProvider): Promise<IdentityProviderMetadata> {
    if (provider.metadata_xml) {
      try {
        return parseIdentityProviderMetadata(provider.metadata_xml, provider.idp_entity_id);
      } catch (error) {
        throw new SignInFailedError('invalidResponse', { error: `metadata: ${String(error)}` });
      }
    }
    const key = `${provider.metadata_url} ${provider.idp_entity_id}`;
    const kept = fetched.get(key);
    if (kept && kept.until > Date.now()) {
      return kept.metadata;
    }
    let text: string;
    try {
      const response = await fetchMetadata(provider.metadata_url);
      if (!response.ok) {
        throw new Error(`metadata answered ${response.status}`);
      }
      text = await response.text();
    } catch (error) {
      throw new SignInFailedError('providerUnavailable', { error: String(error).slice(0, 500) });
    }
    try {
      const metadata = parseIdentityProviderMetadata(text, provider.idp_entity_id);
      fetched.set(key, { metadata, until: Date.now() + METADATA_LIFETIME_MS });
      return metadata;
    } catch (error) {
      throw new SignInFailedError('invalidResponse', { error: `metadata: ${String(error)}` });
    }
  }

  // The requests this server sent, in the database (any process may receive the answer). node-saml compares the
  // value with its own clock; the expiry that counts is the database's, by the server's clock.
  const cacheProvider: CacheProvider = {
    async saveAsync(key, value) {
      const now = clock();
      await messages.rememberRequest(key, toInstant(now), toInstant(new Date(now.getTime() + REQUEST_LIFETIME_MS)));
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      return (await messages.requestSentAt(key, toInstant(clock()))) ? new Date().toISOString() : null;
    },
    async removeAsync(key) {
      if (key) {
        await messages.forgetRequest(key);
      }
      return key;
    },
  };

  function samlOf(provider: SamlProvider, addresses: SamlAddresses, idp: IdentityProviderMetadata, requestId?: string) {
    const signing = provider.sp_private_key && provider.sp_certificate;
    return new SAML({
      issuer: addresses.entityId,
      audience: addresses.entityId,
      callbackUrl: addresses.acs,
      logoutCallbackUrl: addresses.slo,
      entryPoint: idp.signOnUrl,
      logoutUrl: idp.logoutUrl ?? idp.signOnUrl,
      idpIssuer: idp.entityId,
      idpCert: idp.certificates.map(pemOf),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      // The times are checked below by the server's clock (node-saml would use the machine's).
      acceptedClockSkewMs: -1,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
      cacheProvider,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      signatureAlgorithm: 'sha256',
      ...(signing && { privateKey: provider.sp_private_key, publicCert: provider.sp_certificate }),
      ...(requestId && { generateUniqueId: () => requestId }),
    });
  }

  /** What node-saml leaves to us: issuer, recipient, destination and the times, on the signed assertion. */
  function checkAssertion(profile: Profile, idp: IdentityProviderMetadata, addresses: SamlAddresses) {
    const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
    if (!assertion) {
      throw new SignInFailedError('invalidResponse', { error: 'no assertion' });
    }
    if (first(assertion, 'Issuer')?._ !== idp.entityId) {
      throw new SignInFailedError('invalidResponse', { error: 'issuer', issuer: first(assertion, 'Issuer')?._ });
    }
    const confirmation = first(first(first(assertion, 'Subject'), 'SubjectConfirmation'), 'SubjectConfirmationData');
    if (confirmation?.$?.Recipient !== addresses.acs) {
      throw new SignInFailedError('invalidResponse', { error: 'recipient', recipient: confirmation?.$?.Recipient });
    }
    const destination = /<(?:\w+:)?Response\b[^>]*\bDestination="([^"]*)"/.exec(profile.getSamlResponseXml?.() ?? '');
    if (destination && destination[1] !== addresses.acs) {
      throw new SignInFailedError('invalidResponse', { error: 'destination', destination: destination[1] });
    }
    const conditions = first(assertion, 'Conditions')?.$;
    const times = {
      notBefore: conditions?.NotBefore,
      notOnOrAfter: conditions?.NotOnOrAfter,
      confirmationNotOnOrAfter: confirmation?.$?.NotOnOrAfter,
    };
    const problem = assertionTimeProblem(clock().getTime(), skewSeconds * 1000, times);
    if (problem) {
      throw new SignInFailedError('clockSkew', { problem, ...times, now: clock().toISOString() });
    }
    const expiries = [times.notOnOrAfter, times.confirmationNotOnOrAfter]
      .map((text) => (text ? Date.parse(text) : Number.NaN))
      .filter((time) => !Number.isNaN(time));
    return {
      id: assertion.$?.ID ?? '',
      // Kept until no clock within the tolerance could still take it.
      expiresAt:
        (expiries.length > 0 ? Math.max(...expiries) : clock().getTime() + REQUEST_LIFETIME_MS) + skewSeconds * 1000,
    };
  }

  return {
    metadataOf,

    /** Laikas's metadata for this provider (what the IdP or the federation registers). */
    serviceProviderMetadata(provider: SamlProvider, addresses: SamlAddresses): string {
      return generateServiceProviderMetadata({
        issuer: addresses.entityId,
        callbackUrl: addresses.acs,
        logoutCallbackUrl: addresses.slo,
        identifierFormat: PERSISTENT,
        wantAssertionsSigned: true,
        publicCerts: provider.sp_certificate || null,
        ...(provider.sp_private_key && provider.sp_certificate && { privateKey: provider.sp_private_key }),
        signatureAlgorithm: 'sha256',
      });
    },

    /** The IdP's address for a new AuthnRequest, and the request's id (its answer must name it). */
    async start(provider: SamlProvider, addresses: SamlAddresses) {
      const idp = await metadataOf(provider);
      const requestId = `_${randomBytes(20).toString('hex')}`;
      try {
        const url = await samlOf(provider, addresses, idp, requestId).getAuthorizeUrlAsync('', undefined, {});
        return { url, requestId };
      } catch (error) {
        throw new SignInFailedError('providerUnavailable', { error: String(error).slice(0, 500) });
      }
    },

    /** Checks the IdP's HTTP-POST answer: the person, the request it answers, and what logout needs. */
    async finish(provider: SamlProvider, addresses: SamlAddresses, samlResponse: string) {
      const idp = await metadataOf(provider);
      const now = toInstant(clock());
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
      for (const id of assertionIdsOf(xml)) {
        if (await messages.assertionSeen(`${provider.id}:${id}`, now)) {
          throw new SignInFailedError('replayed', { assertion: id });
        }
      }
      let profile: Profile | null;
      try {
        ({ profile } = await samlOf(provider, addresses, idp).validatePostResponseAsync({
          SAMLResponse: samlResponse,
        }));
      } catch (error) {
        throw failureOf(error);
      }
      if (!profile) {
        throw new SignInFailedError('invalidResponse', { error: 'no profile' });
      }
      const assertion = checkAssertion(profile, idp, addresses);
      const fresh = await messages.useAssertion(
        {
          id: `${provider.id}:${assertion.id}`,
          provider_id: provider.id,
          expires_at: toInstant(new Date(assertion.expiresAt)),
        },
        now,
      );
      if (!fresh) {
        throw new SignInFailedError('replayed', { assertion: assertion.id });
      }
      const attributes = federationAttributes((profile.attributes as Record<string, unknown> | undefined) ?? {});
      // A persistent NameID is the person's stable id here; a transient one changes every time: then the uid.
      const subject =
        profile.nameIDFormat === PERSISTENT ? profile.nameID : valuesOf(attributes, provider.attributes.uid)[0];
      if (!subject) {
        throw new SignInFailedError('missingAttribute', { attribute: provider.attributes.uid });
      }
      const identity: DirectoryIdentity = { subject, attributes };
      const tie: SamlSessionTie = {
        nameID: profile.nameID,
        nameIDFormat: profile.nameIDFormat,
        nameQualifier: profile.nameQualifier,
        spNameQualifier: profile.spNameQualifier,
        sessionIndex: profile.sessionIndex,
      };
      return { identity, inResponseTo: String(profile.inResponseTo ?? ''), tie };
    },

    /** Where to send the browser to end the session at the IdP too (single logout), when it offers it. */
    async logoutUrl(
      provider: SamlProvider,
      addresses: SamlAddresses,
      tie: SamlSessionTie,
    ): Promise<string | undefined> {
      try {
        const idp = await metadataOf(provider);
        if (!idp.logoutUrl) {
          return undefined;
        }
        const profile = { issuer: idp.entityId, ...tie } as Profile;
        return await samlOf(provider, addresses, idp).getLogoutUrlAsync(profile, '', {});
      } catch {
        return undefined;
      }
    },

    /**
     * A logout message the IdP sent by HTTP-Redirect, signed: its answer to our LogoutRequest (`response`), or its
     * own LogoutRequest, answered with the address of our LogoutResponse (`request`).
     */
    async logoutMessage(
      provider: SamlProvider,
      addresses: SamlAddresses,
      query: Record<string, string>,
      rawQuery: string,
    ): Promise<{ kind: 'response' } | { kind: 'request'; nameID: string; responseUrl: string }> {
      if (!query.Signature || !query.SigAlg) {
        throw new SignInFailedError('badSignature', { error: 'unsigned logout message' });
      }
      const idp = await metadataOf(provider);
      const saml = samlOf(provider, addresses, idp);
      let result;
      try {
        result = await saml.validateRedirectAsync(query, rawQuery);
      } catch (error) {
        throw failureOf(error);
      }
      if (!query.SAMLRequest || !result.profile) {
        return { kind: 'response' };
      }
      const responseUrl = await saml.getLogoutResponseUrlAsync(result.profile, query.RelayState ?? '', {}, true);
      return { kind: 'request', nameID: result.profile.nameID, responseUrl };
    },
  };
}
export type SamlClient = ReturnType<typeof createSamlClient>;

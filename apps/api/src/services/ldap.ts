import { type IdentityProviderSettings } from '@laikas/contract';
import { Client, type Entry, Filter, InvalidCredentialsError } from 'ldapts';
import { type FastifyBaseLogger } from 'fastify';
import { type SignInFailure } from '../domain/directoryAccounts.js';
import { DependencyUnavailableError, ValidationFailedError } from '../errors.js';
import { message, type MessageCode } from '../i18n/index.js';
import { type AuthService, INVALID_CREDENTIALS, type SessionRequest } from './auth.js';
import { type DirectoryIdentity, type DirectorySignIn, SignInFailedError } from './directory-sign-in.js';

type LdapProvider = Extract<IdentityProviderSettings, { protocol: 'ldap' }>;

/** The uid or password does not match the directory (told like a wrong Laikas password). */
export class DirectoryCredentialsError extends Error {
  constructor() {
    super('the directory refused the credentials');
  }
}

const TIMEOUT_MS = 5_000;

/** An entry's attributes as strings, and its groups' DNs and names under `groups`. */
function attributesOf(entry: Entry, groups: readonly Entry[]) {
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(entry)) {
    if (name === 'dn' || name.toLowerCase() === 'userpassword') {
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    attributes[name] = values.map((one) => (Buffer.isBuffer(one) ? one.toString('utf8') : String(one)));
  }
  attributes.groups = groups.flatMap((group) => [group.dn, ...[group.cn ?? []].flat().map(String)]);
  return attributes;
}

/**
 * LDAP bind (issue 30) through `ldapts`: the service account (or an anonymous search) finds the person's entry by
 * `user_filter`, the person's own bind checks the password, and a second search finds the groups that hold the
 * entry. StartTLS when the provider asks for it; ldaps:// works as an address. An empty password is refused before
 * any bind: a simple bind without a password is an anonymous bind, which most servers allow.
 */
export function createLdapClient() {
  const clientOf = async (provider: LdapProvider) => {
    // The directory's certificate is checked (name and chain) against the system's CAs, or the provider's own CA.
    const ca = provider.ca_certificate ? { ca: [provider.ca_certificate] } : {};
    const secure = provider.url.startsWith('ldaps:');
    const client = new Client({
      url: provider.url,
      timeout: TIMEOUT_MS,
      connectTimeout: TIMEOUT_MS,
      ...(secure && { tlsOptions: { ...ca } }),
    });
    if (provider.start_tls && !secure) {
      // A fresh options object (ldapts puts the socket into it) naming the host the certificate must be for.
      await client.startTLS({ ...ca, host: new URL(provider.url).hostname });
    }
    return client;
  };

  return {
    async authenticate(provider: LdapProvider, uid: string, password: string): Promise<DirectoryIdentity> {
      if (uid.trim() === '' || password === '') {
        throw new DirectoryCredentialsError();
      }
      let service: Client | undefined;
      let person: Client | undefined;
      try {
        service = await clientOf(provider);
        if (provider.bind_dn) {
          await service.bind(provider.bind_dn, provider.bind_password ?? '').catch((error: unknown) => {
            // The service account's own credentials are a configuration fault, not the person's.
            throw new SignInFailedError('providerUnavailable', { error: `service bind: ${String(error)}` });
          });
        }
        // A replacer function: a string would have its `$'` and `` $` `` patterns expanded into the filter's own text.
        const filter = provider.user_filter.replaceAll('{uid}', () => Filter.escape(uid.trim()));
        const { searchEntries } = await service.search(provider.base_dn, { scope: 'sub', filter, sizeLimit: 2 });
        if (searchEntries.length !== 1) {
          throw new DirectoryCredentialsError();
        }
        const entry = searchEntries[0]!;
        person = await clientOf(provider);
        await person.bind(entry.dn, password);
        let groups: Entry[] = [];
        if (provider.group_base_dn && provider.group_filter) {
          const groupFilter = provider.group_filter.replaceAll('{dn}', () => Filter.escape(entry.dn));
          groups = (
            await service.search(provider.group_base_dn, { scope: 'sub', filter: groupFilter, attributes: ['cn'] })
          ).searchEntries;
        }
        return { subject: entry.dn, attributes: attributesOf(entry, groups) };
      } catch (error) {
        if (error instanceof SignInFailedError) {
          throw error;
        }
        if (error instanceof DirectoryCredentialsError || error instanceof InvalidCredentialsError) {
          throw new DirectoryCredentialsError();
        }
        throw new SignInFailedError('providerUnavailable', {
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await service?.unbind().catch(() => undefined);
        await person?.unbind().catch(() => undefined);
      }
    },
  };
}
export type LdapClient = ReturnType<typeof createLdapClient>;

/**
 * A failed directory sign-in as the login form shows it, in the reader's language: a directory that cannot be reached
 * is the server's trouble, not the person's input (503, try again later); anything about the person's account (not
 * linked, disabled, a detail missing) is a message at the uid field (422).
 */
function refusal(reason: SignInFailure) {
  const text = message(`auth.signInFailure.${reason}` as MessageCode);
  if (reason === 'providerUnavailable') {
    return new DependencyUnavailableError(text);
  }
  return new ValidationFailedError({ uid: [text] }, text);
}

/**
 * Signing in with a uid and password checked by an LDAP directory: throttled like a Laikas password, then the
 * account from the directory (just in time, rules applied, audited) and a new session.
 */
export function createLdapSignIn({
  ldap,
  auth,
  directorySignIn,
}: {
  ldap: LdapClient;
  auth: AuthService;
  directorySignIn: DirectorySignIn;
}) {
  return async (
    provider: LdapProvider,
    credentials: { uid: string; password: string },
    request: SessionRequest & { log: FastifyBaseLogger },
  ) => {
    const attempt = await auth.throttle({ uid: credentials.uid, ip: request.ip, log: request.log });
    try {
      const identity = await ldap.authenticate(provider, credentials.uid, credentials.password);
      await attempt.succeeded();
      return await directorySignIn.signIn(provider, identity, request);
    } catch (error) {
      if (error instanceof DirectoryCredentialsError) {
        request.log.warn(
          { event: 'login.failed', uid: credentials.uid, ip: request.ip, provider: provider.id },
          'login failed',
        );
        throw new ValidationFailedError({ uid: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
      }
      if (error instanceof SignInFailedError) {
        request.log.warn(
          { event: 'sso.failed', provider: provider.id, reason: error.reason, ...error.detail, ip: request.ip },
          'university sign-in failed',
        );
        await directorySignIn.recordFailure(provider.id, error.reason, error.detail);
        throw refusal(error.reason);
      }
      throw error;
    }
  };
}
export type LdapSignIn = ReturnType<typeof createLdapSignIn>;

import {
  type IdentityProvider,
  type IdentityProviderInput,
  type IdentityProviderSettings,
  type SignInOptions,
} from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type Config } from '../config.js';
import { type Database, toInstant } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { parseIdentityProviderMetadata } from '../domain/samlFederation.js';
import { ConflictError, type FieldErrors, NotFoundError, ValidationFailedError } from '../errors.js';
import { message } from '../i18n/index.js';
import { type SystemSettingRepository } from '../repositories/system-settings.js';
import { type AuditService } from './audit.js';
import { isLoopback } from './oidc.js';

const PROVIDERS_KEY = 'identity_providers';
const LOCAL_PASSWORDS_KEY = 'local_passwords';

export type LocalPasswords = 'everyone' | 'super_admins';

/** A provider as an administrator (or the audit log) may read it: every secret only as set or not. */
export function withoutSecrets(provider: IdentityProviderSettings): IdentityProvider {
  if (provider.protocol === 'oidc') {
    const { client_secret: secret, ...rest } = provider;
    return { ...rest, client_secret_set: Boolean(secret) };
  }
  if (provider.protocol === 'saml') {
    const { sp_private_key: secret, ...rest } = provider;
    return { ...rest, sp_private_key_set: Boolean(secret) };
  }
  const { bind_password: secret, ...rest } = provider;
  return { ...rest, bind_password_set: Boolean(secret) };
}

/** An address the provider's keys come from: HTTPS, or plain HTTP to this machine only. */
function isTrustedAddress(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

/** What the schema cannot check: the addresses keys are read from (TLS), the SAML metadata (one IdP, readable). */
function settingsProblems(provider: IdentityProviderSettings): FieldErrors | undefined {
  if (provider.protocol === 'oidc' && !isTrustedAddress(provider.issuer)) {
    return { issuer: [message('auth.providerAddressNotHttps')] };
  }
  if (provider.protocol !== 'saml') {
    return undefined;
  }
  if (provider.metadata_url && !isTrustedAddress(provider.metadata_url)) {
    return { metadata_url: [message('auth.providerAddressNotHttps')] };
  }
  try {
    if (provider.metadata_xml) {
      parseIdentityProviderMetadata(provider.metadata_xml, provider.idp_entity_id);
    }
  } catch {
    return { metadata_xml: [message('auth.providerMetadataUnreadable')] };
  }
  return undefined;
}

/**
 * The identity-provider registry (issue 30): the providers the environment sets (SSO_PROVIDERS, read-only) and
 * those a super administrator adds on the settings screen (stored in system_settings, secrets included: they never
 * leave the server). Read on every use, so a change holds at once on every process. Changes are audited without
 * their secrets.
 */
export function createIdentityProviderRegistry({
  db,
  settings,
  environment,
  audit,
  clock,
}: {
  db: Kysely<Database>;
  settings: SystemSettingRepository;
  environment: Config['sso'];
  audit: AuditService;
  clock: () => Date;
}) {
  const fromEnvironment = new Set(environment.providers.map((provider) => provider.id));
  const stored = async (trx: Kysely<Database> | Transaction<Database> = db) =>
    (await settings.get<IdentityProviderSettings[]>(PROVIDERS_KEY, trx)) ?? [];

  async function all() {
    const own = (await stored()).filter((provider) => !fromEnvironment.has(provider.id));
    return [
      ...environment.providers.map((provider) => ({ provider, source: 'environment' as const })),
      ...own.map((provider) => ({ provider, source: 'settings' as const })),
    ];
  }

  async function localPasswords(): Promise<LocalPasswords> {
    return environment.localPasswords ?? (await settings.get<LocalPasswords>(LOCAL_PASSWORDS_KEY)) ?? 'everyone';
  }

  return {
    /** The provider with this id, enabled or not (with its secrets: for the sign-in code only). */
    async find(id: string): Promise<IdentityProviderSettings | undefined> {
      return (await all()).find(({ provider }) => provider.id === id)?.provider;
    },

    localPasswords,

    /** What the login page offers: the enabled providers and whether local passwords work for everyone. */
    async signInOptions(): Promise<SignInOptions> {
      return {
        providers: (await all())
          .filter(({ provider }) => provider.enabled)
          .map(({ provider }) => ({ id: provider.id, name: provider.name, protocol: provider.protocol })),
        local_passwords: await localPasswords(),
      };
    },

    async list() {
      return {
        data: (await all()).map(({ provider, source }) => ({ provider: withoutSecrets(provider), source })),
        local_passwords: await localPasswords(),
      };
    },

    /** Creates or replaces a provider; a secret left out keeps the stored one (a new provider needs one). */
    async save(id: string, input: IdentityProviderInput): Promise<IdentityProvider> {
      if (fromEnvironment.has(id)) {
        throw new ConflictError('auth.providerFromEnvironment');
      }
      return inTransaction(db, async (trx) => {
        const providers = await stored(trx);
        const before = providers.find((provider) => provider.id === id);
        const next = { ...input, id } as IdentityProviderSettings;
        const problems = settingsProblems(next);
        if (problems) {
          throw new ValidationFailedError(problems);
        }
        if (next.protocol === 'oidc' && !next.client_secret) {
          const kept = before?.protocol === 'oidc' ? before.client_secret : undefined;
          if (!kept) {
            throw new ValidationFailedError({ client_secret: [message('auth.providerSecretNeeded')] });
          }
          next.client_secret = kept;
        }
        if (next.protocol === 'ldap' && !next.bind_password && before?.protocol === 'ldap') {
          next.bind_password = before.bind_password;
        }
        // The key stays only with the certificate it belongs to: a new certificate needs its key.
        if (
          next.protocol === 'saml' &&
          !next.sp_private_key &&
          before?.protocol === 'saml' &&
          before.sp_certificate === next.sp_certificate
        ) {
          next.sp_private_key = before.sp_private_key;
        }
        const others = providers.filter((provider) => provider.id !== id);
        await settings.set(PROVIDERS_KEY, [...others, next], toInstant(clock()), trx);
        await audit.record(trx, {
          action: before ? 'update' : 'create',
          entityType: 'identity_provider',
          entityId: id,
          label: next.name,
          before: before ? withoutSecrets(before) : null,
          after: withoutSecrets(next),
        });
        return withoutSecrets(next);
      });
    },

    async remove(id: string): Promise<void> {
      if (fromEnvironment.has(id)) {
        throw new ConflictError('auth.providerFromEnvironment');
      }
      await inTransaction(db, async (trx) => {
        const providers = await stored(trx);
        const before = providers.find((provider) => provider.id === id);
        if (!before) {
          throw new NotFoundError('identityProvider');
        }
        const others = providers.filter((provider) => provider.id !== id);
        await settings.set(PROVIDERS_KEY, others, toInstant(clock()), trx);
        await audit.record(trx, {
          action: 'delete',
          entityType: 'identity_provider',
          entityId: id,
          label: before.name,
          before: withoutSecrets(before),
        });
      });
    },

    async setLocalPasswords(value: LocalPasswords): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = (await settings.get<LocalPasswords>(LOCAL_PASSWORDS_KEY, trx)) ?? 'everyone';
        await settings.set(LOCAL_PASSWORDS_KEY, value, toInstant(clock()), trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'system_settings',
          entityId: LOCAL_PASSWORDS_KEY,
          before: { local_passwords: before },
          after: { local_passwords: value },
        });
      });
    },
  };
}
export type IdentityProviderRegistry = ReturnType<typeof createIdentityProviderRegistry>;

import { type IdentityProviderSettings } from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type Database, toInstant, type User } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import {
  type Attributes,
  linkCandidate,
  managedBy,
  mappedAccess,
  profileFrom,
  reconciled,
  type SignInFailure,
  valuesOf,
} from '../domain/directoryAccounts.js';
import { type UserIdentityRepository } from '../repositories/user-identities.js';
import { type UserRepository } from '../repositories/users.js';
import { type AuditService, currentAuditContext } from './audit.js';
import { type AuthService, type SessionRequest } from './auth.js';

/** A university sign-in that cannot go on: the reason (shown translated on the login page) and what to log. */
export class SignInFailedError extends Error {
  constructor(
    readonly reason: SignInFailure,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(`directory sign-in failed: ${reason}`);
  }
}

/** What an identity provider said about a person after a successful protocol exchange. */
export interface DirectoryIdentity {
  /** Stable at the provider: the OpenID `sub`, the LDAP entry's DN. */
  subject: string;
  attributes: Attributes;
}

type Trx = Transaction<Database>;

/**
 * Whether the provider vouches for the e-mail address: an OpenID provider only by `email_verified` (anybody may write
 * any address into their profile at many providers); a SAML or LDAP directory keeps the addresses itself.
 */
function emailVerified(provider: IdentityProviderSettings, identity: DirectoryIdentity): boolean {
  return provider.protocol !== 'oidc' || valuesOf(identity.attributes, 'email_verified')[0] === 'true';
}

/**
 * Accounts from the directory (issue 30): finds the account of an identity (or links or creates it), applies the
 * provider's mapping rules to its roles and groups at every sign-in, audits all of it, and opens a session.
 */
export function createDirectorySignIn({
  db,
  users,
  identities,
  audit,
  auth,
  clock,
}: {
  db: Kysely<Database>;
  users: UserRepository;
  identities: UserIdentityRepository;
  audit: AuditService;
  auth: AuthService;
  clock: () => Date;
}) {
  const contextOf = (userId: number | null) => ({ ...currentAuditContext(), actorId: userId, impersonatorId: null });

  /** The account of the identity: known, linked by the provider's explicit rule, or created just in time. */
  async function accountOf(trx: Trx, provider: IdentityProviderSettings, identity: DirectoryIdentity) {
    const known = await identities.userOf(provider.id, identity.subject, trx);
    const found = profileFrom(identity.attributes, provider.attributes);
    if ('missing' in found) {
      throw new SignInFailedError('missingAttribute', { attribute: found.missing });
    }
    const profile = found.profile;
    if (known) {
      return { user: known, profile };
    }
    const now = toInstant(clock());
    const byUid = await users.findByUid(profile.uid, trx);
    const byEmail =
      profile.email && provider.link === 'email' && emailVerified(provider, identity)
        ? await identities.usersWithEmail(profile.email, trx)
        : [];
    const candidate = linkCandidate(provider.link, profile, byUid, byEmail);
    const identityName = `${provider.id}:${identity.subject}`;
    // An account is linked once per provider: after that only its subject signs in to it, never a second identity.
    if (candidate && !(await identities.isLinked(provider.id, candidate.id, trx))) {
      await identities.link({ provider_id: provider.id, subject: identity.subject, user_id: candidate.id, now }, trx);
      const user = (await users.findById(candidate.id, trx))!;
      await audit.record(trx, {
        action: 'update',
        entityType: 'user',
        entityId: user.id,
        label: user.name,
        before: { identity: null },
        after: { identity: identityName, linked_by: provider.link },
        context: contextOf(user.id),
      });
      return { user, profile };
    }
    if (byUid) {
      // Never silently: without a link rule a local account with the uid stays its own owner's.
      throw new SignInFailedError('uidTaken', { uid: profile.uid });
    }
    const id = await users.create(
      {
        uid: profile.uid,
        name: profile.name,
        email: profile.email,
        password_hash: null,
        language: profile.language,
        created_at: now,
        updated_at: now,
      },
      trx,
    );
    await identities.link({ provider_id: provider.id, subject: identity.subject, user_id: id, now }, trx);
    await audit.record(trx, {
      action: 'create',
      entityType: 'user',
      entityId: id,
      label: profile.name,
      after: { uid: profile.uid, name: profile.name, email: profile.email, identity: identityName },
      context: contextOf(id),
    });
    return { user: (await users.findById(id, trx))!, profile };
  }

  /** Name, e-mail, roles and groups as the directory and the rules have them now; the changes audited. */
  async function applyDirectory(
    trx: Trx,
    provider: IdentityProviderSettings,
    user: User,
    identity: DirectoryIdentity,
    profile: { name: string; email: string | null },
  ) {
    const mapped = mappedAccess(identity.attributes, provider.rules);
    const managed = managedBy(provider.rules);
    const known = new Set(await users.existingRoleKeys(trx));
    const access = await users.rolesAndAbilities(user.id, trx);
    const roles = reconciled(access.roles, mapped.roles, managed.roles).filter((role) => known.has(role));

    const managedGroups = await identities.groupsNamed(managed.groups, trx);
    const wanted = managedGroups.filter((group) => mapped.groups.includes(group.name)).map((group) => group.id);
    const groupsBefore = (await users.groupsOf(user.id, trx)).map((group) => group.name);

    if (roles.join() !== access.roles.join()) {
      await users.setRoles(user.id, roles, trx);
    }
    await identities.setManagedGroups(
      user.id,
      managedGroups.map((group) => group.id),
      wanted,
      trx,
    );
    const groupsAfter = (await users.groupsOf(user.id, trx)).map((group) => group.name);
    const email = profile.email ?? user.email;
    if (profile.name !== user.name || email !== user.email) {
      await users.update(
        user.id,
        {
          name: profile.name,
          email,
          ...(email !== user.email && { email_set_by_owner: 0 as const }),
          updated_at: toInstant(clock()),
        },
        trx,
      );
    }
    await audit.record(trx, {
      action: 'update',
      entityType: 'user',
      entityId: user.id,
      label: profile.name,
      before: { name: user.name, email: user.email, roles: access.roles, groups: groupsBefore },
      after: { name: profile.name, email, roles, groups: groupsAfter },
      context: contextOf(user.id),
    });
  }

  return {
    /** Signs the identity in: its account found, linked or created, the rules applied, a new session opened. */
    async signIn(provider: IdentityProviderSettings, identity: DirectoryIdentity, request: SessionRequest) {
      const user = await inTransaction(db, async (trx) => {
        const { user, profile } = await accountOf(trx, provider, identity);
        if (user.disabled_at !== null) {
          throw new SignInFailedError('accountDisabled', { userId: user.id });
        }
        await applyDirectory(trx, provider, user, identity, profile);
        await identities.touch(provider.id, identity.subject, toInstant(clock()), trx);
        await audit.record(trx, {
          action: 'sign_in',
          entityType: 'identity_provider',
          entityId: provider.id,
          label: profile.name,
          after: { user_id: user.id, subject: identity.subject },
          context: contextOf(user.id),
        });
        return (await users.findById(user.id, trx))!;
      });
      return auth.openSession(user, { ...request, via: provider.id });
    },

    /** Writes a failed sign-in to the audit log (the caller logs it and shows the reason). */
    async recordFailure(providerId: string, reason: SignInFailure, detail: Record<string, unknown>) {
      await audit.record(db, {
        action: 'sign_in_failed',
        entityType: 'identity_provider',
        entityId: providerId.slice(0, 40),
        after: { reason, ...detail },
        context: contextOf(null),
      });
    },
  };
}
export type DirectorySignIn = ReturnType<typeof createDirectorySignIn>;

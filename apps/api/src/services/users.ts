import {
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersQuery,
  type ChangePasswordRequest,
  type CreateUserBody,
  type CreateUserResponse,
  type PageMeta,
  type Ability,
  can,
  type CurrentUser,
  hasFewerAbilities,
  isSuperAdmin,
  type Language,
  passwordSchema,
  SUPER_ADMIN_ROLE,
  type UpdateRemindersBody,
  type UpdateUserBody,
  type UserSummary,
  USER_SEARCH_LIMIT,
} from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type PasswordHashing } from '../config.js';
import { type Database, toFlag, toInstant, type User } from '../db/database.js';
import { inTransaction, isUniqueViolation } from '../db/unit-of-work.js';
import { withVisibleEmail } from '../domain/permissions.js';
import { ConflictError, type FieldErrors, ForbiddenError, NotFoundError, ValidationFailedError } from '../errors.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { type SessionRepository } from '../repositories/sessions.js';
import { type UserRepository } from '../repositories/users.js';
import { type AuditService } from './audit.js';
import { type AuthService, type Authenticated, type RequestContext } from './auth.js';
import { welcomeMail } from '../domain/welcomeMail.js';
import { presentUser } from './current-user.js';
import { type Outbox } from './outbox.js';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.js';
import { message, schemaMessage } from '../i18n/index.js';

export interface UserServiceDependencies {
  db: Kysely<Database>;
  users: UserRepository;
  resources: Pick<ResourceRepository, 'exists'>;
  sessions: SessionRepository;
  audit: AuditService;
  /** Queues the welcome e-mail of an account added by hand. */
  outbox: Pick<Outbox, 'queue' | 'appUrl'>;
  clock: () => Date;
  /** The cost of new password hashes (config.passwordHashing). */
  passwordHashing: PasswordHashing;
  /** The sign-in's counters: a password change's check of the current password counts on them too. */
  throttle: AuthService['throttle'];
  /** The hour of the daily reminder of those who chose none (the system settings). */
  defaultReminderHour: () => Promise<number>;
  /** The university's name and support address (the system settings), which the welcome e-mail names. */
  site: () => Promise<{ university_name: string; support_email: string }>;
}

const MANAGE: Ability = 'users.manage';

export function createUserService({
  db,
  users,
  resources,
  sessions,
  audit,
  outbox,
  clock,
  passwordHashing,
  throttle,
  defaultReminderHour,
  site,
}: UserServiceDependencies) {
  /** A user as the audit log compares them: the fields an administrator edits, with role keys (never the hash). */
  async function snapshotOf(id: number, trx: Transaction<Database>) {
    const user = await users.findById(id, trx);
    const access = await users.rolesAndAbilities(id, trx);
    return {
      name: user?.name ?? null,
      email: user?.email ?? null,
      language: user?.language ?? null,
      roles: [...access.roles].sort(),
    };
  }

  async function present(actor: Authenticated, user: User): Promise<CurrentUser> {
    const impersonated = actor.session.impersonator_id !== null && user.id === actor.user.id;
    return presentUser(user, await users.rolesAndAbilities(user.id), impersonated);
  }

  /**
   * The target of a change to someone's account: oneself, or anyone for users.manage — except that only a
   * super administrator may change a super administrator.
   */
  async function editable(actor: Authenticated, id: number): Promise<User> {
    const target = await users.findById(id);
    if (target?.id === actor.user.id) {
      return target;
    }
    if (!can(actor.user, MANAGE)) {
      throw new ForbiddenError();
    }
    if (!target) {
      throw new NotFoundError('user');
    }
    const access = await users.rolesAndAbilities(target.id);
    if (
      isSuperAdmin({ abilities: access.abilities, roles: access.roles.map((key) => ({ key })) }) &&
      !isSuperAdmin(actor.user)
    ) {
      throw new ForbiddenError('users.superChangedBySuper');
    }
    return target;
  }

  const holderOf = (access: { abilities: string[]; roles: string[] }) => ({
    abilities: access.abilities,
    roles: access.roles.map((key) => ({ key })),
  });

  /**
   * The target of disabling, enabling or a password reset (issue 15): someone else, holding strictly fewer
   * abilities than the caller — so a user manager can never lock out or take over an account with more rights.
   */
  async function manageable(actor: Authenticated, id: number): Promise<User> {
    if (!can(actor.user, MANAGE)) {
      throw new ForbiddenError();
    }
    const target = await users.findById(id);
    if (!target) {
      throw new NotFoundError('user');
    }
    if (target.id === actor.user.id) {
      throw new ConflictError('users.notOwnAccount');
    }
    if (!hasFewerAbilities(actor.user, holderOf(await users.rolesAndAbilities(target.id)))) {
      throw new ForbiddenError('users.manageFewerAbilities');
    }
    return target;
  }

  /** The user page (issue 15): the account, its roles, abilities and groups, and whether the caller may manage it. */
  async function detail(actor: Authenticated, id: number): Promise<AdminUserDetail> {
    const user = await users.findById(id);
    if (!user) {
      throw new NotFoundError('user');
    }
    const access = await users.rolesAndAbilities(user.id);
    return {
      id: user.id,
      uid: user.uid,
      name: user.name,
      email: user.email,
      language: user.language,
      roles: access.roles.map((key) => ({ key })),
      abilities: access.abilities,
      groups: await users.groupsOf(user.id),
      disabled: user.disabled_at !== null,
      disabled_at: user.disabled_at,
      must_change_password: user.must_change_password === 1,
      manageable: user.id !== actor.user.id && hasFewerAbilities(actor.user, holderOf(access)),
      assignable_roles: await users.roles(),
    };
  }

  async function checkRoles(actor: Authenticated, target: User, roles: readonly string[]): Promise<void> {
    if (!can(actor.user, MANAGE)) {
      throw new ForbiddenError('users.rolesByManager');
    }
    const known = new Set(await users.existingRoleKeys());
    const unknown = roles.filter((key) => !known.has(key));
    if (unknown.length > 0) {
      throw new ValidationFailedError({ roles: [message('users.unknownRole', { roles: unknown.join(', ') })] });
    }
    const current = (await users.rolesAndAbilities(target.id)).roles;
    const changesSuperAdmin = current.includes(SUPER_ADMIN_ROLE) !== roles.includes(SUPER_ADMIN_ROLE);
    if (changesSuperAdmin && !isSuperAdmin(actor.user)) {
      throw new ForbiddenError('users.superRoleBySuper');
    }
  }

  /** The welcome e-mail of a new account, naming the university and its support address (the system settings). */
  async function welcomeOf(body: CreateUserBody, password: string) {
    const { university_name, support_email } = await site();
    return welcomeMail(body.language, {
      name: body.name,
      uid: body.uid,
      temporaryPassword: password,
      appUrl: outbox.appUrl,
      universityName: university_name,
      supportEmail: support_email,
    });
  }

  /**
   * Adds one account by hand (issue 27): a unique uid, known roles (the super administrator's only from a super
   * administrator) and groups, and a temporary password to change at the first sign-in — returned once, or e-mailed
   * to the person in their language (in the same transaction, through the outbox).
   */
  async function create(actor: Authenticated, body: CreateUserBody): Promise<CreateUserResponse> {
    if (!can(actor.user, MANAGE)) {
      throw new ForbiddenError();
    }
    const errors: FieldErrors = {};
    if (await users.findByUid(body.uid)) {
      errors.uid = [message('users.uidTaken')];
    }
    if (body.welcome === 'email' && body.email === null) {
      errors.email = [message('users.emailForInvitation')];
    }
    const known = new Set(await users.existingRoleKeys());
    const unknownRoles = body.roles.filter((key) => !known.has(key));
    if (unknownRoles.length > 0) {
      errors.roles = [message('users.unknownRole', { roles: unknownRoles.join(', ') })];
    }
    const groupIds = [...new Set(body.groups)];
    const foundGroups = new Set(await users.existingGroupIds(groupIds));
    const unknownGroups = groupIds.filter((id) => !foundGroups.has(id));
    if (unknownGroups.length > 0) {
      errors.groups = [message('users.unknownGroup', { groups: unknownGroups.join(', ') })];
    }
    if (Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    if (body.roles.includes(SUPER_ADMIN_ROLE) && !isSuperAdmin(actor.user)) {
      throw new ForbiddenError('users.superRoleBySuper');
    }
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password, passwordHashing);
    const now = toInstant(clock());
    const mail = body.welcome === 'email' ? await welcomeOf(body, password) : null;
    const id = await inTransaction(db, async (trx) => {
      const created = await users.create(
        {
          uid: body.uid,
          name: body.name,
          email: body.email,
          language: body.language,
          password_hash: passwordHash,
          must_change_password: 1,
          first_password: 1,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      await users.setRoles(created, body.roles, trx);
      await users.addToGroups(created, groupIds, trx);
      await audit.record(trx, {
        action: 'create',
        entityType: 'user',
        entityId: created,
        label: body.name,
        after: { uid: body.uid, name: body.name, email: body.email, language: body.language, roles: body.roles },
      });
      if (mail) {
        await outbox.queue(trx, { to: body.email!, userId: created, subject: mail.subject, text: mail.text });
      }
      return created;
    }).catch((error: unknown) => {
      // Another request added the uid between the check above and this insert.
      throw isUniqueViolation(error) ? new ValidationFailedError({ uid: [message('users.uidTaken')] }) : error;
    });
    return { user: await detail(actor, id), temporary_password: body.welcome === 'password' ? password : null };
  }

  return {
    create,

    /**
     * Anyone signed in finds people by name (to invite them, to name a person responsible); their e-mail addresses
     * only with `users.manage`, and each their own (issue 13, finding 11).
     */
    async search(
      actor: Authenticated,
      filter: { query?: string | undefined; id?: number | undefined; role?: string | undefined },
    ): Promise<UserSummary[]> {
      const found = await users.search({ ...filter, limit: USER_SEARCH_LIMIT });
      return found.map((user) => withVisibleEmail(actor.actor, user));
    },

    /** The administration list: one page of users with their roles. */
    async page(filter: AdminUsersQuery): Promise<{ data: AdminUser[]; meta: PageMeta }> {
      const { rows, total } = await users.page({ query: filter.query, page: filter.page, perPage: filter.per_page });
      const roleKeys = await users.roleKeysOf(rows.map((row) => row.id));
      return {
        data: rows.map(({ disabled_at, ...row }) => ({
          ...row,
          roles: (roleKeys.get(row.id) ?? []).map((key) => ({ key })),
          disabled: disabled_at !== null,
        })),
        meta: {
          current_page: filter.page,
          last_page: Math.max(1, Math.ceil(total / filter.per_page)),
          per_page: filter.per_page,
          total,
        },
      };
    },

    roles() {
      return users.roles();
    },

    detail,

    /**
     * Disables the account: it cannot sign in, and every session of it (and every session acting as it) ends in the
     * same transaction — each request reads its session from the database, so on every process at once.
     */
    async disable(actor: Authenticated, id: number): Promise<AdminUserDetail> {
      const target = await manageable(actor, id);
      const now = toInstant(clock());
      await inTransaction(db, async (trx) => {
        await users.update(target.id, { disabled_at: target.disabled_at ?? now, updated_at: now }, trx);
        await sessions.deleteForUser(target.id, null, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'user',
          entityId: target.id,
          label: target.name,
          before: { disabled: target.disabled_at !== null },
          after: { disabled: true },
        });
      });
      return detail(actor, target.id);
    },

    async enable(actor: Authenticated, id: number): Promise<AdminUserDetail> {
      const target = await manageable(actor, id);
      await inTransaction(db, async (trx) => {
        await users.update(target.id, { disabled_at: null, updated_at: toInstant(clock()) }, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'user',
          entityId: target.id,
          label: target.name,
          before: { disabled: target.disabled_at !== null },
          after: { disabled: false },
        });
      });
      return detail(actor, target.id);
    },

    /**
     * Sets a temporary password (returned once, for the administrator to hand over) that the user must change at
     * the next sign-in; their sessions end, so nobody keeps using the account on the old password.
     */
    async resetPassword(actor: Authenticated, id: number): Promise<{ temporary_password: string }> {
      const target = await manageable(actor, id);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password, passwordHashing);
      await inTransaction(db, async (trx) => {
        await users.update(
          target.id,
          { password_hash: passwordHash, must_change_password: 1, first_password: 0, updated_at: toInstant(clock()) },
          trx,
        );
        await sessions.deleteForUser(target.id, null, trx);
        // Keys without "password" in them: the audit log drops those as secrets.
        await audit.record(trx, {
          action: 'update',
          entityType: 'user',
          entityId: target.id,
          label: target.name,
          before: { credentials_reset_at: null },
          after: { credentials_reset_at: toInstant(clock()), change_required_at_sign_in: true },
        });
      });
      return { temporary_password: password };
    },

    async get(actor: Authenticated, id: number): Promise<CurrentUser> {
      return present(actor, await editable(actor, id));
    },

    async update(actor: Authenticated, id: number, body: UpdateUserBody): Promise<CurrentUser> {
      const target = await editable(actor, id);
      if (body.roles) {
        await checkRoles(actor, target, body.roles);
      }
      const roles = body.roles;
      await inTransaction(db, async (trx) => {
        const before = await snapshotOf(target.id, trx);
        await users.update(
          target.id,
          {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.email !== undefined &&
              body.email !== target.email && {
                email: body.email,
                // Typed by its owner, unchecked: no provider links the account by it (university-sign-in.md).
                email_set_by_owner: toFlag(target.id === actor.user.id && actor.session.impersonator_id === null),
              }),
            ...(body.language !== undefined && { language: body.language }),
            updated_at: toInstant(clock()),
          },
          trx,
        );
        if (roles) {
          await users.setRoles(target.id, roles, trx);
        }
        const after = await snapshotOf(target.id, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'user',
          entityId: target.id,
          label: after.name,
          before,
          after,
        });
      });
      return present(actor, (await users.findById(target.id)) as User);
    },

    async updateReminders(actor: Authenticated, id: number, body: UpdateRemindersBody): Promise<CurrentUser> {
      const target = await editable(actor, id);
      // Only another hour than the one the reminder follows is a choice: switching it at the default hour shown keeps
      // it following the default when an administrator changes that.
      const chosen = target.reminder_hour_chosen === 1 || body.reminder_hour !== (await defaultReminderHour()) ? 1 : 0;
      await users.update(target.id, {
        daily_reminder: toFlag(body.daily_reminder),
        reminder_hour: body.reminder_hour,
        reminder_hour_chosen: chosen,
        updated_at: toInstant(clock()),
      });
      return present(actor, (await users.findById(target.id)) as User);
    },

    async setLanguage(actor: Authenticated, language: Language): Promise<CurrentUser> {
      await users.update(actor.user.id, { language, updated_at: toInstant(clock()) });
      return present(actor, (await users.findById(actor.user.id)) as User);
    },

    /**
     * Changes the signed-in user's password and ends their other sessions. Every fault of the three fields at once: a
     * wrong current password and a new one that does not match. A check of the current password counts as a sign-in
     * attempt from `request`'s address (429 past the limit), so that an open session cannot guess it.
     */
    async changePassword(actor: Authenticated, body: ChangePasswordRequest, request: RequestContext): Promise<void> {
      const errors: FieldErrors = {};
      const user = await users.findById(actor.user.id);
      if (!body.current_password) {
        errors.current_password = [message('schema.currentPasswordRequired')];
      } else {
        const attempt = await throttle({ uid: actor.user.uid, ip: request.ip, log: request.log });
        if (!user || !(await verifyPassword(user.password_hash, body.current_password, passwordHashing))) {
          errors.current_password = [message('users.currentPasswordIncorrect')];
        } else {
          await attempt.succeeded();
        }
      }
      const strength = passwordSchema.safeParse(body.password);
      if (!strength.success) {
        errors.password = strength.error.issues.map((issue) => schemaMessage(issue.message));
      }
      if (body.password !== body.password_confirmation) {
        errors.password_confirmation = [message('schema.passwordConfirmation')];
      }
      // After a reset the administrator knows the current (temporary) password: keeping it is no change.
      if (body.current_password && body.password === body.current_password) {
        errors.password = [...(errors.password ?? []), message('schema.passwordUnchanged')];
      }
      if (!user || Object.keys(errors).length > 0) {
        throw new ValidationFailedError(errors);
      }
      const passwordHash = await hashPassword(body.password, passwordHashing);
      await inTransaction(db, async (trx) => {
        await users.update(
          user.id,
          { password_hash: passwordHash, must_change_password: 0, first_password: 0, updated_at: toInstant(clock()) },
          trx,
        );
        await sessions.deleteForUser(user.id, actor.session.id, trx);
      });
    },

    async setDefaultResource(actor: Authenticated, resourceId: number): Promise<CurrentUser> {
      if (!(await resources.exists(resourceId))) {
        throw new NotFoundError('resource');
      }
      await users.update(actor.user.id, { subscribed_resource_id: resourceId, updated_at: toInstant(clock()) });
      return present(actor, (await users.findById(actor.user.id)) as User);
    },

    /** Clears the user's default resource (`DELETE /api/users/default-resource`); nothing to clear is fine. */
    async clearDefaultResource(actor: Authenticated): Promise<CurrentUser> {
      await users.update(actor.user.id, { subscribed_resource_id: null, updated_at: toInstant(clock()) });
      return present(actor, (await users.findById(actor.user.id)) as User);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

import { createHash, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { can, type CurrentUser, hasFewerAbilities, type SessionState, type TokenScope } from '@laikas/contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Config } from '../config.js';
import { type Session, type User, toInstant } from '../db/database.js';
import { type Actor } from '../domain/permissions.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationFailedError,
} from '../errors.js';
import { type AttemptRule, type LoginAttemptRepository } from '../repositories/login-attempts.js';
import { type SessionRepository } from '../repositories/sessions.js';
import { type RolesAndAbilities, type UserRepository } from '../repositories/users.js';
import { presentUser } from './current-user.js';
import { verifyPassword } from './passwords.js';
import { message } from '../i18n/index.js';

export const INVALID_CREDENTIALS = message('auth.invalidCredentials');

/** The API token a request came with (issue 35). */
export interface TokenIdentity {
  id: number;
  name: string;
  scopes: TokenScope[];
}

/** A signed-in request: its session, the user it acts as, and that user as permission checks read them. */
export interface Authenticated {
  session: Session;
  user: CurrentUser;
  actor: Actor;
  /** Set when the request came with an API token rather than a session cookie. */
  token?: TokenIdentity;
}

/** The identity of a session (or a token) acting as `user` with `access`. */
export function authenticatedAs(
  session: Session,
  user: User,
  access: RolesAndAbilities,
  token?: TokenIdentity,
): Authenticated {
  const current = presentUser(user, access, session.impersonator_id !== null);
  return {
    ...(token && { token }),
    session,
    user: current,
    actor: {
      id: user.id,
      name: user.name,
      email: user.email,
      abilities: current.abilities,
      roles: current.roles,
      groupIds: access.groupIds,
    },
  };
}

export interface AuthServiceDependencies {
  users: UserRepository;
  sessions: SessionRepository;
  attempts: LoginAttemptRepository;
  config: Pick<Config, 'session' | 'loginRateLimit' | 'passwordHashing'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Whether local passwords work for everyone or only for super administrators (issue 30: break-glass). */
  localPasswords?: () => Promise<'everyone' | 'super_admins'>;
}

const asHolder = (access: RolesAndAbilities) => ({
  abilities: access.abilities,
  roles: access.roles.map((key) => ({ key })),
});

/**
 * Whether someone with `rights` may act as someone with `target`'s: `users.manage`, and the target holds strictly
 * fewer abilities (issue 15), so that nobody gains through another account a right they lack.
 */
export function mayImpersonate(rights: RolesAndAbilities, target: RolesAndAbilities): boolean {
  const holder = asHolder(rights);
  return can(holder, 'users.manage') && hasFewerAbilities(holder, asHolder(target));
}

export const ACCOUNT_DISABLED = message('auth.accountDisabledContact');

/** The request a security-log line belongs to: its logger (which adds the request id) and the client's address. */
export interface RequestContext {
  log: FastifyBaseLogger;
  ip: string;
}

/** The stored id of a session token (the cookie holds the token, the table only its hash). */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The client a sign-in attempt counts against: an IPv4 address as it is, an IPv6 one by its /64 (the least one host
 * is given), so that a guesser cannot start afresh from each of the addresses it holds.
 */
export function throttledClientOf(ip: string): string {
  if (!isIPv6(ip)) {
    return ip;
  }
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) {
    return mapped[1]!;
  }
  // An IPv4 tail (`64:ff9b::192.0.2.1`) stands for the last two groups, which the /64 leaves out anyway.
  const [head = '', tail] = address.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0').split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

// Sessions are touched at most once a minute so that reads do not turn into writes.
const TOUCH_AFTER_MS = 60_000;

export const LOCAL_PASSWORDS_OFF = message('auth.localPasswordsOff');

/** Where a new session comes from: the client's address and browser, and the session it had before, if any. */
export interface SessionRequest {
  ip: string;
  userAgent: string | undefined;
  previousToken: string | undefined;
  /** The request's logger (its lines carry the request id); the service's otherwise. */
  log?: FastifyBaseLogger;
}

export function createAuthService({
  users,
  sessions,
  attempts,
  config,
  clock,
  log,
  localPasswords = async () => 'everyone',
}: AuthServiceDependencies) {
  const lifetimeMs = config.session.lifetimeMinutes * 60_000;
  const absoluteLifetimeMs = config.session.absoluteLifetimeMinutes * 60_000;
  /** A session ends when idle for its lifetime, and at the latest its absolute lifetime after it began. */
  const expiryOf = (createdAt: number, now: Date) =>
    toInstant(new Date(Math.min(now.getTime() + lifetimeMs, createdAt + absoluteLifetimeMs)));

  /** When `session` ends as stored, seen at `now` (issue 32: the app warns before the end). */
  const stateOf = (session: Pick<Session, 'created_at' | 'expires_at'>, now: Date): SessionState => {
    const end = Date.parse(session.expires_at);
    return {
      expires_at: session.expires_at,
      seconds_left: Math.max(0, Math.floor((end - now.getTime()) / 1000)),
      can_extend: end < Date.parse(session.created_at) + absoluteLifetimeMs,
    };
  };

  async function load(session: Session): Promise<Authenticated | undefined> {
    const user = await users.findById(session.user_id);
    if (!user) {
      return undefined;
    }
    return authenticatedAs(session, user, await users.rolesAndAbilities(user.id));
  }

  const { perUidAndAddress, perAddress, windowSeconds, firstDelaySeconds, maxDelaySeconds } = config.loginRateLimit;
  // One uid from one address: a few tries, then growing waits; the window slides, so a quiet hour resets it.
  const pairRule: AttemptRule = {
    limit: perUidAndAddress,
    windowSeconds: windowSeconds * 4,
    sliding: true,
    firstDelaySeconds,
    maxDelaySeconds,
  };
  // One address, every uid (a campus behind one NAT signs in from one address): a high limit of its own.
  const addressRule: AttemptRule = {
    limit: perAddress,
    windowSeconds,
    sliding: false,
    firstDelaySeconds,
    maxDelaySeconds,
  };

  /** Counts the attempt on the counter, or refuses it (429) while the counter makes attempts wait. */
  async function admit(
    key: string,
    rule: AttemptRule,
    context: Record<string, unknown>,
    requestLog: FastifyBaseLogger,
  ): Promise<void> {
    const now = clock();
    if ((await attempts.attempt(key, now, rule)) === undefined) {
      const retryAfter = await attempts.secondsToWait(key, now);
      requestLog.warn(
        { event: 'login.throttled', ...context, counter: key.split(':')[0], retryAfter },
        'login throttled',
      );
      throw new TooManyRequestsError(retryAfter);
    }
  }

  /**
   * Counts a sign-in attempt of `uid` from `ip` (a password, Laikas's or a directory's), or refuses it (429) while
   * the counters make attempts wait; `succeeded()` forgets them once the password was right.
   */
  async function throttle(input: { uid: string; ip: string; log?: FastifyBaseLogger }) {
    const requestLog = input.log ?? log;
    // OWASP: throttle one uid from one address with growing waits rather than lock the account, so a guesser
    // elsewhere never locks its owner out; each address has a high limit of its own across uids.
    const client = throttledClientOf(input.ip);
    const pairKey = `pair:${client} ${input.uid.toLowerCase()}`;
    const ipKey = `ip:${client}`;
    const context = { uid: input.uid, ip: input.ip };
    await admit(ipKey, addressRule, context, requestLog);
    await admit(pairKey, pairRule, context, requestLog);
    return {
      async succeeded() {
        await attempts.clear(pairKey);
        await attempts.forgive(ipKey);
      },
    };
  }

  /**
   * Opens a new session for `user` (a new id: any session the client had is ended, which defeats session fixation):
   * after a password (login) or a university sign-in (issue 30).
   */
  async function openSession(user: User, input: SessionRequest & { via?: string }) {
    const requestLog = input.log ?? log;
    const now = clock();
    if (input.previousToken) {
      await sessions.delete(sessionIdOf(input.previousToken));
    }
    const token = randomBytes(32).toString('base64url');
    const session: Session = {
      id: sessionIdOf(token),
      user_id: user.id,
      impersonator_id: null,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
      created_at: toInstant(now),
      last_seen_at: toInstant(now),
      expires_at: expiryOf(now.getTime(), now),
    };
    await sessions.create(session);
    requestLog.info(
      {
        event: 'login.succeeded',
        uid: user.uid,
        userId: user.id,
        impersonatorId: null,
        ip: input.ip,
        ...(input.via && { via: input.via }),
      },
      'login succeeded',
    );
    const authenticated = await load(session);
    if (!authenticated) {
      throw new Error('The user vanished while signing in');
    }
    return { ...authenticated, token };
  }

  return {
    /**
     * The session of a cookie token, when it exists and has not expired; slides its expiry. `request`: the request's
     * logger and address for the security log (its lines then carry the request id). `touch: false`: the call is
     * not activity (the app asking when the session ends must not move that end).
     */
    async authenticate(
      token: string | undefined,
      request?: RequestContext,
      { touch = true }: { touch?: boolean } = {},
    ): Promise<Authenticated | undefined> {
      if (!token || token.length > 128) {
        return undefined;
      }
      const now = clock();
      const found = await sessions.findActiveWithUser(sessionIdOf(token), toInstant(now));
      if (!found) {
        return undefined;
      }
      const { session, user, access } = found;
      // Disabling deletes the sessions too; this check also ends one that a concurrent request was touching.
      if (user.disabled_at !== null) {
        return undefined;
      }
      if (touch && now.getTime() - Date.parse(session.last_seen_at) > TOUCH_AFTER_MS) {
        await sessions.touch(session.id, toInstant(now), expiryOf(Date.parse(session.created_at), now));
      }
      if (session.impersonator_id !== null) {
        // The impersonator's rights are checked on every request (issue 13, finding 9): an administrator whose
        // rights were removed meanwhile is back in their own account, acting with their own (lesser) rights.
        const impersonator = await users.findById(session.impersonator_id);
        const rights = impersonator ? await users.rolesAndAbilities(impersonator.id) : undefined;
        if (!impersonator || !rights || !mayImpersonate(rights, access)) {
          await sessions.setActingUser(session.id, session.impersonator_id, null);
          (request?.log ?? log).warn(
            {
              event: 'impersonation.ended',
              impersonatorId: session.impersonator_id,
              userId: user.id,
              ip: request?.ip ?? null,
            },
            'impersonation ended: the impersonator may no longer impersonate',
          );
          if (!impersonator || !rights) {
            return undefined;
          }
          return authenticatedAs({ ...session, user_id: impersonator.id, impersonator_id: null }, impersonator, rights);
        }
      }
      return authenticatedAs(session, user, access);
    },

    /**
     * Checks the credentials and opens a new session (a new id: any session the client had is ended, which
     * defeats session fixation). Failed attempts count per uid and per address; past the limit → 429.
     */
    throttle,

    async login(input: SessionRequest & { uid: string; password: string }) {
      const requestLog = input.log ?? log;
      const context = { uid: input.uid, ip: input.ip };
      const attempt = await throttle({ uid: input.uid, ip: input.ip, log: requestLog });

      const user = await users.findByUid(input.uid);
      const valid = await verifyPassword(user?.password_hash ?? null, input.password, config.passwordHashing);
      if (!user || !valid) {
        requestLog.warn({ event: 'login.failed', ...context, userId: user?.id ?? null }, 'login failed');
        throw new ValidationFailedError({ uid: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      if (user.disabled_at !== null) {
        // Told only after the right password, so that the message says nothing about an account to a guesser.
        requestLog.warn({ event: 'login.disabled', ...context, userId: user.id }, 'login refused: account disabled');
        throw new ValidationFailedError({ uid: [ACCOUNT_DISABLED] }, ACCOUNT_DISABLED);
      }

      if ((await localPasswords()) === 'super_admins') {
        const { abilities } = await users.rolesAndAbilities(user.id);
        if (!abilities.includes('*')) {
          requestLog.warn({ event: 'login.localPasswordsOff', ...context, userId: user.id }, 'login refused: local');
          throw new ValidationFailedError({ uid: [LOCAL_PASSWORDS_OFF] }, LOCAL_PASSWORDS_OFF);
        }
      }
      return openSession(user, input);
    },

    openSession,

    /** When the session ends, as stored: reading it does not move the end (issue 32). */
    sessionState(session: Session): SessionState {
      return stateOf(session, clock());
    },

    /**
     * "Stay signed in" (issue 32, WCAG 2.2.1): the session's idle end moves to a full lifetime from now, as any call
     * would, but at once (not at most once a minute) and never past its absolute end.
     */
    async extendSession(session: Session): Promise<SessionState> {
      const now = clock();
      const expiresAt = expiryOf(Date.parse(session.created_at), now);
      await sessions.touch(session.id, toInstant(now), expiresAt);
      return stateOf({ created_at: session.created_at, expires_at: expiresAt }, now);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) {
        await sessions.delete(sessionIdOf(token));
      }
    },

    /** The session starts acting as `targetId`; the administrator is remembered to return to. */
    async impersonate(actor: Authenticated, targetId: number, request?: RequestContext): Promise<CurrentUser> {
      if (actor.session.impersonator_id !== null) {
        throw new ConflictError('auth.stopImpersonatingFirst');
      }
      if (actor.user.id === targetId) {
        throw new ConflictError('auth.impersonateSelf');
      }
      const target = await users.findById(targetId);
      if (!target) {
        throw new NotFoundError('user');
      }
      const access = await users.rolesAndAbilities(target.id);
      if (!hasFewerAbilities(actor.user, asHolder(access))) {
        throw new ForbiddenError('auth.impersonateFewerAbilities');
      }
      if (target.disabled_at !== null) {
        throw new ConflictError('auth.accountDisabled');
      }
      await sessions.setActingUser(actor.session.id, target.id, actor.user.id);
      (request?.log ?? log).info(
        { event: 'impersonation.started', impersonatorId: actor.user.id, userId: target.id, ip: request?.ip ?? null },
        'impersonation started',
      );
      return presentUser(target, access, true);
    },

    async stopImpersonating(current: Authenticated, request?: RequestContext): Promise<CurrentUser> {
      const impersonatorId = current.session.impersonator_id;
      if (impersonatorId === null) {
        throw new ConflictError('auth.notImpersonating');
      }
      const administrator = await users.findById(impersonatorId);
      if (!administrator) {
        throw new NotFoundError('administrator');
      }
      await sessions.setActingUser(current.session.id, administrator.id, null);
      (request?.log ?? log).info(
        { event: 'impersonation.stopped', impersonatorId, userId: current.user.id, ip: request?.ip ?? null },
        'impersonation stopped',
      );
      return presentUser(administrator, await users.rolesAndAbilities(administrator.id), false);
    },

    /** Removes expired sessions and stale login counters (run periodically). */
    async prune(): Promise<void> {
      const now = toInstant(clock());
      await sessions.deleteExpired(now);
      await attempts.deleteExpired(now);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

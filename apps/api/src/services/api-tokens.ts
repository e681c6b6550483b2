import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiToken,
  type CreatedApiToken,
  TOKEN_PREFIX,
  TOKEN_SCOPES,
  type TokenKind,
  type TokenScope,
} from '@laikas/contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Kysely } from 'kysely';
import { type Database, toInstant } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { type AuditSnapshot } from '../domain/auditChanges.js';
import { ForbiddenError, NotFoundError, ValidationFailedError } from '../errors.js';
import { message } from '../i18n/index.js';
import { type ApiTokenRepository, type ApiTokenWithOwner } from '../repositories/api-tokens.js';
import { type UserRepository } from '../repositories/users.js';
import { type AuditService } from './audit.js';
import { type Authenticated, authenticatedAs } from './auth.js';

/** The most tokens one person may hold of each kind (a program needs a few, not thousands). */
export const MAX_TOKENS_PER_OWNER = 50;
// A token's last use is written at most once a minute, so that reads do not turn into writes.
const TOUCH_AFTER_MS = 60_000;

/** The stored hash of a token's secret. */
export function tokenHashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The bearer secret of an `Authorization` header, or undefined when it names another scheme or none. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

export function parseScopes(text: string): TokenScope[] {
  return text.split(',').filter((scope): scope is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(scope));
}

/** The scope a call needs: `read` for GET and HEAD, `write` for every call that may change something. */
export function scopeFor(method: string): TokenScope {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';
}

function present(row: ApiTokenWithOwner): ApiToken {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    scopes: parseScopes(row.scopes),
    hint: row.hint,
    owner: { id: row.user_id, name: row.owner_name },
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
  };
}

/** A token as the audit log keeps it: what it may do and as whom, never its secret, hash or hint. */
function auditSnapshot(row: ApiTokenWithOwner): AuditSnapshot {
  return {
    kind: row.kind,
    name: row.name,
    scopes: parseScopes(row.scopes),
    user_id: row.user_id,
    expires_at: row.expires_at,
  };
}

export interface ApiTokenServiceDependencies {
  db: Kysely<Database>;
  tokens: ApiTokenRepository;
  users: UserRepository;
  /** Who made or revoked which token is audited, in the transaction of the change. */
  audit: Pick<AuditService, 'record'>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/*
 * API tokens (issue 35). A token acts as its owner; its calls carry the owner's permissions as they are at that
 * moment (read from the database on every call, so a revoked token, a disabled owner or a removed ability counts at
 * once on every process), intersected with its scopes: without `admin` the owner's abilities are left out. Making
 * and revoking one is audited: with `admin` a token acts with its owner's administration rights.
 */
export function createApiTokenService({ db, tokens, users, audit, clock, log }: ApiTokenServiceDependencies) {
  return {
    async create(
      actor: Authenticated,
      kind: TokenKind,
      body: { name: string; scopes: TokenScope[]; expires_in_days: number | null },
    ): Promise<CreatedApiToken> {
      // An administrator acting as someone else makes no token in their name: it would outlive the impersonation.
      if (actor.session.impersonator_id !== null) {
        throw new ForbiddenError('tokens.notWhileImpersonating');
      }
      const now = clock();
      const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const expiresAt =
        body.expires_in_days === null ? null : toInstant(new Date(now.getTime() + body.expires_in_days * 86_400_000));
      const row = await inTransaction(db, async (trx) => {
        // Each person's own: another administrator's service tokens leave this one's count alone.
        if ((await tokens.countOwned(actor.user.id, kind, trx)) >= MAX_TOKENS_PER_OWNER) {
          throw new ValidationFailedError({ name: [message('tokens.tooMany', { count: MAX_TOKENS_PER_OWNER })] });
        }
        const id = await tokens.insert(
          {
            user_id: actor.user.id,
            kind,
            name: body.name,
            scopes: body.scopes.join(','),
            token_hash: tokenHashOf(secret),
            hint: secret.slice(0, TOKEN_PREFIX.length + 4),
            created_by: actor.user.id,
            created_at: toInstant(now),
            last_used_at: null,
            expires_at: expiresAt,
          },
          trx,
        );
        const inserted = await tokens.findById(id, trx);
        if (!inserted) {
          throw new NotFoundError('token');
        }
        await audit.record(trx, {
          action: 'create',
          entityType: 'api_token',
          entityId: id,
          label: inserted.name,
          after: auditSnapshot(inserted),
        });
        return inserted;
      });
      log.info({ event: 'token.created', tokenId: row.id, kind, userId: actor.user.id }, 'API token created');
      return { token: present(row), secret };
    },

    async list(filter: { kind: 'personal'; userId: number } | { kind: 'service' }): Promise<ApiToken[]> {
      return (await tokens.list(filter)).map(present);
    },

    /** Revokes a token at once: the row goes, so the next call with it is 401 on every process. */
    async revoke(actor: Authenticated, kind: TokenKind, id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await tokens.findById(id, trx);
        if (!row || row.kind !== kind || (kind === 'personal' && row.user_id !== actor.user.id)) {
          throw new NotFoundError('token');
        }
        await tokens.delete(id, trx);
        await audit.record(trx, {
          action: 'delete',
          entityType: 'api_token',
          entityId: id,
          label: row.name,
          before: auditSnapshot(row),
        });
      });
      log.info({ event: 'token.revoked', tokenId: id, kind, userId: actor.user.id }, 'API token revoked');
    },

    /** The signed-in identity of a bearer secret, or undefined when it is unknown, revoked or expired. */
    async authenticate(secret: string): Promise<Authenticated | undefined> {
      if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 128) {
        return undefined;
      }
      const now = clock();
      const row = await tokens.findLiveByHash(tokenHashOf(secret), toInstant(now));
      if (!row) {
        return undefined;
      }
      const user = await users.findById(row.user_id);
      if (!user || user.disabled_at !== null) {
        return undefined;
      }
      if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) > TOUCH_AFTER_MS) {
        await tokens.touch(row.id, toInstant(now));
      }
      const scopes = parseScopes(row.scopes);
      const access = await users.rolesAndAbilities(user.id);
      const granted = scopes.includes('admin')
        ? access
        : { ...access, abilities: [], roles: access.roles.filter((role) => role !== 'super_admin') };
      return authenticatedAs(
        {
          // A token is no session: the identity has the shape of one so that the use cases read it alike.
          id: `token:${row.id}`,
          user_id: user.id,
          impersonator_id: null,
          ip: null,
          user_agent: null,
          created_at: row.created_at,
          last_seen_at: toInstant(now),
          expires_at: row.expires_at ?? toInstant(new Date(8.64e15)),
        },
        user,
        granted,
        { id: row.id, name: row.name, scopes },
      );
    },
  };
}
export type ApiTokenService = ReturnType<typeof createApiTokenService>;

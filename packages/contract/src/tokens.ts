import { z } from 'zod';
import { idSchema } from './common.js';

/*
 * API tokens (issue 35): a program calls the API with `Authorization: Bearer <token>` instead of a session cookie.
 * A personal token belongs to the person who made it (scopes read and write); a service token is made by an
 * administrator for another system and may also carry `admin`. A token's calls carry its owner's permissions
 * intersected with its scopes: `read` lets it call GET, `write` POST/PUT/PATCH/DELETE, and only `admin` keeps the
 * owner's abilities (without it the token acts as its owner holding none).
 */
export const TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** The scopes a personal token may carry. */
export const PERSONAL_TOKEN_SCOPES = ['read', 'write'] as const satisfies readonly TokenScope[];

export const TOKEN_KINDS = ['personal', 'service'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** How long a new token lasts, in days; null: until revoked. */
export const TOKEN_LIFETIMES = [7, 30, 90, 365] as const;

/** Every token begins with this, so that secret scanners and people recognise one. */
export const TOKEN_PREFIX = 'laikas_';

export const apiTokenSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TOKEN_KINDS),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  /** The first characters of the secret, to tell tokens apart (never enough to use one). */
  hint: z.string(),
  /** The person the token acts as. */
  owner: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  /** Instants, ISO-8601 UTC; null: never used / never expires. */
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

const scopesSchema = <Scopes extends readonly [TokenScope, ...TokenScope[]]>(scopes: Scopes) =>
  z
    .array(z.enum(scopes))
    .min(1)
    .max(scopes.length)
    .transform((list) => [...new Set(list)]);

const tokenBody = {
  name: z.string().trim().min(1).max(100),
  /** Days until it expires (7, 30, 90 or 365); null or absent: until revoked. */
  expires_in_days: z
    .literal(TOKEN_LIFETIMES)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
};

export const personalTokenBodySchema = z.object({ ...tokenBody, scopes: scopesSchema(PERSONAL_TOKEN_SCOPES) });
export type PersonalTokenBody = z.input<typeof personalTokenBodySchema>;
export const serviceTokenBodySchema = z.object({ ...tokenBody, scopes: scopesSchema(TOKEN_SCOPES) });
export type ServiceTokenBody = z.input<typeof serviceTokenBodySchema>;

export const apiTokenListResponseSchema = z.object({ data: z.array(apiTokenSchema) });
/** A new token: the secret is in this answer only; the server keeps its hash. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
export const createdApiTokenResponseSchema = z.object({ data: createdApiTokenSchema });
export const apiTokenParamsSchema = z.object({ id: idSchema });

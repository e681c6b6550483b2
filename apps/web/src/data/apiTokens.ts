import type { ApiToken, CreatedApiToken, PersonalTokenBody, ServiceTokenBody, TokenKind } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

/** Where each kind of token is listed and made (issue 35). */
const PATHS: Record<TokenKind, string> = { personal: '/api/user/tokens', service: '/api/admin/service-tokens' };
const keyOf = (kind: TokenKind) => ['api-tokens', kind] as const;

/** The signed-in person's tokens, or (administrators) every service token. */
export function useApiTokens(kind: TokenKind) {
  return useSWR(keyOf(kind), () => api.get<ApiToken[]>(PATHS[kind]));
}

/** Makes a token; the answer holds its secret, shown once. */
export async function createApiToken(
  kind: TokenKind,
  body: PersonalTokenBody | ServiceTokenBody,
): Promise<CreatedApiToken> {
  const created = await api.post<CreatedApiToken>(PATHS[kind], body);
  await mutate(keyOf(kind));
  return created;
}

/** Revokes a token: every later call with it is refused at once. */
export async function revokeApiToken(kind: TokenKind, id: number): Promise<void> {
  await api.delete(`${PATHS[kind]}/${id}`);
  await mutate(keyOf(kind));
}

import type { CreatedApiToken, PersonalTokenBody, ServiceTokenBody, TokenKind } from '@laikas/contract';
import { write } from './calls';
import { api } from './client';

/** Where each kind of token is listed and made (issue 35): the signed-in person's, or (administrators) services'. */
export const API_TOKENS: Record<TokenKind, string> = {
  personal: '/api/user/tokens',
  service: '/api/admin/service-tokens',
};

/** Makes a token; the answer holds its secret, shown once. */
export function createApiToken(kind: TokenKind, body: PersonalTokenBody | ServiceTokenBody): Promise<CreatedApiToken> {
  return write('api-tokens', api.post<CreatedApiToken>(API_TOKENS[kind], body));
}

/** Revokes a token: every later call with it is refused at once. */
export async function revokeApiToken(kind: TokenKind, id: number): Promise<void> {
  await write('api-tokens', api.delete(`${API_TOKENS[kind]}/${id}`));
}

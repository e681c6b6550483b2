import type { TokenKind } from '@laikas/contract';

/** Where each kind of token is listed and made (issue 35): the signed-in person's, or (administrators) services'. */
export const API_TOKENS: Record<TokenKind, string> = {
  personal: '/api/user/tokens',
  service: '/api/admin/service-tokens',
};

import type { IdentityProviderTrial } from '@laikas/contract';
import useSWR from 'swr';
import { write } from './calls';
import { api } from './client';

/** The university sign-ins and whether local passwords work for everyone (super administrators). */
export const IDENTITY_PROVIDERS = '/api/admin/identity-providers';

/** The result of a round trip to a provider (`?trial=`), which the server keeps for one reading. */
export function useIdentityProviderTrial(triedId: string | null) {
  return useSWR(triedId ? ['identity-provider-trial', triedId] : null, () =>
    api.get<IdentityProviderTrial>(`${IDENTITY_PROVIDERS}/trial`, undefined, { quiet: true }),
  );
}

/** Writes a provider (created or replaced); the list is read again. True once written. */
export async function saveIdentityProvider(id: string, body: object) {
  await write('identity-providers', api.put(`${IDENTITY_PROVIDERS}/${encodeURIComponent(id)}`, body));
  return true;
}

/** A trial sign-in with an LDAP directory: a test person's uid and password, nobody signed in. */
export function tryLdapProvider(id: string, uid: string, password: string) {
  return api.post<IdentityProviderTrial>(`${IDENTITY_PROVIDERS}/${encodeURIComponent(id)}/try`, { uid, password });
}

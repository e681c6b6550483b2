import type { IdentityProvider, IdentityProviderTrial } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

/** A provider with where it comes from: the settings (edited here) or the environment (SSO_PROVIDERS, read only). */
export interface ListedProvider {
  provider: IdentityProvider;
  source: 'environment' | 'settings';
}
export interface ProviderList {
  data: ListedProvider[];
  local_passwords: 'everyone' | 'super_admins';
}

const KEY = ['identity-providers'] as const;

/** The university sign-ins and whether local passwords work for everyone (super administrators). */
export function useIdentityProviders() {
  return useSWR(KEY, () => api.get<ProviderList>('/api/admin/identity-providers', undefined, { raw: true }));
}

/** The result of a round trip to a provider (`?trial=`), which the server keeps for one reading. */
export function useIdentityProviderTrial(triedId: string | null) {
  return useSWR(triedId ? ['identity-provider-trial', triedId] : null, () =>
    api.get<IdentityProviderTrial>('/api/admin/identity-providers/trial', undefined, { quiet: true }),
  );
}

/** Writes a provider (created or replaced); the list is read again. True once written. */
export async function saveIdentityProvider(id: string, body: object) {
  await api.put(`/api/admin/identity-providers/${encodeURIComponent(id)}`, body);
  await mutate(KEY);
  return true;
}

export async function deleteIdentityProvider(id: string) {
  await api.delete(`/api/admin/identity-providers/${id}`);
  await mutate(KEY);
}

export async function saveLocalPasswords(value: ProviderList['local_passwords']) {
  await api.put('/api/admin/local-passwords', { local_passwords: value });
  await mutate(KEY);
}

/** A trial sign-in with an LDAP directory: a test person's uid and password, nobody signed in. */
export function tryLdapProvider(id: string, uid: string, password: string) {
  return api.post<IdentityProviderTrial>(`/api/admin/identity-providers/${encodeURIComponent(id)}/try`, {
    uid,
    password,
  });
}

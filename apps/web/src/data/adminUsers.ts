import type { AdminUser, CurrentUser, PageMeta, Role } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

/** Spec 5: a user search starts after more than 2 typed characters; fewer (or none) lists everyone. */
export function effectiveUserQuery(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.length > 2 ? trimmed : '';
}

export function useAdminUsers(query: { page: number; per_page: number; query: string }) {
  return useSWR(
    ['users', 'admin', query.page, query.per_page, query.query] as const,
    () => api.get<{ data: AdminUser[]; meta: PageMeta }>('/api/admin/users', { ...query }, { raw: true }),
    { keepPreviousData: true },
  );
}

export function useAdminUser(id: number) {
  return useSWR(['users', 'admin-one', id] as const, () => api.get<CurrentUser>(`/api/users/${id}`));
}

export function useRoles() {
  return useSWR(['users', 'roles'] as const, () => api.get<Role[]>('/api/roles'));
}

export async function updateUser(id: number, body: { roles: string[]; language: 'lt' | 'en' }) {
  const saved = await api.put<CurrentUser>(`/api/users/${id}`, body);
  await mutate((key: unknown) => Array.isArray(key) && key[0] === 'users');
  return saved;
}

export function impersonate(id: number) {
  return api.post<CurrentUser>(`/api/users/${id}/impersonate`);
}

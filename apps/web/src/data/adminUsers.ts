import type {
  AdminReservationRow,
  AdminUser,
  AdminUserDetail,
  CreateUserBody,
  CreateUserResponse,
  CurrentUser,
  PageMeta,
  Role,
  UpdateUserBody,
} from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

/** Every users read (lists, pages, roles) is fetched again after a change. */
const refreshUsers = () => mutate((key: unknown) => Array.isArray(key) && key[0] === 'users');

/** Spec 5: a user search starts after more than 2 typed characters; fewer (or none) lists everyone. */
export function effectiveUserQuery(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.length > 2 ? trimmed : '';
}

export function useAdminUsers(query: { page: number; per_page: number; query?: string }) {
  return useSWR(
    ['users', 'admin', query.page, query.per_page, query.query] as const,
    () => api.get<{ data: AdminUser[]; meta: PageMeta }>('/api/admin/users', { ...query }, { raw: true }),
    { keepPreviousData: true },
  );
}

/** The user page: the account, its groups and roles, and whether the caller may manage it. */
export function useAdminUser(id: number) {
  return useSWR(['users', 'admin-one', id] as const, () => api.get<AdminUserDetail>(`/api/admin/users/${id}`));
}

/** One page of the reservations a user made or is responsible for (newest first). */
export function useUserReservations(id: number, query: { page: number; per_page: number; search: string }) {
  return useSWR(
    ['users', 'admin-reservations', id, query.page, query.per_page, query.search] as const,
    () =>
      api.get<{ data: AdminReservationRow[]; meta: PageMeta }>(
        `/api/admin/users/${id}/reservations`,
        { ...query, direction: 'desc' },
        { raw: true },
      ),
    { keepPreviousData: true },
  );
}

/** Disables or enables the account (a disabled one cannot sign in; its sessions end at once). */
export async function setUserDisabled(id: number, disabled: boolean) {
  const saved = await api.post<AdminUserDetail>(`/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`);
  await refreshUsers();
  return saved;
}

/** Sets a temporary password that the user must change at the next sign-in; answers it once. */
export async function resetUserPassword(id: number) {
  const result = await api.post<{ temporary_password: string }>(`/api/admin/users/${id}/reset-password`);
  await refreshUsers();
  return result;
}


export async function updateUser(id: number, body: UpdateUserBody) {
  const saved = await api.put<CurrentUser>(`/api/users/${id}`, body);
  await refreshUsers();
  return saved;
}

export function impersonate(id: number) {
  return api.post<CurrentUser>(`/api/users/${id}/impersonate`);
}

/** The roles a user manager can assign (`GET /api/roles`). */
export function useRoles() {
  return useSWR(['users', 'roles'] as const, () => api.get<Role[]>('/api/roles'));
}

/** Adds one account (issue 27); answers it and, unless it went by e-mail, its temporary password. */
export async function createUser(body: CreateUserBody) {
  const created = await api.post<CreateUserResponse>('/api/admin/users', body);
  await refreshUsers();
  return created;
}

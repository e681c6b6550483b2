import type {
  AdminUserDetail,
  CreateUserBody,
  CreateUserResponse,
  CurrentUser,
  Role,
  UpdateUserBody,
} from '@laikas/contract';
import { useGet, write } from './calls';
import { api } from './client';

/** Spec 5: a user search starts after more than 2 typed characters; fewer (or none) lists everyone. */
export function effectiveUserQuery(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.length > 2 ? trimmed : '';
}

/** Disables or enables the account (a disabled one cannot sign in; its sessions end at once). */
export function setUserDisabled(id: number, disabled: boolean) {
  return write('users', api.post<AdminUserDetail>(`/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`));
}

/** Sets a temporary password that the user must change at the next sign-in; answers it once. */
export function resetUserPassword(id: number) {
  return write('users', api.post<{ temporary_password: string }>(`/api/admin/users/${id}/reset-password`));
}

export function updateUser(id: number, body: UpdateUserBody) {
  return write('users', api.put<CurrentUser>(`/api/users/${id}`, body));
}

export function impersonate(id: number) {
  return api.post<CurrentUser>(`/api/users/${id}/impersonate`);
}

/** The roles a user manager can assign (`GET /api/roles`). */
export function useRoles() {
  return useGet<Role[]>('users', '/api/roles');
}

/** Adds one account (issue 27); answers it and, unless it went by e-mail, its temporary password. */
export function createUser(body: CreateUserBody) {
  return write('users', api.post<CreateUserResponse>('/api/admin/users', body));
}

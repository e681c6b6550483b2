import type { CreateUserBody, CreateUserResponse, Role } from '@laikas/contract';
import { useGet, write } from './calls';
import { api } from './client';

/** Spec 5: a user search starts after more than 2 typed characters; fewer (or none) lists everyone. */
export function effectiveUserQuery(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.length > 2 ? trimmed : '';
}

/** The roles a user manager can assign (`GET /api/roles`). */
export function useRoles() {
  return useGet<Role[]>('users', '/api/roles');
}

/** Adds one account (issue 27); answers it and, unless it went by e-mail, its temporary password. */
export function createUser(body: CreateUserBody) {
  return write('users', api.post<CreateUserResponse>('/api/admin/users', body));
}

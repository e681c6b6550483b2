import Database from 'better-sqlite3';
import { inject } from './server';

/** An account's roles and groups as the e2e server's database holds them (what a sign-in gave the person). */
export function accountOf(uid: string): { roles: string[]; groups: string[] } {
  const database = new Database(inject('databaseFile'), { readonly: true, timeout: 5000 });
  try {
    const roles = database
      .prepare(
        'select roles.key from users join user_roles on user_roles.user_id = users.id ' +
          'join roles on roles.id = user_roles.role_id where users.uid = ? order by roles.key',
      )
      .all(uid) as { key: string }[];
    const groups = database
      .prepare(
        'select groups.name from users join group_users on group_users.user_id = users.id ' +
          'join groups on groups.id = group_users.group_id where users.uid = ? order by groups.name',
      )
      .all(uid) as { name: string }[];
    return { roles: roles.map((row) => row.key), groups: groups.map((row) => row.name) };
  } finally {
    database.close();
  }
}

/** The identity providers an account is linked to (which ways the person has signed in), by provider id. */
export function providersOf(uid: string): string[] {
  const database = new Database(inject('databaseFile'), { readonly: true, timeout: 5000 });
  try {
    const rows = database
      .prepare(
        'select distinct user_identities.provider_id from users join user_identities on ' +
          'user_identities.user_id = users.id where users.uid = ? order by user_identities.provider_id',
      )
      .all(uid) as { provider_id: string }[];
    return rows.map((row) => row.provider_id);
  } finally {
    database.close();
  }
}

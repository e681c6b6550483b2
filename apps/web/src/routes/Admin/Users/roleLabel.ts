import { type TFunction } from 'i18next';

/**
 * A role as a person reads it, in the interface's language: the built-in roles by their key; a role an installation
 * added by its stored name (issue 28: "Teacher" on a Lithuanian screen, `student` in the users table).
 */
export function roleLabel(t: TFunction<'web'>, role: { key: string; name?: string }): string {
  return t(`admin.users.roleNames.${role.key}`, { defaultValue: role.name ?? role.key });
}

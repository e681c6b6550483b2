import { type CurrentUser, type PasswordChangeReason } from '@laikas/contract';
import { type User } from '../db/database.js';
import { type RolesAndAbilities } from '../repositories/users.js';

/** The user as the API shows it to themselves (and to administrators). */
export function presentUser(user: User, access: RolesAndAbilities, impersonated: boolean): CurrentUser {
  // An administrator acting as the user is not the one who knows the temporary password.
  const mustChange = !impersonated && user.must_change_password === 1;
  let reason: PasswordChangeReason | null = null;
  if (mustChange) {
    reason = user.first_password === 1 ? 'new_account' : 'reset';
  }
  return {
    id: user.id,
    uid: user.uid,
    name: user.name,
    email: user.email,
    roles: access.roles.map((key) => ({ key })),
    abilities: access.abilities,
    language: user.language,
    impersonated,
    subscribed_calendar: user.subscribed_resource_id,
    daily_reminder: user.daily_reminder === 1,
    reminder_hour: user.reminder_hour,
    reminder_hour_chosen: user.reminder_hour_chosen === 1,
    must_change_password: mustChange,
    password_change_reason: reason,
  };
}

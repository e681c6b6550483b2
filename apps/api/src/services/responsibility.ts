import { can, hasRole } from '@laikas/contract';
import { type Actor } from '../domain/permissions.js';
import { type FieldErrors } from '../errors.js';
import { type UserRepository } from '../repositories/users.js';
import { message } from '../i18n/index.js';

/** What a reservation names: its person responsible and the groups that attend. */
export interface Naming {
  personResponsible: number | null | undefined;
  groupIds: readonly number[];
}

/**
 * Who may name whom (issue 13, finding 10; docs/decisions/who-names-a-person-responsible.md). A person responsible
 * gets the reservation into their timetable and the right to edit it; an attending group gets it into every member's
 * timetable. So:
 * - anyone may be their own person responsible;
 * - a teacher may name another teacher or an administrator; a reservation manager may name anyone; nobody else
 *   names others;
 * - only teachers and reservation or group managers attach groups.
 * What a reservation already names stays allowed on an edit (an edit may keep what a manager set).
 */
export function createResponsibilityRules(users: Pick<UserRepository, 'isStaff'>) {
  return {
    /** Field errors for what the author may not name (none when all is allowed). */
    async check(
      actor: Actor,
      wanted: Naming,
      current: Naming | undefined,
      trx?: Parameters<UserRepository['isStaff']>[1],
    ): Promise<FieldErrors> {
      const errors: FieldErrors = {};
      const manager = can(actor, 'reservations.manage');
      const teacher = hasRole(actor, 'teacher');
      const named = wanted.personResponsible;
      if (named != null && named !== actor.id && named !== current?.personResponsible && !manager) {
        if (!teacher) {
          errors.person_responsible = [message('reservation.personResponsibleSelf')];
        } else if (!(await users.isStaff(named, trx))) {
          errors.person_responsible = [message('reservation.personResponsibleTeacher')];
        }
      }
      const added = wanted.groupIds.filter((id) => !(current?.groupIds ?? []).includes(id));
      if (added.length > 0 && !manager && !teacher && !can(actor, 'groups.manage')) {
        errors.groups = [message('reservation.groupsByTeachers')];
      }
      return errors;
    },
  };
}
export type ResponsibilityRules = ReturnType<typeof createResponsibilityRules>;

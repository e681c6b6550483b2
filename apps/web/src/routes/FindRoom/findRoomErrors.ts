import type { TFunction } from 'i18next';
import { formProblems, type FindRoomForm } from './findRoomQuery';

/** The ids of the finder's fields: a search that cannot be asked puts the focus on the first one at fault. */
export const findRoomFieldIds = {
  date: 'find-room-date',
  from: 'find-room-from',
  to: 'find-room-to',
  slots: 'find-room-slots',
  capacity: 'find-room-capacity',
} as const;

/** What is wrong with a field, in words, by field (none for a field that is fine). */
export type FindRoomErrors = Partial<Record<keyof typeof findRoomFieldIds, string>>;

/** What is wrong with the form, by field; a date or time not chosen only once a search was `tried`. */
export function findRoomErrors(t: TFunction<'web'>, form: FindRoomForm, tried: boolean): FindRoomErrors {
  const problems = formProblems(form);
  const errors: FindRoomErrors = {};
  if (tried && !form.date) {
    errors.date = t('findRoom.errors.chooseDate');
  }
  if (form.mode === 'slot') {
    if (tried && (problems.from || problems.to)) {
      errors.slots = t('findRoom.errors.chooseSlots');
    }
  } else {
    if (tried && problems.from) {
      errors.from = t('findRoom.errors.chooseTime');
    }
    if (problems.to === 'endBeforeStart') {
      errors.to = t('findRoom.errors.endBeforeStart');
    } else if (tried && problems.to) {
      errors.to = t('findRoom.errors.chooseTime');
    }
  }
  if (problems.capacity) {
    errors.capacity = t('findRoom.errors.atLeastOne');
  }
  return errors;
}

/** Puts the focus on the first field with an error (a slot picker's first slot); false when there is none. */
export function focusFirstError(errors: FindRoomErrors): boolean {
  const fault = (Object.keys(findRoomFieldIds) as (keyof FindRoomErrors)[]).find((key) => errors[key]);
  if (!fault) {
    return false;
  }
  const field = document.getElementById(findRoomFieldIds[fault]);
  (field?.matches('select, input, button') ? field : field?.querySelector<HTMLElement>('button:enabled'))?.focus();
  return true;
}

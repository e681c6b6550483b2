import { type ReservationType, type TimeOfDay, toTimeOfDay } from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';

/** Something with an id and a name: a group, an annex, a resource. */
export interface NamedOption {
  id: number;
  name: string;
}

/** A person the form can name as responsible or invite. */
export interface PersonOption {
  id: number;
  name: string;
  email?: string | null;
  /** The person's login (a student number): what tells namesakes apart where their e-mail is not shown. */
  uid?: string | null;
  /** The person's group, shown next to the name when known. */
  group?: string | null;
  /** An invitee's answer (the API gives it to the people involved). */
  status?: 'pending' | 'accepted' | 'declined' | null;
}

/** A resource as a reservation carries it (`reservable`). */
export interface ReservableReference {
  id: number;
  name: string;
}

/**
 * A reservation as the form receives it: the API's reservation (spec 3), leniently typed so that
 * callers can pass what they have — times as `{hours, minutes}` or `HH:MM`, `reservable` as a list
 * or one object, people as ids or objects.
 */
export interface ReservationFormData {
  id?: number | null;
  name?: string | null;
  description?: string | null;
  from?: string | null;
  to?: string | null;
  from_time?: TimeOfDay | string | null;
  to_time?: TimeOfDay | string | null;
  type?: ReservationType | null;
  person_responsible?: number | PersonOption | null;
  responsible?: PersonOption | null;
  groups?: readonly NamedOption[] | null;
  invitations?: readonly PersonOption[] | null;
  /** How many are invited: a reader not involved gets no `invitations`, only this number. */
  invitation_count?: number | null;
  annexes?: readonly NamedOption[] | null;
  reservable?: ReservableReference | readonly ReservableReference[] | null;
  resource_id?: number | null;
  resource?: NamedOption | null;
  is_remote?: 0 | 1 | boolean | null;
  remote_address?: string | null;
  /** The creator: the calendar export's organizer. */
  user?: PersonOption | null;
  repeater?: Repeater | null;
  repeater_id?: number | null;
  detached?: boolean | null;
  is_batch?: boolean | null;
  can_edit?: boolean | null;
  can_delete?: boolean | null;
}

/** What the form edits. Keys are the API's field names, so server errors land on them directly. */
export interface ReservationFormValues {
  /** Resource ids; more than one makes a batch. */
  reservable: number[];
  name: string;
  description: string;
  /** The date (`YYYY-MM-DD`); a reservation ends on the day it starts. */
  from: string;
  from_time: TimeOfDay | null;
  to_time: TimeOfDay | null;
  type: ReservationType;
  person_responsible: PersonOption | null;
  groups: number[];
  invitations: PersonOption[];
  annexes: number[];
  is_remote: boolean;
  remote_address: string;
  repeater: Repeater | null;
}

/** What a new reservation starts from (a click on free time passes the resource, date and times). */
export interface ReservationFormSeed {
  reservable?: readonly number[];
  from?: string;
  from_time?: TimeOfDay | string | null;
  to_time?: TimeOfDay | string | null;
  type?: ReservationType;
  /** Who is responsible (the teacher of a lecture); the app passes the signed-in teacher. */
  person_responsible?: PersonOption | null;
  /** A repeat rule to start with (the room finder passes the repetition it searched for). */
  repeater?: Repeater | null;
}

export const formModes = ['create', 'update', 'view'] as const;
export type FormMode = (typeof formModes)[number];

/** No id means create; an existing reservation is updated when `can_edit`, else only shown. */
export function getFormMode(reservation: ReservationFormData | null | undefined): FormMode {
  if (reservation?.id === undefined || reservation.id === null) {
    return 'create';
  }
  return reservation.can_edit ? 'update' : 'view';
}

/** The resource ids a reservation is on: its `reservable` list or object, else `resource_id` or `resource`. */
export function getReservableIds(reservation: ReservationFormData): number[] {
  const { reservable } = reservation;
  if (Array.isArray(reservable)) {
    return reservable.map((resource: ReservableReference) => resource.id);
  }
  if (reservable && !Array.isArray(reservable)) {
    return [(reservable as ReservableReference).id];
  }
  if (typeof reservation.resource_id === 'number') {
    return [reservation.resource_id];
  }
  return reservation.resource ? [reservation.resource.id] : [];
}

/** The responsible person as an option: the `responsible` object, or the id alone when only that is known. */
function responsibleOf(reservation: ReservationFormData): PersonOption | null {
  const { person_responsible: person, responsible } = reservation;
  if (person !== null && typeof person === 'object') {
    return person;
  }
  if (responsible) {
    return responsible;
  }
  return typeof person === 'number' ? { id: person, name: String(person) } : null;
}

/**
 * The values the form starts with: a saved reservation as it is (times converted from `HH:MM`),
 * or a new one of type lecture on the seed's resource, date, times and person responsible.
 */
export function getFormDefaults(
  reservation: ReservationFormData | null | undefined,
  seed: ReservationFormSeed = {},
): ReservationFormValues {
  if (!reservation) {
    return {
      reservable: [...(seed.reservable ?? [])],
      name: '',
      description: '',
      from: seed.from ?? '',
      from_time: toTimeOfDay(seed.from_time),
      to_time: toTimeOfDay(seed.to_time),
      type: seed.type ?? 'lecture',
      person_responsible: seed.person_responsible ? { ...seed.person_responsible } : null,
      groups: [],
      invitations: [],
      annexes: [],
      is_remote: false,
      remote_address: '',
      repeater: seed.repeater ? { ...seed.repeater, weekdays: [...seed.repeater.weekdays] } : null,
    };
  }
  return {
    reservable: getReservableIds(reservation).length > 0 ? getReservableIds(reservation) : [...(seed.reservable ?? [])],
    name: reservation.name ?? '',
    description: reservation.description ?? '',
    from: reservation.from ?? seed.from ?? '',
    from_time: toTimeOfDay(reservation.from_time ?? seed.from_time),
    to_time: toTimeOfDay(reservation.to_time ?? seed.to_time),
    type: reservation.type ?? seed.type ?? 'lecture',
    person_responsible: responsibleOf(reservation),
    groups: (reservation.groups ?? []).map((group) => group.id),
    invitations: (reservation.invitations ?? []).map((person) => ({ ...person })),
    annexes: (reservation.annexes ?? []).map((annex) => annex.id),
    is_remote: Boolean(reservation.is_remote),
    remote_address: reservation.remote_address ?? '',
    repeater: reservation.repeater ? { ...reservation.repeater, weekdays: [...reservation.repeater.weekdays] } : null,
  };
}

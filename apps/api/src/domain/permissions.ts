import { can } from '@laikas/contract';

export interface Actor {
  id: number;
  /** Shown as the author of what they write. */
  name: string;
  /** Their e-mail, for the answers of their own writes (calendar export); absent where not known. */
  email?: string | null;
  abilities: readonly string[];
  roles: readonly { key: string }[];
  groupIds: readonly number[];
}

/** Who is tied to a reservation, as permission checks read it. */
export interface ReservationPeople {
  userId: number | null;
  personResponsible: number | null;
  invitedUserIds: readonly number[];
  groupIds: readonly number[];
  end: Date;
}

/** Editing and deleting: the creator, the person responsible, or `reservations.manage`. Only managers touch history. */
export function reservationPermissions(
  actor: Actor,
  reservation: ReservationPeople,
  now: Date,
): { can_edit: boolean; can_delete: boolean } {
  if (can(actor, 'reservations.manage')) {
    return { can_edit: true, can_delete: true };
  }
  const isOwner = reservation.userId === actor.id || reservation.personResponsible === actor.id;
  const isOver = reservation.end.getTime() <= now.getTime();
  const allowed = isOwner && !isOver;
  return { can_edit: allowed, can_delete: allowed };
}

/**
 * Whose e-mail address a viewer may read: their own, and everyone's with `users.manage` (issue 13, finding 11).
 * Nobody else's, in any answer: being in the same reservation or group does not show an address.
 */
export function canSeeEmailOf(viewer: Pick<Actor, 'id' | 'abilities' | 'roles'>, personId: number): boolean {
  return personId === viewer.id || can(viewer, 'users.manage');
}

/** The person as `viewer` may see them: `email` null unless `canSeeEmailOf` (lists whose shape requires the field). */
export function withVisibleEmail<P extends { id: number; email: string | null }>(
  viewer: Pick<Actor, 'id' | 'abilities' | 'roles'>,
  person: P,
): P {
  return canSeeEmailOf(viewer, person.id) ? person : { ...person, email: null };
}

/** Seeing a reservation in full: its creator, its person responsible, who is invited, its groups, or a manager. */
export function canSeeReservation(actor: Actor, reservation: ReservationPeople): boolean {
  return (
    can(actor, 'reservations.manage') ||
    reservation.userId === actor.id ||
    reservation.personResponsible === actor.id ||
    reservation.invitedUserIds.includes(actor.id) ||
    reservation.groupIds.some((groupId) => actor.groupIds.includes(groupId))
  );
}

/** Reserving a resource: everybody when it allows anybody, otherwise its groups' members or a manager. */
export function canReserveResource(
  actor: Actor,
  resource: { allowAnybody: boolean; groupIds: readonly number[] },
): boolean {
  return (
    !reservingDependsOnGroups(actor, resource.allowAnybody) ||
    resource.groupIds.some((groupId) => actor.groupIds.includes(groupId))
  );
}

/** Whether the resource's groups decide if the actor may reserve it (otherwise they need not be read). */
export function reservingDependsOnGroups(actor: Actor, allowAnybody: boolean): boolean {
  return !allowAnybody && !can(actor, 'reservations.manage');
}

/** A new reservation waits for approval on a resource that is not pre-approved, unless a manager makes it. */
export function initialStatus(actor: Actor, resourceApproved: boolean): 'approved' | 'pending' {
  return resourceApproved || can(actor, 'reservations.manage') ? 'approved' : 'pending';
}

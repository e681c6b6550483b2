import type { TimeOfDay, TimeSpan } from '@laikas/contract/time';

/** A resource the form can reserve, with the settings the form needs (spec 3). */
export interface ReservationResource {
  id: number;
  name: string;
  settings?: {
    allow_remote_reservations?: boolean;
    available_slots?: readonly TimeSpan[] | null;
    forbidden_slots?: readonly TimeSpan[] | null;
    /** The daily window the resource can be reserved in. */
    from?: TimeOfDay | null;
    to?: TimeOfDay | null;
  } | null;
}

/** The chosen resources, in the order chosen, skipping ids the list does not know. */
export function getChosenResources(
  resources: readonly ReservationResource[],
  ids: readonly number[],
): ReservationResource[] {
  return ids.flatMap((id) => resources.filter((resource) => resource.id === id));
}

/**
 * Whether the remote checkbox is offered: every chosen resource allows remote reservations (the
 * server checks each one of a batch), and at least one is chosen.
 */
export function canReserveRemotely(resources: readonly ReservationResource[], ids: readonly number[]): boolean {
  const chosen = getChosenResources(resources, ids);
  return chosen.length > 0 && chosen.every((resource) => resource.settings?.allow_remote_reservations === true);
}

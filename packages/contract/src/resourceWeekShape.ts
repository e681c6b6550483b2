import type { Reservation, SeriesRepeater } from './reservations.js';
import type { ResourceWeek } from './resourceWeek.js';

/*
 * The room week call's answer as the spec's reservations, without zod: a module of its own, so that a web screen
 * that reshapes the week does not bundle (and evaluate) the schemas `resourceWeek.ts` builds (issue 18).
 */

/**
 * The week's reservations in the spec's shape again: `reservable` and `resource` from the one resource, `repeater`
 * from the week's series, and the fields told by the others (`resource_id`, `reservable_id`, `has_annexes`).
 */
export function reservationsOfWeek(week: ResourceWeek): Reservation[] {
  const { resource } = week;
  const reservable = { id: resource.id, name: resource.name, address: resource.address, settings: resource.settings };
  const named = { id: resource.id, name: resource.name };
  const series = new Map<number, SeriesRepeater>(week.repeaters.map(({ id, ...repeater }) => [id, repeater]));
  return week.reservations.map((reservation) => ({
    ...reservation,
    // The week leaves rejected reservations out.
    rejection_reason: null,
    has_annexes: reservation.annexes.length > 0,
    reservable,
    reservable_id: reservation.item_id ?? resource.id,
    resource_id: resource.id,
    resource: named,
    repeater:
      reservation.repeater_id === null || reservation.detached ? null : (series.get(reservation.repeater_id) ?? null),
  }));
}

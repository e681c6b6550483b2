import { type Repeater as ApiRepeater, type Reservation as ApiReservation, type WeekdayKey } from '@laikas/contract';
import { type Repeater, type Reservation, type Resource } from '../db/database.js';
import { type Actor, canSeeReservation, reservationPermissions } from '../domain/permissions.js';
import { toLocal, toLocalEnd } from '../domain/time.js';
import { type PresentationNames, type ReservationRepository } from '../repositories/reservations.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { settingsOf } from './resources.js';

export function repeaterOf(row: Repeater): ApiRepeater {
  return {
    type: row.type,
    interval: row.interval,
    until: row.until,
    weekdays: JSON.parse(row.weekdays) as WeekdayKey[],
  };
}

function groupBy<T extends { reservation_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.reservation_id) ?? [];
    list.push(row);
    map.set(row.reservation_id, list);
  }
  return map;
}

export interface PresenterDependencies {
  reservations: ReservationRepository;
  resources: ResourceRepository;
  repeaters: RepeaterRepository;
  timeZone: string;
}

/** Turns occurrence rows into the API's reservations (spec 3), with the permissions of the asking user. */
export function createReservationPresenter({ reservations, resources, repeaters, timeZone }: PresenterDependencies) {
  /**
   * `known`: resources the caller has already read (the week's resource, a write's targets), only the others are
   * looked up; and the names when the caller knows them all (a fresh write without links). Otherwise the names
   * come in one query, plus one for repeat rules when a row repeats.
   */
  return async function present(
    rows: readonly Reservation[],
    actor: Actor,
    now: Date,
    known: { resources?: readonly Resource[]; names?: PresentationNames | undefined } = {},
  ): Promise<ApiReservation[]> {
    if (rows.length === 0) {
      return [];
    }
    const unique = (values: (number | null)[]) => [
      ...new Set(values.filter((value): value is number => value !== null)),
    ];
    const resourceById = new Map<number, Resource>((known.resources ?? []).map((row) => [row.id, row]));
    const [resourceRows, repeaterRows, names] = await Promise.all([
      resources.findByIds(unique(rows.map((row) => row.resource_id)).filter((id) => !resourceById.has(id))),
      repeaters.findByIds(unique(rows.map((row) => row.repeater_id))),
      known.names ??
        reservations.presentation({
          reservationIds: rows.map((row) => row.id),
          userIds: unique(rows.flatMap((row) => [row.creator_id, row.person_responsible_id])),
          batchIds: unique(rows.map((row) => row.batch_id)),
        }),
    ]);
    for (const row of resourceRows) {
      resourceById.set(row.id, row);
    }
    const settingsById = new Map([...resourceById.values()].map((row) => [row.id, settingsOf(row)]));
    const repeaterById = new Map(repeaterRows.map((row) => [row.id, repeaterOf(row)]));
    const userById = new Map(names.users.map((user) => [user.id, user]));
    const batchSize = names.batchSizes;
    const groups = groupBy(names.groups);
    const invitations = groupBy(names.invitations);
    const annexes = groupBy(names.annexes);

    return rows.map((row) => {
      const resource = resourceById.get(row.resource_id)!;
      const start = toLocal(new Date(row.starts_at), timeZone);
      const end = toLocalEnd(new Date(row.ends_at), timeZone);
      const rowGroups = (groups.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      const rowInvitations = (invitations.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      const rowAnnexes = (annexes.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      const people = {
        userId: row.creator_id,
        personResponsible: row.person_responsible_id,
        invitedUserIds: rowInvitations.map((user) => user.id),
        groupIds: rowGroups.map((group) => group.id),
        end: new Date(row.ends_at),
      };
      // Timetables are public within the university; who is invited and where to join is for those involved.
      const involved = canSeeReservation(actor, people);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        from: start.date,
        to: end.date,
        from_time: start.time,
        to_time: end.time,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        type: row.type,
        status: row.status,
        person_responsible: row.person_responsible_id,
        responsible: row.person_responsible_id === null ? null : (userById.get(row.person_responsible_id) ?? null),
        groups: rowGroups,
        invitations: involved ? rowInvitations : [],
        annexes: rowAnnexes,
        has_annexes: rowAnnexes.length > 0,
        reservable: {
          id: resource.id,
          name: resource.name,
          address: resource.address,
          settings: settingsById.get(resource.id)!,
        },
        reservable_id: row.item_id ?? row.resource_id,
        resource_id: row.resource_id,
        resource: { id: resource.id, name: resource.name },
        item_id: row.item_id,
        is_remote: row.is_remote,
        remote_address: involved ? row.remote_address : null,
        user: row.creator_id === null ? null : (userById.get(row.creator_id) ?? null),
        repeater: row.repeater_id === null || row.detached === 1 ? null : (repeaterById.get(row.repeater_id) ?? null),
        repeater_id: row.repeater_id,
        batch_id: row.batch_id,
        is_batch: row.batch_id !== null && (batchSize.get(row.batch_id) ?? 0) > 1,
        detached: row.detached === 1,
        ...reservationPermissions(actor, people, now),
      };
    });
  };
}
export type ReservationPresenter = ReturnType<typeof createReservationPresenter>;

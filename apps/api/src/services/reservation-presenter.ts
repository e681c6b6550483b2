import {
  can,
  type Repeater as ApiRepeater,
  type Reservation as ApiReservation,
  type ResourceSettings,
  type ResourceWeekReservation,
  type ResourceWeekSeries,
  type SeriesRepeater,
  type WeekdayKey,
} from '@laikas/contract';
import { type Repeater, type Reservation, type Resource } from '../db/database.js';
import { type Actor, canSeeEmailOf, canSeeReservation, reservationPermissions } from '../domain/permissions.js';
import { toLocal, toLocalEnd } from '@laikas/contract/time';
import { type PresentationNames, type ReservationRepository } from '../repositories/reservations.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type InvitationAnswer, type ReservationContactRepository } from '../repositories/reservation-contacts.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { settingsOf } from './resources.js';

/** The rule with where its series starts and the dates it skips (the calendar export's DTSTART and EXDATE). */
function seriesRepeaterOf(row: Repeater, excluded: readonly string[]): SeriesRepeater {
  return { ...repeaterOf(row), starts_on: row.starts_on, excluded_dates: [...excluded] };
}

export function repeaterOf(row: Repeater): ApiRepeater {
  return {
    type: row.type,
    interval: row.interval,
    until: row.until,
    weekdays: JSON.parse(row.weekdays) as WeekdayKey[],
  };
}

/** Gives a person their `email` when `actor` may read it (from `emails`), and leaves them as they are otherwise. */
function emailsFor(actor: Actor, emails: ReadonlyMap<number, string | null>) {
  return <P extends { id: number; name: string }>(person: P | null) => {
    if (person === null || !canSeeEmailOf(actor, person.id)) {
      return person;
    }
    const email = person.id === actor.id && actor.email !== undefined ? actor.email : emails.get(person.id);
    return email === undefined ? person : { ...person, email };
  };
}

/** The distinct ids among `values`, nulls left out. */
const unique = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

export interface PresenterDependencies {
  reservations: ReservationRepository;
  resources: ResourceRepository;
  repeaters: RepeaterRepository;
  /** Invitation answers (for the reservations the asking user is involved in) and, for `users.manage`, e-mails. */
  contacts: ReservationContactRepository;
  timeZone: string;
}

interface Known {
  /** Resources the caller has already read (the week's resource, a write's targets): only the others are read. */
  resources?: readonly Resource[];
  /** The names, when the caller knows them all (a fresh write without links). */
  names?: PresentationNames | undefined;
}

/** Turns occurrence rows into the API's reservations (spec 3), with the permissions of the asking user. */
export function createReservationPresenter({
  reservations,
  resources,
  repeaters,
  contacts,
  timeZone,
}: PresenterDependencies) {
  /** The resources, series (with their excluded dates) and names that `rows` point at, one query each. */
  async function readLinks(rows: readonly Reservation[], known: Known) {
    const resourceById = new Map<number, Resource>((known.resources ?? []).map((row) => [row.id, row]));
    const repeaterIds = unique(rows.map((row) => (row.detached === 1 ? null : row.repeater_id)));
    const [resourceRows, repeaterRows, exclusions, names] = await Promise.all([
      resources.findByIds(unique(rows.map((row) => row.resource_id)).filter((id) => !resourceById.has(id))),
      repeaters.findByIds(repeaterIds),
      repeaters.exclusionsOfMany(repeaterIds),
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
    const excludedOf = new Map<number, string[]>();
    for (const { repeater_id: id, date } of exclusions) {
      excludedOf.set(id, [...(excludedOf.get(id) ?? []), date]);
    }
    const repeaterById = new Map(
      repeaterRows.map((row) => [row.id, seriesRepeaterOf(row, excludedOf.get(row.id) ?? [])]),
    );
    return { resourceById, repeaterById, names };
  }

  /**
   * The e-mail addresses and invitation answers the asking user may read: answers only for the reservations they
   * are involved in (or manage); addresses only their own and, with `users.manage`, everyone's
   * (docs/decisions/whose-email-addresses.md). A fresh write without links answers with the addresses it knows (its
   * author's, the responsible's): its round trips stay as few as they are.
   */
  async function readContacts(
    rows: readonly Reservation[],
    involvedRows: readonly Reservation[],
    invitations: Map<number, { id: number }[]>,
    actor: Actor,
    known: Known,
  ): Promise<{ emails: Map<number, string | null>; answers: InvitationAnswer[] }> {
    if (known.names) {
      return { emails: new Map(known.names.users.map((user) => [user.id, user.email ?? null])), answers: [] };
    }
    return contacts.contactsOf({
      reservationIds: involvedRows.filter((row) => invitations.has(row.id)).map((row) => row.id),
      userIds: can(actor, 'users.manage')
        ? unique([
            ...rows.flatMap((row) => [row.creator_id, row.person_responsible_id]),
            ...involvedRows.flatMap((row) => (invitations.get(row.id) ?? []).map((user) => user.id)),
          ])
        : [],
    });
  }

  /**
   * The reservations without what the room week's call sends once or leaves to the client (`ResourceWeekReservation`:
   * no copies of their resource, no series rule), with the resources and series they point at. The names come in
   * one query unless known, plus one for repeat rules when a row repeats.
   */
  async function presentApart(
    rows: readonly Reservation[],
    actor: Actor,
    now: Date,
    known: Known = {},
  ): Promise<{
    reservations: ResourceWeekReservation[];
    resourceById: Map<number, Resource>;
    repeaterById: Map<number, SeriesRepeater>;
  }> {
    if (rows.length === 0) {
      const resourceById = new Map<number, Resource>((known.resources ?? []).map((row) => [row.id, row]));
      return { reservations: [], resourceById, repeaterById: new Map() };
    }
    const { resourceById, repeaterById, names } = await readLinks(rows, known);
    // Names only: a fresh write's known people carry their e-mails, which `withEmail` gives to whom it may.
    const userById = new Map(names.users.map(({ id, name }) => [id, { id, name }]));
    const batchSize = names.batchSizes;
    const groups = Map.groupBy(names.groups, (row) => row.reservation_id);
    const invitations = Map.groupBy(names.invitations, (row) => row.reservation_id);
    const annexes = Map.groupBy(names.annexes, (row) => row.reservation_id);
    const people = rows.map((row) => ({
      userId: row.creator_id,
      personResponsible: row.person_responsible_id,
      invitedUserIds: (invitations.get(row.id) ?? []).map((user) => user.id),
      groupIds: (groups.get(row.id) ?? []).map((group) => group.id),
      end: new Date(row.ends_at),
    }));
    const involved = people.map((person) => canSeeReservation(actor, person));
    const involvedRows = rows.filter((_, index) => involved[index]);
    const contactsRead = await readContacts(rows, involvedRows, invitations, actor, known);
    const answerOf = new Map(
      contactsRead.answers.map((answer) => [`${answer.reservation_id}:${answer.user_id}`, answer.status]),
    );
    const withEmail = emailsFor(actor, contactsRead.emails);

    const presented = rows.map((row, index): ResourceWeekReservation => {
      const start = toLocal(new Date(row.starts_at), timeZone);
      const end = toLocalEnd(new Date(row.ends_at), timeZone);
      const rowGroups = (groups.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      const rowInvitations = (invitations.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      const rowAnnexes = (annexes.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      // Timetables are public within the university; who is invited and where to join is for those involved.
      const isInvolved = involved[index]!;
      const responsible = row.person_responsible_id === null ? null : (userById.get(row.person_responsible_id) ?? null);
      const creator = row.creator_id === null ? null : (userById.get(row.creator_id) ?? null);
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
        responsible: withEmail(responsible),
        groups: rowGroups,
        invitations: isInvolved
          ? rowInvitations.map((user) => ({
              ...withEmail(user)!,
              status: answerOf.get(`${row.id}:${user.id}`) ?? 'pending',
            }))
          : [],
        invitation_count: rowInvitations.length,
        annexes: rowAnnexes,
        item_id: row.item_id,
        is_remote: row.is_remote,
        remote_address: isInvolved ? row.remote_address : null,
        user: withEmail(creator),
        repeater_id: row.repeater_id,
        batch_id: row.batch_id,
        is_batch: row.batch_id !== null && (batchSize.get(row.batch_id) ?? 0) > 1,
        detached: row.detached === 1,
        ...reservationPermissions(actor, people[index]!, now),
      };
    });
    return { reservations: presented, resourceById, repeaterById };
  }

  /** The reservations as the spec's calls answer them, each with its resource and its series' rule. */
  async function present(
    rows: readonly Reservation[],
    actor: Actor,
    now: Date,
    known: Known = {},
  ): Promise<ApiReservation[]> {
    const apart = await presentApart(rows, actor, now, known);
    const settingsById = new Map<number, ResourceSettings>();
    return apart.reservations.map((reservation, index) => {
      const row = rows[index]!;
      const resource = apart.resourceById.get(row.resource_id)!;
      let settings = settingsById.get(resource.id);
      if (!settings) {
        settings = settingsOf(resource);
        settingsById.set(resource.id, settings);
      }
      return Object.assign(reservation, {
        rejection_reason: row.rejection_reason ?? null,
        has_annexes: reservation.annexes.length > 0,
        reservable: { id: resource.id, name: resource.name, address: resource.address, settings },
        reservable_id: row.item_id ?? row.resource_id,
        resource_id: row.resource_id,
        resource: { id: resource.id, name: resource.name },
        repeater:
          row.repeater_id === null || row.detached === 1 ? null : (apart.repeaterById.get(row.repeater_id) ?? null),
      });
    });
  }

  /**
   * The room week's reservations (`GET /api/resources/{id}/week`): as `present` answers them without their
   * resource and series, which the week sends once (`repeaters`: the series they follow).
   */
  async function presentWeek(
    rows: readonly Reservation[],
    actor: Actor,
    now: Date,
    known: Known = {},
  ): Promise<{ reservations: ResourceWeekReservation[]; repeaters: ResourceWeekSeries[] }> {
    const apart = await presentApart(rows, actor, now, known);
    return {
      reservations: apart.reservations,
      repeaters: [...apart.repeaterById].map(([id, repeater]) => ({ id, ...repeater })),
    };
  }

  return Object.assign(present, { week: presentWeek });
}
export type ReservationPresenter = ReturnType<typeof createReservationPresenter>;

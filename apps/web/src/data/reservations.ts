import { isCivilDate, shiftDate } from '@laikas/contract/time';
import {
  reservationsOfWeek,
  type Blackout,
  type ExamSession,
  type Reservation,
  type ReservationBody,
  type SeriesChangePreview,
  type ReservationPreview,
  type ReservationScopeQuery,
  type ResourceWeek,
  type ROLE_KEYS,
  type UserSummary,
} from '@laikas/contract';
import type { PersonOption } from '@laikas/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useGet, write } from './calls';
import { api } from './client';
import { type ListingRange } from './justChanged';
import { keys, referenceData } from './keys';

/** The spec's time-out for reservation updates (30 s); the client turns it into the spec's message. */
export const RESERVATION_UPDATE_TIMEOUT_MS = 30_000;

/** What the user created, is responsible for, is invited to, or their groups attend (Home). */
export const USER_RESERVATIONS = ['/api/reservations', { showUserReservations: 1, per_page: 100 }] as const;

/**
 * A resource's week from its one call (`GET /api/resources/{id}/week`, issue 18): the resource (settings, items) and
 * its reservations between two dates, the reservations in the spec's shape again.
 */
export function useResourceWeek(resourceId: number | undefined, from: string, to: string) {
  return useSWR(resourceId ? keys.resourceWeek(resourceId, from, to) : null, async () =>
    shownWeek(await api.get<ResourceWeek>(`/api/resources/${resourceId}/week`, { from, to })),
  );
}

/**
 * What a room's page shows of its week's answer: the resource, the reservations in the spec's shape again, and the
 * holidays and times the room is closed (issue 36).
 */
export function shownWeek(week: ResourceWeek) {
  return { resource: week.resource, reservations: reservationsOfWeek(week), closures: week.closures };
}

/**
 * One week of remote reservations: of a resource (`GET /api/resources/{id}/remote-reservations`), or
 * without a resource (`null`) all of the user's own remote reservations in that week. `undefined`: the resource is
 * not known yet (the remote-enabled list is loading), so no call is made for a choice about to change.
 */
export function useRemoteReservations(resourceId: number | null | undefined, from: string, to: string) {
  return useSWR(resourceId === undefined ? null : keys.remoteReservations(resourceId, from, to), async () => {
    if (resourceId !== null) {
      const body = await api.get<{ data: Reservation[]; meta: { week_start: string; week_end: string } }>(
        `/api/resources/${resourceId}/remote-reservations`,
        { from, to },
        { raw: true },
      );
      return body.data;
    }
    const mine = await api.get<Reservation[]>(...USER_RESERVATIONS);
    return mine.filter(
      (reservation) => reservation.is_remote === 1 && reservation.from >= from && reservation.from <= to,
    );
  });
}

/** The longest range one listing call reads (the server refuses more than a year). */
const LISTING_MAX_DAYS = 366;

type Selection = { reservable: readonly number[]; date: string; until: string };

/** The dates the form's listings read: from the selection's date to its last one (at most a year); null if unset. */
function listingDatesOf(selection: Pick<Selection, 'date' | 'until'> | null) {
  if (!selection || !isCivilDate(selection.date) || !isCivilDate(selection.until)) {
    return null;
  }
  const last = shiftDate(selection.date, LISTING_MAX_DAYS);
  return { from: selection.date, to: selection.until < last ? selection.until : last };
}

/** What the form's listings read for a selection: its resources over its dates; null while it is incomplete. */
export function listingRangeOf(selection: Selection | null): ListingRange | null {
  const resources = [...new Set(selection?.reservable ?? [])];
  const dates = listingDatesOf(selection);
  return dates && resources.length > 0 ? { resources, ...dates } : null;
}

/** One read per resource of the range over its dates, the answers in one list. */
async function readEach<T>(
  range: ListingRange,
  read: (id: number, dates: { from: string; to: string }) => Promise<T[]>,
) {
  const { from, to } = range;
  return (await Promise.all(range.resources.map((id) => read(id, { from, to })))).flat();
}

// The form's listings are quiet: the form says it is checking.
const quiet = { quiet: true };

/**
 * What the chosen resources hold from a reservation's first to its last date (the reservation form's slot picker,
 * clash and room-in-use notices), read with the resources' week listings. A series longer than a year is read for
 * its first year; the server checks every date on Save.
 */
export function useBusyReservations(selection: Selection | null) {
  const range = listingRangeOf(selection);
  return useSWR(range && keys.busyReservations(range.resources, range.from, range.to), () =>
    readEach(range!, (id, dates) => api.get<Reservation[]>(`/api/resources/${id}/reservations`, dates, quiet)),
  );
}

/**
 * The holidays and the chosen resources' own closed times over the same dates (`GET /api/blackouts`, any signed-in
 * user; issue 36): the form shows them before Save would refuse them. Each holiday once.
 */
export function useClosures(selection: Selection | null) {
  const range = listingRangeOf(selection);
  return useSWR(range && keys.closures(range.resources, range.from, range.to), async () => {
    const blackouts = await readEach(range!, (id, dates) =>
      api.get<Blackout[]>('/api/blackouts', { ...dates, resource_id: id }, quiet),
    );
    return [...new Map(blackouts.map((blackout) => [blackout.id, blackout])).values()];
  });
}

/** The exam sessions over the form's dates (`GET /api/exam-sessions`, issue 36): marked in its slot picker. */
export function useExamSessions(selection: { date: string; until: string } | null) {
  const dates = listingDatesOf(selection);
  return useSWR(dates && keys.examSessions(dates.from, dates.to), () =>
    api.get<ExamSession[]>('/api/exam-sessions', dates!, quiet),
  );
}

/** Where a new reservation goes: the first chosen resource and its items, the first of which it takes. */
export interface SaveTarget {
  id: number;
  items: readonly { id: number }[];
}

/**
 * Creates a reservation on the first item of the first chosen resource (the server adds the other
 * resources as one batch); a remote reservation is made on the resource itself, without an item.
 */
export async function createReservation(resource: SaveTarget, body: ReservationBody): Promise<Reservation[]> {
  const item = resource.items[0];
  const remote = body.is_remote === 1 || body.is_remote === true || !item;
  const path = remote ? `/api/resources/${resource.id}/reservations` : `/api/items/${item.id}/reservations`;
  return write('reservations', api.post<Reservation[]>(path, body));
}

/** A saved reservation as its writes address it. */
type Saved = Pick<Reservation, 'id' | 'item_id'>;

/** The address of one reservation's writes: through its item, or (remote, no item) on its own. */
const reservationPath = (reservation: Saved) =>
  reservation.item_id === null
    ? `/api/remote-reservations/${reservation.id}`
    : `/api/items/${reservation.item_id}/reservations/${reservation.id}`;

/** Updates one reservation (and, by scope, its series or batch); aborted after 30 s (spec 7). */
export async function updateReservation(reservation: Saved, body: ReservationBody): Promise<Reservation[]> {
  const send = reservation.item_id === null ? api.patch : api.put;
  return write(
    'reservations',
    send<Reservation[]>(reservationPath(reservation), body, { timeoutMs: RESERVATION_UPDATE_TIMEOUT_MS }),
  );
}

export async function deleteReservation(reservation: Saved, scope: ReservationScopeQuery): Promise<void> {
  await write('reservations', api.delete(reservationPath(reservation), { ...scope }));
}

/** People for the person select: `GET /api/users?query=&role=` (the server returns at most 50). */
export function searchPeople(query: string, role?: (typeof ROLE_KEYS)[number]): Promise<UserSummary[]> {
  return api.get<UserSummary[]>('/api/users', { query, role }, { quiet: true });
}

/** `searchPeople` as a PersonSelect's options: the name, and the uid under it. */
export async function searchPersonOptions(query: string, role?: (typeof ROLE_KEYS)[number]): Promise<PersonOption[]> {
  const people = await searchPeople(query, role);
  return people.map((person) => ({ value: person.id, label: person.name, description: person.uid }));
}

/**
 * A PersonSelect filtering by one person (`id`, from the address), spread into it: the search, the person it shows
 * (the one chosen here, or one whose id came from elsewhere, a link or Back, asked for by id with `GET /api/users?id=`;
 * `#id` only while that answer is on its way or when no such person exists) and the choice, told as an id.
 */
export function usePersonFilter(id: number | undefined, onChange: (id: number | undefined) => void) {
  const [chosen, setChosen] = useState<PersonOption | null>(null);
  const known = chosen?.value === id ? chosen : null;
  const { data: found } = useGet<UserSummary[]>(
    id !== undefined && !known ? 'users' : null,
    '/api/users',
    { id },
    { quiet: true, ...referenceData },
  );
  const person = found?.find((entry) => entry.id === id);
  const value: PersonOption | null =
    id === undefined
      ? null
      : (known ??
        (person ? { value: id, label: person.name, description: person.uid } : { value: id, label: `#${id}` }));
  const onValueChange = (next: PersonOption | null) => {
    setChosen(next);
    onChange(next ? Number(next.value) : undefined);
  };
  return { search: searchPersonOptions, value, onValueChange };
}

/**
 * What creating would write, written nothing (`POST …/reservations/preview`, issue 16): the form's "skip
 * conflicting dates" lists the dates left out before saving. Quiet: the form says it is checking.
 */
export function previewReservation(resource: SaveTarget, body: ReservationBody): Promise<ReservationPreview> {
  const item = resource.items[0]?.id;
  if (item === undefined || body.is_remote === 1 || body.is_remote === true) {
    return Promise.reject(new Error('A remote reservation is not previewed'));
  }
  return api.post<ReservationPreview>(`/api/items/${item}/reservations/preview`, body, { quiet: true });
}

/**
 * What saving an edit of a series would move, add, remove or clash with, written nothing (issue 36): a room's
 * reservation through `POST /api/items/{itemId}/reservations/{id}/preview`, a remote one (no item) through
 * `POST /api/remote-reservations/{id}/preview`, as `updateReservation` saves them.
 */
export function previewReservationChange(
  reservation: Saved,
  body: ReservationBody,
): Promise<SeriesChangePreview | null> {
  return api.post<SeriesChangePreview>(`${reservationPath(reservation)}/preview`, body);
}

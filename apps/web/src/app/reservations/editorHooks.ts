import { formatTimeOfDay } from '@laikas/contract/time';
import type { FreeRoomQuery, Reservation, Resource } from '@laikas/contract';
import type { FreeRoomsQuery, ReservationPayload, UpdateScope } from '@laikas/reservation-form';
import { useToast } from '@laikas/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ConnectionError } from '../../data/client';
import { findFreeRooms } from '../../data/freeRooms';
import {
  createReservation,
  deleteReservation,
  previewReservation,
  previewReservationChange,
  updateReservation,
  useClosures,
  useExamSessions,
  type SaveTarget,
} from '../../data/reservations';
import { searchResources } from '../../data/resources';

type Selection = { reservable: readonly number[]; date: string; until: string } | null;

/**
 * What the form marks on its dates: holidays and a room's unavailable days, which close them, and exam sessions,
 * which are marked, not closed: exams are booked in rooms; lectures repeating for groups skip them (issue 36).
 */
export function useFormClosures(selection: Selection) {
  const { t } = useTranslation('web');
  const { data: blackouts } = useClosures(selection);
  const { data: examSessions } = useExamSessions(selection);
  return useMemo(
    () => [
      ...(blackouts ?? []).map((blackout) => ({
        ...blackout,
        label: t(blackout.resource_id === null ? 'closures.holiday' : 'closures.unavailable', { name: blackout.name }),
      })),
      ...(examSessions ?? []).map((session) => ({
        examSession: true,
        resource_id: null,
        from: session.from,
        to: session.to,
        from_time: { hours: 0, minutes: 0 },
        to_time: { hours: 24, minutes: 0 },
        label: t('closures.exams', { name: session.name }),
        closes: false,
      })),
    ],
    [blackouts, examSessions, t],
  );
}

/** The form's "Find a free room" search as the finder's query: its date and times, on every date of its repetition. */
function freeRoomQueryOf({ date, from_time, to_time, repeater }: FreeRoomsQuery): FreeRoomQuery {
  const query = { date, from: formatTimeOfDay(from_time), to: formatTimeOfDay(to_time) };
  return repeater
    ? {
        ...query,
        until: repeater.until,
        repeat: repeater.type,
        interval: repeater.interval,
        weekdays: repeater.weekdays,
      }
    : query;
}

/**
 * Where a new reservation is saved: the first resource its payload names (one the form started with or a search or
 * "Find a free room" answered, else asked for), on the item chosen for it (`seeded`'s, or the free one the room
 * finder gave, issue 17), else on the resource's first item. The form's searches go through here, so that what they
 * found is known.
 */
export function useSaveTarget(resources: readonly Resource[], seeded: { resourceId?: number; itemId?: number }) {
  const found = useRef(new Map<number, Resource>());
  const freeItems = useRef(new Map<number, number>());
  const searchAndKeep = useCallback(async (query: string) => {
    const answer = await searchResources(query);
    answer.forEach((resource) => found.current.set(resource.id, resource));
    return answer;
  }, []);
  const findRooms = useCallback(async (query: FreeRoomsQuery) => {
    const rooms = await findFreeRooms(freeRoomQueryOf(query));
    rooms.forEach((room) => freeItems.current.set(room.id, room.item_id));
    return rooms.map(({ id, name, capacity }) => ({ id, name, capacity }));
  }, []);
  const { resourceId, itemId } = seeded;
  const targetOf = useCallback(
    async (payload: ReservationPayload): Promise<SaveTarget | undefined> => {
      const id = Number((payload.reservable ?? [])[0]);
      if (!Number.isInteger(id) || id <= 0) {
        return undefined;
      }
      const resource =
        resources.find((candidate) => candidate.id === id) ??
        found.current.get(id) ??
        (await api.get<Resource>(`/api/resources/${id}`).catch(() => undefined));
      if (!resource) {
        return undefined;
      }
      found.current.set(id, resource);
      const item = id === resourceId && itemId !== undefined ? itemId : freeItems.current.get(id);
      return item !== undefined && resource.items.some((entry) => entry.id === item)
        ? { id, items: [{ id: item }] }
        : resource;
    },
    [resources, resourceId, itemId],
  );
  return { searchAndKeep, findRooms, targetOf };
}

/** The grid blocks of saved reservations (a block's key is its event id, `@`, its date): what a toast must not cover. */
function blocksOf(rows: readonly Reservation[]) {
  return () => rows.flatMap((row) => [...document.querySelectorAll(`[data-key^="${row.id}@"]`)]);
}

/**
 * What the reservation form's buttons do against the API: save (create or update with its scope), the previews of a
 * new series and of a change to one, and delete; each says how it went in a toast.
 */
export function useEditorActions(
  reservation: Reservation | null,
  targetOf: (payload: ReservationPayload) => Promise<SaveTarget | undefined>,
) {
  const { t } = useTranslation('web');
  const toast = useToast();
  const save = useCallback(
    async (payload: ReservationPayload, scope: UpdateScope) => {
      // Issue 12, item 6: a request that needs an administrator's approval says so, not just "saved".
      const savedMessage = (rows: readonly Reservation[], saved: string) =>
        rows.some((row) => row.status === 'pending') ? t('usability.toast.pending') : saved;
      const body = { ...payload, ...scope };
      if (reservation?.id) {
        let updated: Reservation[];
        try {
          updated = await updateReservation(reservation, body);
        } catch (error) {
          // Spec 8: a timed-out or unreachable update says so; the form stays open with what was typed.
          if (error instanceof ConnectionError) {
            toast.error(t(`errors.${error.kind}`));
          }
          throw error;
        }
        toast.success(savedMessage(updated, t('reservationForm.updated')), { avoid: blocksOf(updated) });
        return;
      }
      const target = await targetOf(payload);
      if (!target) {
        throw Object.assign(new Error(t('reservationForm.chooseResource')), {
          status: 422,
          errors: { reservable: [t('reservationForm.chooseResource')] },
        });
      }
      const created = await createReservation(target, body);
      toast.success(savedMessage(created, t('reservationForm.created')), { avoid: blocksOf(created) });
    },
    [reservation, targetOf, t, toast],
  );

  // A new series's "skip conflicting dates": the server says which dates it would leave out (issue 16).
  const preview = useCallback(
    async (payload: ReservationPayload) => {
      const target = await targetOf(payload);
      if (!target) {
        throw new Error(t('reservationForm.chooseResource'));
      }
      return previewReservation(target, payload);
    },
    [targetOf, t],
  );

  // Editing a series: what the save would move, add, remove or clash with, shown before it (issue 36).
  const previewChange = useCallback(
    (payload: ReservationPayload, scope: UpdateScope) =>
      reservation?.id ? previewReservationChange(reservation, { ...payload, ...scope }) : Promise.resolve(null),
    [reservation],
  );

  const remove = useCallback(
    async (scope: UpdateScope) => {
      if (!reservation) {
        return;
      }
      await deleteReservation(reservation, scope);
      toast.success(t('reservationForm.deleted'));
    },
    [reservation, t, toast],
  );

  return { save, preview, previewChange, remove };
}

import { formatTimeOfDay } from '@laikas/contract/time';
import type { Reservation, Resource } from '@laikas/contract';
import {
  ReservationForm,
  type FreeRoomsQuery,
  type ReservationFormSeed,
  type ReservationPayload,
  type UpdateScope,
} from '@laikas/reservation-form';
import { useToast, type ModalContentProps } from '@laikas/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../data/appInfo';
import { ConnectionError } from '../../data/client';
import { findFreeRooms } from '../../data/freeRooms';
import { api } from '../../data/client';
import { searchGroups } from '../../data/groups';
import {
  createReservation,
  deleteReservation,
  listingRangeOf,
  previewReservation,
  previewReservationChange,
  searchPeople,
  updateReservation,
  useAnnexes,
  useBusyReservations,
  useClosures,
  useExamSessions,
} from '../../data/reservations';
import { searchResources, useResourcesByIds } from '../../data/resources';
import { useJustTaken } from '../../data/useJustChanged';

const noResources: Resource[] = [];

/** The resources a form starts with: the reservation's, else the seed's. */
function startResourceIds(reservation: Reservation | null, seed: ReservationFormSeed | undefined): number[] {
  if (reservation) {
    return [reservation.resource_id];
  }
  return [...(seed?.reservable ?? [])];
}

/** Groups named like the text, as the form's options (`GET /api/groups?query=`, the first 50). */
async function searchNamedGroups(query: string) {
  return (await searchGroups(query)).map((option) => ({ id: Number(option.value), name: option.label }));
}

export interface EditorProps extends ModalContentProps {
  reservation: Reservation | null;
  seed?: ReservationFormSeed;
  /** The item a new reservation of the seed's resource takes (the room finder's free one); its first otherwise. */
  itemId?: number;
}

/** The grid blocks of saved reservations (a block's key is its event id, `@`, its date): what a toast must not cover. */
function blocksOf(rows: readonly Reservation[]) {
  return () => rows.flatMap((row) => [...document.querySelectorAll(`[data-key^="${row.id}@"]`)]);
}

/**
 * The reservation form in a modal, wired to the API: create, update and delete with their scopes. A chunk of its own
 * (the form, its date picker, the free-room search), loaded when a form is opened or a screen asks for it ahead
 * (`preloadReservationEditor`), not with the screens that only show reservations (issue 18).
 */
export default function ReservationEditor({ reservation, seed, itemId, close }: EditorProps) {
  const { t } = useTranslation('web');
  const toast = useToast();
  const settings = useAppInfo();
  // The pickers search the server (issue 27): only the resources the form starts with are loaded, by id.
  const startIds = useMemo(() => startResourceIds(reservation, seed), [reservation, seed]);
  const { data: resources = noResources } = useResourcesByIds(startIds);
  const { data: annexes = [] } = useAnnexes();
  // The chosen resources and dates the form reports; what they hold then marks taken slots and clashes.
  const [selection, setSelection] = useState<{ reservable: readonly number[]; date: string; until: string } | null>(
    null,
  );
  const { data: listed } = useBusyReservations(selection);
  // What someone else booked while the form is open says "Just taken" (issue 31), before Save would meet a 422.
  const listedRange = useMemo(() => listingRangeOf(selection), [selection]);
  const busy = useJustTaken(listed, listedRange, reservation);
  const { data: blackouts } = useClosures(selection);
  const { data: examSessions } = useExamSessions(selection);
  const closures = useMemo(
    () => [
      ...(blackouts ?? []).map((blackout) => ({
        ...blackout,
        label: t(blackout.resource_id === null ? 'closures.holiday' : 'closures.unavailable', { name: blackout.name }),
      })),
      // An exam session is marked, not closed: exams are booked in rooms; lectures repeating for groups skip it
      // (issue 36).
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
  // The free item of each room "Find a free room" answered: saving there takes it, not the room's first item.
  const foundItems = useRef(new Map<number, number>());
  const itemFor = useCallback(
    (resourceId: number) =>
      resourceId === (seed?.reservable ?? [])[0] && itemId !== undefined ? itemId : foundItems.current.get(resourceId),
    [seed, itemId],
  );
  // Every resource the form started with or a search answered, with its items; others (a free room found) are asked for.
  const seen = useRef(new Map<number, Resource>());
  useEffect(() => {
    for (const resource of resources) {
      seen.current.set(resource.id, resource);
    }
  }, [resources]);
  const searchAndKeep = useCallback(async (query: string) => {
    const found = await searchResources(query);
    for (const resource of found) {
      seen.current.set(resource.id, resource);
    }
    return found;
  }, []);
  const resourceOf = useCallback(async (payload: ReservationPayload): Promise<Resource | undefined> => {
    const first = (payload.reservable ?? [])[0];
    const id = typeof first === 'number' ? first : Number(first);
    if (!Number.isInteger(id) || id <= 0) {
      return undefined;
    }
    const known = seen.current.get(id) ?? (await api.get<Resource>(`/api/resources/${id}`).catch(() => undefined));
    if (known) {
      seen.current.set(id, known);
    }
    return known;
  }, []);

  // Issue 12, item 6: a request that needs an administrator's approval says so, not just "saved".
  const savedMessage = (rows: readonly Reservation[], saved: string) =>
    rows.some((row) => row.status === 'pending') ? t('usability.toast.pending') : saved;

  const save = useCallback(
    async (payload: ReservationPayload, scope: UpdateScope) => {
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
      const resource = await resourceOf(payload);
      if (!resource) {
        throw Object.assign(new Error(t('reservationForm.chooseResource')), {
          status: 422,
          errors: { reservable: [t('reservationForm.chooseResource')] },
        });
      }
      const chosenItem = itemFor(resource.id);
      const onItem = chosenItem !== undefined && resource.items.some((item) => item.id === chosenItem);
      const created = await createReservation(
        onItem ? { id: resource.id, items: [{ id: chosenItem }] } : resource,
        body,
      );
      toast.success(savedMessage(created, t('reservationForm.created')), { avoid: blocksOf(created) });
    },
    // savedMessage only reads t
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reservation, resourceOf, itemFor, t, toast],
  );

  // A new series's "skip conflicting dates": the server says which dates it would leave out (issue 16).
  const preview = useCallback(
    async (payload: ReservationPayload) => {
      const resource = await resourceOf(payload);
      if (!resource) {
        throw new Error(t('reservationForm.chooseResource'));
      }
      return previewReservation(resource, payload, itemFor(resource.id));
    },
    [resourceOf, itemFor, t],
  );

  // Editing a series: what the save would move, add, remove or clash with, shown before it (issue 36).
  const previewChange = useCallback(
    (payload: ReservationPayload, scope: UpdateScope) =>
      reservation?.id ? previewReservationChange(reservation, { ...payload, ...scope }) : Promise.resolve(null),
    [reservation],
  );

  // "Find a free room" in the form (issue 17): free on the form's date and time, on every date of its repetition.
  const findRooms = useCallback(async (query: FreeRoomsQuery) => {
    const search = new URLSearchParams({
      date: query.date,
      from: formatTimeOfDay(query.from_time),
      to: formatTimeOfDay(query.to_time),
    });
    if (query.repeater) {
      search.set('until', query.repeater.until);
      search.set('repeat', query.repeater.type);
      search.set('interval', String(query.repeater.interval));
      for (const weekday of query.repeater.weekdays) {
        search.append('weekdays', weekday);
      }
    }
    const rooms = await findFreeRooms(search);
    for (const room of rooms) {
      foundItems.current.set(room.id, room.item_id);
    }
    return rooms.map((room) => ({ id: room.id, name: room.name, capacity: room.capacity }));
  }, []);

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

  return (
    <ReservationForm
      reservation={reservation}
      seed={seed}
      resources={resources}
      annexes={annexes}
      searchGroups={searchNamedGroups}
      searchResources={searchAndKeep}
      searchPeople={searchPeople}
      busy={busy}
      closures={closures}
      onSelectionChange={setSelection}
      onPreview={reservation?.id ? undefined : preview}
      onPreviewChange={reservation?.id ? previewChange : undefined}
      onFindRooms={findRooms}
      timeZone={settings?.time_zone}
      onSave={save}
      onDelete={reservation?.can_delete ? remove : undefined}
      close={close}
    />
  );
}

import { formatTimeOfDay } from '@laikas/contract/time';
import type { Resource } from '@laikas/contract';
import type { FreeRoomsQuery, ReservationPayload } from '@laikas/reservation-form';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../data/client';
import { findFreeRooms } from '../../data/freeRooms';
import { useClosures, useExamSessions } from '../../data/reservations';
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

/**
 * The resources the form has met (those it started with, and every one a search answered) with their items, and the
 * resource a payload names: a known one, else asked for (a free room found).
 */
export function useKnownResources(resources: readonly Resource[]) {
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
  return { searchAndKeep, resourceOf };
}

/**
 * "Find a free room" in the form (issue 17): free on the form's date and time, on every date of its repetition; and
 * the free item of each room it answered, which a save there takes instead of the room's first item.
 */
export function useFreeRoomFinder() {
  const foundItems = useRef(new Map<number, number>());
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
  const foundItem = useCallback((resourceId: number) => foundItems.current.get(resourceId), []);
  return { findRooms, foundItem };
}

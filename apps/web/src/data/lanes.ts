import type { Reservation } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';
import { keys } from './keys';

export type LaneKind = 'teachers' | 'groups';

export interface LaneReservations {
  id: number;
  reservations: Reservation[];
}

/** One row's reservations: a group's (`start`/`end`, the spec's named route) or a teacher's (`from`/`to`). */
function fetchLane(kind: LaneKind, id: number, from: string, to: string): Promise<Reservation[]> {
  switch (kind) {
    case 'groups':
      return api.get<Reservation[]>(`/api/groups/${id}/reservations`, { start: from, end: to });
    case 'teachers':
      return api.get<Reservation[]>(`/api/users/${id}/reservations`, { from, to });
    default:
      return kind satisfies never;
  }
}

/**
 * The reservations of each chosen teacher or group between two dates (inclusive, institution time zone), in the
 * order of `ids`. The key lives under `reservations`, so every reservation write reads it again.
 */
export function useLaneReservations(kind: LaneKind, ids: readonly number[], from: string, to: string) {
  return useSWR(ids.length > 0 ? keys.laneReservations(kind, ids, from, to) : null, async () => {
    const lists = await Promise.all(ids.map((id) => fetchLane(kind, id, from, to)));
    return ids.map((id, index): LaneReservations => ({ id, reservations: lists[index] ?? [] }));
  });
}

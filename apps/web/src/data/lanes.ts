import type { Closure, LaneResponse, Reservation } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';
import { keys } from './keys';

export type LaneKind = 'teachers' | 'groups';

export interface LaneReservations {
  id: number;
  reservations: Reservation[];
}

/** One row's reservations and the range's holidays: a group's (`start`/`end`, the spec's named route) or a teacher's. */
const LANE_CALLS: Record<LaneKind, (id: number, from: string, to: string) => Promise<LaneResponse>> = {
  groups: (id, from, to) => api.get(`/api/groups/${id}/reservations`, { start: from, end: to }, { raw: true }),
  teachers: (id, from, to) => api.get(`/api/users/${id}/reservations`, { from, to }, { raw: true }),
};

export interface Lanes {
  /** The range the answers are for. */
  from: string;
  to: string;
  rows: LaneReservations[];
  /** The range's holidays, which close every row (issue 36); every answer carries the same, so the first's. */
  closures: Closure[];
}

/**
 * The reservations of each chosen teacher or group between two dates (inclusive, institution time zone), in the
 * order of `ids`, and the holidays between them. The key lives under `reservations`, so every reservation write
 * reads it again. While a new row's lanes load, the rows already shown keep their blocks (the answers of the same
 * range are kept); another range shows none of the last one's.
 */
export function useLaneReservations(kind: LaneKind, ids: readonly number[], from: string, to: string) {
  const lanes = useSWR(
    ids.length > 0 ? keys.laneReservations(kind, ids, from, to) : null,
    async (): Promise<Lanes> => {
      const answers = await Promise.all(ids.map((id) => LANE_CALLS[kind](id, from, to)));
      return {
        from,
        to,
        rows: ids.map((id, index): LaneReservations => ({ id, reservations: answers[index]?.data ?? [] })),
        closures: answers[0]?.closures ?? [],
      };
    },
    { keepPreviousData: true },
  );
  const ofThisRange = lanes.data?.from === from && lanes.data.to === to && ids.length > 0;
  return { data: ofThisRange ? lanes.data : undefined, error: lanes.error as unknown };
}

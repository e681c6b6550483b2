import { adminReservationListQuerySchema } from '@laikas/contract';
import type { AdminReservationFilter } from '../../../data/adminReservations';
import type { ListQuerySchema } from '@laikas/ui/list-query';

/** The screen's query: the API's, with `status` `all` where the API has none. */
export type ReservationListQuery = Omit<AdminReservationFilter, 'status'> & {
  status: NonNullable<AdminReservationFilter['status']> | 'all';
};

/**
 * The reservation administration opens on the pending ones (what an administrator comes to decide); `status=all`
 * in the address shows every status, the API's query without one. Everything else is the contract's schema.
 */
export const reservationListQuerySchema: ListQuerySchema<ReservationListQuery> = {
  safeParse(input) {
    const { status = 'pending', ...rest } = input as Record<string, string | undefined>;
    const result = adminReservationListQuerySchema.safeParse(status === 'all' ? rest : { ...rest, status });
    if (!result.success) {
      return result;
    }
    return { success: true, data: { ...result.data, status: result.data.status ?? 'all' } };
  },
};

/** The API's query for the screen's. */
export function apiQueryOf(query: ReservationListQuery): AdminReservationFilter {
  return { ...query, status: query.status === 'all' ? undefined : query.status };
}

/**
 * What an empty list of `query` says: `queue` when it is the plain queue as the screen opens (pending, nothing
 * searched or filtered), `none` when it narrows nothing (every status, nothing searched or filtered), `filtered`
 * otherwise ("no reservation matches these filters" would name filters nobody set in the first two).
 */
export function emptyListOf(query: ReservationListQuery): 'queue' | 'none' | 'filtered' {
  const { status, search, resource_id, user_id, group_id, from, to } = query;
  const filters = [search, resource_id, user_id, group_id, from, to];
  if (!filters.every((value) => value === undefined || value === '')) {
    return 'filtered';
  }
  if (status === 'pending') {
    return 'queue';
  }
  return status === 'all' ? 'none' : 'filtered';
}

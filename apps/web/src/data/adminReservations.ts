import type { adminReservationListQuerySchema, AdminReservationRow, PageMeta } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { matches } from './keys';

/** The list's query as the contract's schema reads it (numbers parsed, defaults applied). */
export type AdminReservationFilter = ReturnType<typeof adminReservationListQuerySchema.parse>;

/** One page of every reservation, filtered on the server. */
export function useAdminReservations(filter: AdminReservationFilter) {
  return useSWR(
    ['reservations', 'admin', JSON.stringify(filter)] as const,
    () =>
      api.get<{ data: AdminReservationRow[]; meta: PageMeta }>('/api/admin/reservations', { ...filter }, { raw: true }),
    { keepPreviousData: true },
  );
}

/**
 * Approves or rejects pending reservations (all or none); every reservation read is fetched again. A rejection
 * carries its reason when one is given ('' for none).
 */
export async function decideReservations(ids: readonly number[], decision: 'approve' | 'reject', reason = '') {
  const result = await api.post<{ id: number; status: string }[]>(
    `/api/admin/reservations/${decision}`,
    decision === 'reject' && reason !== '' ? { ids, reason } : { ids },
  );
  await mutate(matches('reservations'));
  return result;
}

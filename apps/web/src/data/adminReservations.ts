import type { adminReservationListQuerySchema } from '@laikas/contract';
import { write } from './calls';
import { api } from './client';

/** The list's query as the contract's schema reads it (numbers parsed, defaults applied). */
export type AdminReservationFilter = ReturnType<typeof adminReservationListQuerySchema.parse>;

/**
 * Approves or rejects pending reservations (all or none); every reservation read is fetched again. A rejection
 * carries its reason when one is given ('' for none).
 */
export function decideReservations(
  ids: readonly number[],
  decision: 'approve' | 'reject',
  reason = '',
  /** Approve those in a closure too: the administrator was asked and confirmed. */
  despiteClosures = false,
) {
  const body =
    decision === 'reject' && reason !== ''
      ? { ids, reason }
      : decision === 'approve' && despiteClosures
        ? { ids, despite_closures: true }
        : { ids };
  return write('reservations', api.post<{ id: number; status: string }[]>(`/api/admin/reservations/${decision}`, body));
}

import type { OutboxListResponse } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { matches } from './keys';

/** One page of the e-mail outbox (super administrators), newest first, of one status or all. */
export function useOutbox(query: { page: number; status?: 'pending' | 'sent' | 'failed' }) {
  return useSWR(
    ['outbox', query.status ?? '', query.page] as const,
    () => api.get<OutboxListResponse>('/api/admin/outbox', { ...query }, { raw: true }),
    { keepPreviousData: true },
  );
}

/** Sends a failed or waiting e-mail again; every outbox page is fetched again. */
export async function retryOutboxEntry(id: number) {
  await api.post(`/api/admin/outbox/${id}/retry`);
  await mutate(matches('outbox'));
}

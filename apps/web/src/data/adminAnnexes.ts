import type { AdminAnnex, AdminAnnexBody, PageMeta } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

export function useAdminAnnexes(query: { page: number; per_page: number; search?: string }) {
  return useSWR(
    ['annexes', 'admin', query.page, query.per_page, query.search] as const,
    () => api.get<{ data: AdminAnnex[]; meta: PageMeta }>('/api/admin/annexes', { ...query }, { raw: true }),
    { keepPreviousData: true },
  );
}

export function useAdminAnnex(id: number | undefined) {
  return useSWR(id ? (['annexes', 'admin-one', id] as const) : null, () => api.get<AdminAnnex>(`/api/admin/annexes/${id}`));
}

export async function saveAnnex(id: number | null, body: AdminAnnexBody) {
  const saved = id ? await api.put<AdminAnnex>(`/api/admin/annexes/${id}`, body) : await api.post<AdminAnnex>('/api/admin/annexes', body);
  await mutate((key: unknown) => Array.isArray(key) && key[0] === 'annexes');
  return saved;
}

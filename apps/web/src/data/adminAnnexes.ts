import type { AdminAnnex, AdminAnnexBody } from '@laikas/contract';
import { write } from './calls';
import { api } from './client';

export function saveAnnex(id: number | null, body: AdminAnnexBody) {
  return write(
    'annexes',
    id ? api.put<AdminAnnex>(`/api/admin/annexes/${id}`, body) : api.post<AdminAnnex>('/api/admin/annexes', body),
  );
}

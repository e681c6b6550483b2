import type { AuditEntry, AuditListQuery, PageMeta } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';

/** One page of the audit log, filtered on the server (super administrators). Empty filters are left out. */
export function useAuditLog(query: AuditListQuery) {
  return useSWR(
    ['audit', JSON.stringify(query)] as const,
    () =>
      api.get<{ data: AuditEntry[]; meta: PageMeta }>(
        '/api/admin/audit',
        query as Record<string, string | number | undefined>,
        { raw: true },
      ),
    { keepPreviousData: true },
  );
}

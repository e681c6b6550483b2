import type { GroupListResponse } from '@laikas/contract';
import type { SearchOption } from '@laikas/ui';
import useSWR from 'swr';
import { api } from './client';
import { referenceData } from './keys';

/** Every group, for pickers (`GET /api/groups`, up to 1000 — the most a select shows). */
export function useAllGroups() {
  return useSWR(['groups', 'all'], async () => {
    const body = await api.get<GroupListResponse>('/api/groups', { per_page: 1000 }, { raw: true });
    return body.data;
  }, referenceData);
}

/**
 * Groups whose name contains `query` (any part, case-insensitive), the first 50 by name, as options of a
 * SearchSelect: the server searches, so any of thousands of groups can be found (issue 27).
 */
export async function searchGroups(query: string): Promise<SearchOption[]> {
  const body = await api.get<GroupListResponse>(
    '/api/groups',
    { per_page: 50, ...(query && { query }) },
    { raw: true },
  );
  return body.data.map((group) => ({ value: group.id, label: group.name }));
}

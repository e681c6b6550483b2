import type { GroupListResponse } from '@laikas/contract';
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

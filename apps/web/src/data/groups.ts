import type { GroupListResponse } from '@laikas/contract';
import type { SearchOption } from '@laikas/ui';
import { useCallback, useState } from 'react';
import { useGet } from './calls';
import { api } from './client';
import { referenceData } from './keys';

/**
 * Groups whose name contains `query` (any part, case-insensitive), the first 50 by name, as options of a
 * SearchSelect: the server searches, so any of thousands of groups can be found (issue 27).
 */
export async function searchGroups(query: string): Promise<SearchOption[]> {
  const body = await api.get<GroupListResponse>('/api/groups', { per_page: 50, query }, { raw: true });
  return body.data.map((group) => ({ value: group.id, label: group.name }));
}

/**
 * The chosen groups of a searching picker as options: names of groups chosen here are known, those of ids that came
 * from elsewhere (the address, a saved report) are asked for by id. `remember` takes the picker's choice.
 */
export function useChosenGroups(ids: readonly number[]) {
  const [chosen, setChosen] = useState<readonly SearchOption[]>([]);
  const unknown = ids.filter((id) => !chosen.some((option) => option.value === id));
  // The groups of these ids (`GET /api/groups?ids=`), in any order.
  const { data: found } = useGet<GroupListResponse>(
    unknown.length > 0 ? 'groups' : null,
    '/api/groups',
    { ids: unknown.join(','), per_page: unknown.length },
    { raw: true, ...referenceData },
  );
  // `known`: the group exists (chosen here or found by id); an id of a deleted group is `#id`, not known.
  const options = ids.map((id) => {
    const group = found?.data.find((entry) => entry.id === id);
    const option = chosen.find((entry) => entry.value === id) ?? (group && { value: id, label: group.name });
    return option ? { ...option, value: id, known: true } : { value: id, label: `#${id}`, known: false };
  });
  const remember = useCallback((value: readonly SearchOption[]) => setChosen(value), []);
  return { options, remember };
}

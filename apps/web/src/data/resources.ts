import type { Resource, ResourceCalendarFeed, ResourceListItem } from '@laikas/contract';
import type { SearchOption } from '@laikas/ui';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useGet } from './calls';
import { api } from './client';
import { referenceData } from './keys';

/**
 * Every resource as a list shows it (`GET /api/resources/list`: name, address, capacity, flags; issue 33), for list
 * screens and pickers; `enabled: false` asks nothing yet (the list is then undefined).
 */
export function useResourceList(enabled = true) {
  return useGet<ResourceListItem[]>(enabled ? 'resources' : null, '/api/resources/list', undefined, referenceData);
}

/** Every resource with its settings and items (`GET /api/resources`): rooms at a glance reads a room's academic day. */
export function useResources() {
  return useGet<Resource[]>('resources', '/api/resources', undefined, referenceData);
}

/** Every equipment tag some resource has (`GET /api/resources/tags`), alphabetically: a search's choices. */
export function useResourceTags() {
  return useGet<string[]>('resources', '/api/resources/tags', undefined, referenceData);
}

/** A room's calendar feed address (`GET /api/resources/{id}/calendar-feed`): public, or the reader's own (issue 35). */
export function useResourceFeed(id: number) {
  return useGet<ResourceCalendarFeed>('resource-feed', `/api/resources/${id}/calendar-feed`);
}

/** One resource with its settings, items and images (`GET /api/resources/{id}`); a 404 when there is none. */
export function useResource(id: number | undefined) {
  return useGet<Resource>(id !== undefined ? 'resources' : null, `/api/resources/${id}`, undefined, referenceData);
}

/**
 * Resources whose name contains `query` (any part, case-insensitive), the first 50 by name, with their settings and
 * items: a picker's server search (issue 27), so any of hundreds of rooms can be found without loading them all.
 */
export function searchResources(query: string): Promise<Resource[]> {
  return api.get<Resource[]>('/api/resources', { limit: 50, query });
}

/** Resources by id (`GET /api/resources/{id}` each): the ones a form starts with. */
export function useResourcesByIds(ids: readonly number[]) {
  return useSWR(ids.length > 0 ? (['resources', 'ids', ids.join(',')] as const) : null, () =>
    Promise.all(ids.map((id) => api.get<Resource>(`/api/resources/${id}`))),
  );
}

/**
 * The chosen resources of a searching picker as options: names of those chosen here are known, those of ids that came
 * from elsewhere (the address, a saved report) are asked for by id. `remember` takes the picker's choice.
 */
export function useChosenResources(ids: readonly number[]) {
  const [chosen, setChosen] = useState<readonly SearchOption[]>([]);
  const unknown = ids.filter((id) => !chosen.some((option) => option.value === id));
  const { data: found = [] } = useResourcesByIds(unknown);
  const options = ids.map((id) => {
    const resource = found.find((entry) => entry.id === id);
    return chosen.find((option) => option.value === id) ?? { value: id, label: resource?.name ?? `#${id}` };
  });
  const remember = useCallback((value: readonly SearchOption[]) => setChosen(value), []);
  return { options, remember };
}

/** `searchResources` as a SearchSelect's options. */
export async function searchResourceOptions(query: string): Promise<SearchOption[]> {
  return (await searchResources(query)).map((resource) => ({ value: resource.id, label: resource.name }));
}

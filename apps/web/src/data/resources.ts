import type { Resource } from '@laikas/contract';
import useSWR from 'swr';
import { api, ApiError } from './client';
import { keys, referenceData } from './keys';

/** Every resource; `enabled: false` asks nothing yet (the list is then undefined). */
export function useResources(enabled = true) {
  return useSWR(enabled ? keys.resources() : null, () => api.get<Resource[]>('/api/resources'), referenceData);
}

/**
 * One resource, taken from the list of every resource the app already holds (the same answer per resource as
 * `/api/resources/{id}`): a room's page needs no call of its own for it (issue 18). A 404 when the list has none.
 */
export function useResource(id: number | undefined, enabled = true) {
  const list = useResources(enabled);
  const data = id === undefined ? undefined : list.data?.find((resource) => resource.id === id);
  const missing = id !== undefined && list.data !== undefined && data === undefined;
  return { data, error: list.error ?? (missing ? new ApiError(404, 'Not Found') : undefined) };
}

/** The first resource (by name, as `/api/resources/first` and the list order them), shown by `/resources` without an id. */
export function useFirstResource(enabled: boolean) {
  const list = useResources(enabled);
  if (!enabled) {
    return { data: undefined, error: undefined };
  }
  const none = list.data !== undefined && list.data.length === 0;
  return { data: list.data?.[0], error: list.error ?? (none ? new ApiError(404, 'Not Found') : undefined) };
}

export function useRemoteEnabledResources() {
  return useSWR(
    keys.remoteEnabledResources(),
    () => api.get<Resource[]>('/api/resources/remote-enabled'),
    referenceData,
  );
}

/** Leaves the user without a default resource (issue 12, item 21). */
export function clearDefaultResource() {
  return api.delete('/api/users/default-resource');
}

/** Makes a resource the user's default (subscribed) calendar. */
export function setDefaultResource(resourceId: number) {
  return api.post(`/api/users/default-resource/${resourceId}`);
}

import type { Resource } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';
import { keys } from './keys';

export function useResources() {
  return useSWR(keys.resources(), () => api.get<Resource[]>('/api/resources'));
}

export function useResource(id: number | undefined) {
  return useSWR(id ? keys.resource(id) : null, () => api.get<Resource>(`/api/resources/${id}`));
}

/** The first resource, shown by `/resources` without an id. */
export function useFirstResource(enabled: boolean) {
  return useSWR(enabled ? keys.firstResource() : null, () => api.get<Resource>('/api/resources/first'));
}

export function useRemoteEnabledResources() {
  return useSWR(keys.remoteEnabledResources(), () => api.get<Resource[]>('/api/resources/remote-enabled'));
}

/** Leaves the user without a default resource (issue 12, item 21). */
export function clearDefaultResource() {
  return api.delete('/api/users/default-resource');
}

/** Makes a resource the user's default (subscribed) calendar. */
export function setDefaultResource(resourceId: number) {
  return api.post(`/api/users/default-resource/${resourceId}`);
}

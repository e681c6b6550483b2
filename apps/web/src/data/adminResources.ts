import type {
  AdminItem,
  AdminItemBody,
  AdminResource,
  AdminResourceBody,
  AdminResourceRow,
  Blackout,
  PageMeta,
} from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { matches } from './keys';
import { postForm } from './upload';

export interface AdminResourceListQuery {
  page: number;
  per_page: number;
  search?: string;
  sort: 'name' | 'capacity';
  direction: 'asc' | 'desc';
}

/** One page of the resource administration's list (paged, searched and sorted on the server). */
export function useAdminResources(query: AdminResourceListQuery) {
  return useSWR(
    ['resources', 'admin', query.page, query.per_page, query.search, query.sort, query.direction] as const,
    () => api.get<{ data: AdminResourceRow[]; meta: PageMeta }>('/api/admin/resources', { ...query }, { raw: true }),
    { keepPreviousData: true },
  );
}

export function useAdminResource(id: number | undefined) {
  return useSWR(id ? (['resources', 'admin-one', id] as const) : null, () =>
    api.get<AdminResource>(`/api/admin/resources/${id}`),
  );
}

/** After a write every resource read (public and admin) is fetched again. */
const refresh = () => mutate(matches('resources'));

export async function createResource(body: AdminResourceBody) {
  const created = await api.post<AdminResource>('/api/admin/resources', body);
  await refresh();
  return created;
}

export async function updateResource(id: number, body: AdminResourceBody) {
  const saved = await api.put<AdminResource>(`/api/admin/resources/${id}`, body);
  await refresh();
  return saved;
}

export async function deleteResource(id: number) {
  await api.delete(`/api/admin/resources/${id}`);
  await refresh();
}

export async function saveItem(resourceId: number, itemId: number | null, body: AdminItemBody) {
  const saved = itemId
    ? await api.put<AdminItem>(`/api/admin/resources/${resourceId}/items/${itemId}`, body)
    : await api.post<AdminItem>(`/api/admin/resources/${resourceId}/items`, body);
  await refresh();
  return saved;
}

/**
 * `POST /api/upload` with progress (fetch reports none): the multipart field `image`; resolves with the
 * stored name, rejects with the server's message.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { status, body } = await postForm<{ name: string; message: string }>('/api/upload', form, onProgress);
  if (status !== 201 || !body.name) {
    throw new Error(body.message ?? `Upload failed (${status})`);
  }
  return body.name;
}

/** One page of a resource's own unavailabilities (imported blackouts), by start (issue 27). */
export function useResourceBlackouts(id: number, query: { page: number; per_page: number }) {
  return useSWR(
    ['periods', 'resource-blackouts', id, query.page, query.per_page] as const,
    () =>
      api.get<{ data: Blackout[]; meta: PageMeta }>(`/api/admin/resources/${id}/blackouts`, query, { raw: true }),
    { keepPreviousData: true },
  );
}

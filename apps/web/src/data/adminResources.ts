import type {
  AdminItem,
  AdminItemBody,
  AdminResource,
  AdminResourceBody,
  AdminResourceRow,
  PageMeta,
} from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api, NETWORK_MESSAGE, readCookie } from './client';
import { matches } from './keys';

export interface AdminResourceListQuery {
  page: number;
  per_page: number;
  search: string;
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
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload');
    request.setRequestHeader('Accept', 'application/json');
    const token = readCookie('XSRF-TOKEN');
    if (token) {
      request.setRequestHeader('X-XSRF-TOKEN', token);
    }
    const language = document.documentElement.lang;
    if (language) {
      request.setRequestHeader('Accept-Language', language);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(event.loaded / event.total);
      }
    };
    request.onload = () => {
      let body: { name?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: the status decides
      }
      if (request.status === 201 && body.name) {
        resolve(body.name);
      } else {
        reject(new Error(body.message ?? `Upload failed (${request.status})`));
      }
    };
    request.onerror = () => reject(new Error(NETWORK_MESSAGE));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}

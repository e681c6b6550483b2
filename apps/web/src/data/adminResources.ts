import type {
  adminResourceListQuerySchema,
  AdminItem,
  AdminItemBody,
  AdminResource,
  AdminResourceBody,
} from '@laikas/contract';
import { useGet, write } from './calls';
import { api } from './client';
import { postForm } from './upload';

/** The list's query as the contract's schema reads it (numbers parsed, defaults applied). */
export type AdminResourceListQuery = ReturnType<typeof adminResourceListQuerySchema.parse>;

export function useAdminResource(id: number | undefined) {
  return useGet<AdminResource>(id ? 'resources' : null, `/api/admin/resources/${id}`);
}

// After a write every resource read (public and admin) is fetched again.

export function createResource(body: AdminResourceBody) {
  return write('resources', api.post<AdminResource>('/api/admin/resources', body));
}

export function updateResource(id: number, body: AdminResourceBody) {
  return write('resources', api.put<AdminResource>(`/api/admin/resources/${id}`, body));
}

export function deleteResource(id: number) {
  return write('resources', api.delete(`/api/admin/resources/${id}`));
}

export function saveItem(resourceId: number, itemId: number | null, body: AdminItemBody) {
  const items = `/api/admin/resources/${resourceId}/items`;
  return write('resources', itemId ? api.put<AdminItem>(`${items}/${itemId}`, body) : api.post<AdminItem>(items, body));
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

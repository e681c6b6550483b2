import type { PageMeta } from '@laikas/contract';
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import { api, buildUrl, type RequestOptions } from './client';

/*
 * The three shapes of the data layer, each written once: a read of one address (`useGet`), a page of a server-paged
 * list (`usePage`), and a write that makes the reads it changes ask again (`write`).
 */

/** A read's query: empty values are left out of the address (`buildUrl`). */
type Query = Readonly<Record<string, unknown>>;
const asQuery = (query?: Query) => query as RequestOptions['query'];

/** How a read asks (`raw`: the whole body; `quiet`: not under the loading overlay) and SWR's options for it. */
export type ReadOptions<T> = Pick<RequestOptions, 'raw' | 'quiet'> & SWRConfiguration<T>;

/**
 * A read's SWR key: its area (the key's first part, which writes and live events revalidate by, `liveKeys.ts`), then
 * the address as the client writes it (the one an answer inlined in the page is kept under, `firstRender.ts`).
 */
export function readKey(area: string, path: string, query?: Query) {
  return [area, buildUrl(path, asQuery(query))] as const;
}

/** `GET path?query` under `readKey(area, …)`; no area (null): nothing is asked yet (an id not known yet). */
export function useGet<T>(
  area: string | null,
  path: string,
  query?: Query,
  options: ReadOptions<T> = {},
): SWRResponse<T> {
  const { raw, quiet, ...config } = options;
  // The call as one written by hand makes it, without empty trailing arguments.
  const get = () =>
    raw || quiet
      ? api.get<T>(path, asQuery(query), { raw, quiet })
      : query
        ? api.get<T>(path, asQuery(query))
        : api.get<T>(path);
  return useSWR(area ? readKey(area, path, query) : null, get, config);
}

/** A page of a server-paged list, as its call answers it (`raw`). */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** A page of a server-paged list; the page shown stays while the next one loads. */
export function usePage<T>(area: string | null, path: string, query: Query): SWRResponse<Page<T>> {
  return useGet<Page<T>>(area, path, query, { raw: true, keepPreviousData: true });
}

/** Every read of `areas` (a key's first part) is asked again. */
export function revalidate(areas: string | readonly string[]) {
  return mutate((key) => Array.isArray(key) && [areas].flat().includes(key[0] as string));
}

/** Waits for a write (`api.post(…)`), then every read of `areas` is asked again; answers what the write answered. */
export async function write<T>(areas: string | readonly string[], call: Promise<T>): Promise<T> {
  const answer = await call;
  await revalidate(areas);
  return answer;
}

/** `POST path` for a new record, `PUT path/{id}` for an existing one; every read of `areas` is asked again. */
export function saveRecord<T>(
  areas: string | readonly string[],
  path: string,
  id: number | null | undefined,
  body: unknown,
) {
  return write(areas, id ? api.put<T>(`${path}/${id}`, body) : api.post<T>(path, body));
}

/** `DELETE path`, then every read of `areas` is asked again; answers true (`useSubmit` reads nothing as a failure). */
export async function deleteRecord(areas: string | readonly string[], path: string): Promise<true> {
  await write(areas, api.delete(path));
  return true;
}

import { useCallback, useMemo, useState } from 'react';
import { readListQuery, writeListQuery, type ListQueryChanges, type ListQuerySchema } from './listQuery';

/**
 * The address's query parameters and a way to replace them: react-router's `useSearchParams()` answer fits as it is,
 * and so does any router's equivalent (the kit does not depend on one).
 */
export type SearchParamsState = readonly [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
];

export interface ListQueryState<Query> {
  /** The query the address holds, parsed by the schema (defaults applied, refused values left out). */
  query: Query;
  /**
   * Changes some parameters; any change but the page's own goes back to page 1. `replace` changes the address
   * without a new history entry (for typing, where Back should not step through every letter).
   */
  change: (changes: ListQueryChanges<Query>, options?: { replace?: boolean }) => void;
  /** Removes every filter, sort and page. */
  reset: () => void;
}

/** A list's query kept in the address and parsed by the contract's query schema (see `ListPage`). */
export function useListQuery<Query>(
  schema: ListQuerySchema<Query>,
  [params, setParams]: SearchParamsState,
): ListQueryState<Query> {
  const defaults = useMemo(() => readListQuery(schema, new URLSearchParams()), [schema]);
  const query = useMemo(() => readListQuery(schema, params), [schema, params]);
  const change = useCallback(
    (changes: ListQueryChanges<Query>, options?: { replace?: boolean }) =>
      setParams(writeListQuery(params, changes, defaults), options),
    [params, setParams, defaults],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { query, change, reset };
}

/**
 * A list's query kept in the component instead of the address (a list inside another screen: a user's
 * reservations), changed as `useListQuery` changes it: any change but the page's own goes back to page 1.
 */
export function useListState<Query extends { page: number }>(initial: Query): ListQueryState<Query> {
  const [first] = useState(initial);
  const [query, setQuery] = useState(first);
  const change = useCallback(
    (changes: ListQueryChanges<Query>) =>
      setQuery((current) => ({ ...current, ...changes, ...(!('page' in changes) && { page: 1 }) }) as Query),
    [],
  );
  const reset = useCallback(() => setQuery(first), [first]);
  return { query, change, reset };
}

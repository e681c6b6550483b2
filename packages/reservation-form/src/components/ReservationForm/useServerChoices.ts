import type { SearchOption } from '@laikas/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { NamedOption } from '../../model/formValues';
import type { ReservationResource } from '../../model/resources';

const toOption = (named: NamedOption): SearchOption => ({ value: named.id, label: named.name });

/**
 * The resources the form knows: those given, and those found by `searchResources` and chosen (issue 27: a room
 * picker over hundreds of rooms asks the server instead of holding them all). `search` is undefined without
 * `searchResources`: the picker then filters the given list.
 */
export function useResourceChoices(
  resources: readonly ReservationResource[],
  searchResources: ((query: string) => Promise<readonly ReservationResource[]>) | undefined,
) {
  // Every resource a search answered, so a chosen one keeps its settings (remote, slots, daily window).
  const seen = useRef(new Map<number, ReservationResource>());
  const [kept, setKept] = useState<ReadonlyMap<number, ReservationResource>>(new Map());
  const known = useMemo(
    () => [...resources, ...[...kept.values()].filter((found) => !resources.some((given) => given.id === found.id))],
    [resources, kept],
  );
  const search = useCallback(
    async (query: string) => {
      const found = (await searchResources?.(query)) ?? [];
      for (const resource of found) {
        seen.current.set(resource.id, resource);
      }
      return found.map(toOption);
    },
    [searchResources],
  );
  /** Remembers chosen resources (an option found by a search, or a room "Find a free room" answered). */
  const keep = useCallback((chosen: readonly NamedOption[]) => {
    setKept((current) => {
      const next = new Map(current);
      for (const option of chosen) {
        next.set(option.id, seen.current.get(option.id) ?? next.get(option.id) ?? option);
      }
      return next;
    });
  }, []);
  const optionsOf = (ids: readonly number[]): SearchOption[] =>
    ids.map((id) => toOption(known.find((resource) => resource.id === id) ?? { id, name: `#${id}` }));
  return { known, search: searchResources ? search : undefined, keep, optionsOf };
}

/**
 * The names of the groups the form shows as chosen when its group picker searches the server (`searchGroups`):
 * the reservation's own groups, the given list, and those chosen from a search.
 */
export function useGroupChoices(
  groups: readonly NamedOption[],
  own: readonly NamedOption[] | null | undefined,
  searchGroups: ((query: string) => Promise<readonly NamedOption[]>) | undefined,
) {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(
    () => new Map([...groups, ...(own ?? [])].map((group) => [group.id, group.name])),
  );
  const search = useCallback(
    async (query: string) => ((await searchGroups?.(query)) ?? []).map(toOption),
    [searchGroups],
  );
  const keep = useCallback((chosen: readonly SearchOption[]) => {
    setNames(
      (current) => new Map([...current, ...chosen.map((option) => [Number(option.value), option.label] as const)]),
    );
  }, []);
  const optionsOf = (ids: readonly number[]): SearchOption[] =>
    ids.map((id) => ({ value: id, label: names.get(id) ?? groups.find((group) => group.id === id)?.name ?? `#${id}` }));
  return { search: searchGroups ? search : undefined, keep, optionsOf };
}

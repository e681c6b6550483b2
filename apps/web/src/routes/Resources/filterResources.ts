import type { ResourceListItem } from '@laikas/contract';

export interface ResourceFilter {
  query: string;
  /** Only resources that allow remote reservations. */
  remoteOnly: boolean;
  /** Only resources whose reservations wait for approval. */
  approvalOnly: boolean;
}

/** Lower-cases and strips Lithuanian diacritics so that "auditorija" finds "Auditorija" and "ą" finds "a". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('lt');
}

/** The resources that match every word of the query (in name, address or description) and the flags. */
export function filterResources<
  T extends Pick<ResourceListItem, 'name' | 'address' | 'description' | 'approved' | 'allow_remote_reservations'>,
>(resources: readonly T[], filter: ResourceFilter): T[] {
  const words = normalise(filter.query).split(/\s+/).filter(Boolean);
  return resources.filter((resource) => {
    if (filter.remoteOnly && !resource.allow_remote_reservations) {
      return false;
    }
    if (filter.approvalOnly && resource.approved) {
      return false;
    }
    const haystack = normalise([resource.name, resource.address ?? '', resource.description ?? ''].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** One choice of a select. */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  /** A second, quieter line (an e-mail, a group). */
  description?: string;
  disabled?: boolean;
}

/** The most options a select shows at once (spec 9); typing narrows the rest down. */
export const MAX_VISIBLE_OPTIONS = 1000;

/** Lower-cases and strips diacritics, so that "zalgiris" finds "Žalgiris" and "Ąžuolas" finds "azuolas". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('lt-LT')
    .trim();
}

/**
 * The options whose label or description contains every word of the query (in any order),
 * in their original order, at most `limit` of them.
 */
export function filterOptions<O extends SelectOption>(
  options: readonly O[],
  query: string,
  limit = MAX_VISIBLE_OPTIONS,
): O[] {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return options.slice(0, limit);
  }
  const matches: O[] = [];
  for (const option of options) {
    const haystack = normalizeSearchText(`${option.label} ${option.description ?? ''}`);
    if (words.every((word) => haystack.includes(word))) {
      matches.push(option);
      if (matches.length === limit) {
        break;
      }
    }
  }
  return matches;
}

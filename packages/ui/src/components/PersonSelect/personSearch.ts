/** Searching starts only after MORE than 2 typed characters (spec 5). */
export const PERSON_SEARCH_MIN_LENGTH = 3;
/** Typing pauses this long before a search is sent (spec 9). */
export const PERSON_SEARCH_DELAY_MS = 250;
/** The most people listed at once (spec 9). */
export const PERSON_OPTION_LIMIT = 50;

/**
 * The query to send for what was typed: the trimmed text once it is long enough, else ''
 * (the default list), so that clearing the box, or typing only one or two characters,
 * goes back to the default list.
 */
export function getPersonSearchTerm(typed: string, minLength = PERSON_SEARCH_MIN_LENGTH): string {
  const trimmed = typed.trim();
  return trimmed.length >= minLength ? trimmed : '';
}

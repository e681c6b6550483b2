/**
 * The web namespace's strings, one chunk per language (issue 18: none of them in the entry bundle). Importing a
 * language twice loads it once (the module loader keeps it).
 */
export const webStrings: Record<'lt' | 'en', () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./web.en'),
  lt: () => import('./web.lt'),
};

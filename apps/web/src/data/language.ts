const LANGUAGE_KEY = 'language';

/** The language stored in this browser, `lt` by default (spec 9). */
export function readStoredLanguage(): 'lt' | 'en' {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'lt';
}

export function storeLanguage(language: 'lt' | 'en'): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

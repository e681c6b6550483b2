const LANGUAGE_KEY = 'language';

/** The language stored in this browser, `lt` by default (spec 9). */
export function readStoredLanguage(): 'lt' | 'en' {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'lt';
}

export function storeLanguage(language: 'lt' | 'en'): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

/** The language a page load starts in (spec 4): the stored user's language, else the stored one, else lt. */
export function bootLanguage(): 'lt' | 'en' {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: string } | null;
    if (user?.language === 'lt' || user?.language === 'en') {
      return user.language;
    }
  } catch {
    // a damaged stored user is ignored
  }
  return readStoredLanguage();
}

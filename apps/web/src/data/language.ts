import { inlinedAnswers } from './inlined';

const LANGUAGE_KEY = 'language';

/** The language stored in this browser, `lt` by default (spec 9). */
export function readStoredLanguage(): 'lt' | 'en' {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'lt';
}

export function storeLanguage(language: 'lt' | 'en'): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

/**
 * The language a page load starts in (spec 4): the signed-in user's as the server put it in the page (their choice
 * now, also when made on another device or just before this load), else the stored user's, else the stored one,
 * else lt.
 */
export function bootLanguage(): 'lt' | 'en' {
  const inlined = inlinedAnswers().get('/api/user')?.language;
  if (inlined === 'lt' || inlined === 'en') {
    return inlined;
  }
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

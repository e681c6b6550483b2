import type { CurrentUser } from '@laikas/contract';
import { inlinedAnswers } from './inlined';

/*
 * What this browser keeps between page loads: the signed-in user (spec 4) and the language chosen (spec 9). Apart from
 * the session's module, which needs i18next, so that the entry can tell the language a page load starts in.
 */
const USER_KEY = 'user';
const LANGUAGE_KEY = 'language';

/** The user stored on the last sign-in or check; null when none (or a damaged one) is stored. */
export function readStoredUser(): CurrentUser | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as CurrentUser | null;
  } catch {
    return null;
  }
}

export function storeUser(user: CurrentUser | null): void {
  if (user) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } else {
    localStorage.removeItem(USER_KEY);
  }
}

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
  const inlinedUser = inlinedAnswers().get('/api/user')?.data as Partial<CurrentUser> | undefined;
  for (const language of [inlinedUser?.language, readStoredUser()?.language]) {
    if (language === 'lt' || language === 'en') {
      return language;
    }
  }
  return readStoredLanguage();
}

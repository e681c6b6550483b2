import type { CurrentUser } from '@laikas/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { loadLanguage } from '../i18n';
import { api, ApiError, onUnauthorized } from './client';
import { keys } from './keys';
import { readStoredLanguage, readStoredUser, storeLanguage, storeUser } from './language';

/** The signed-in user as `GET /api/user` returns it (spec 3). */
export type SessionUser = CurrentUser;

export interface SessionValue {
  user: SessionUser | null;
  /** False until the stored session has been checked with the server once. */
  checked: boolean;
  /** `path`: another sign-in with a uid and password (a university's LDAP directory, issue 30). */
  login(uid: string, password: string, path?: string): Promise<SessionUser>;
  logout(): Promise<void>;
  refresh(): Promise<SessionUser | null>;
  setUser(user: SessionUser): void;
  changeLanguage(language: 'lt' | 'en'): Promise<void>;
}

/** The session of the screens below it: `SessionProvider`'s, or one a component test gives (testScreen.tsx). */
export const SessionContext = createContext<SessionValue | null>(null);

/** The session's user from `GET /api/user`'s answer; `null` when the user has no name (spec 4). */
export function signedInUser(current: SessionUser | undefined): SessionUser | null {
  return current?.name ? current : null;
}

/** `GET /api/user`; `null` when nobody is signed in or the user has no name (spec 4). */
async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return signedInUser(await api.get<SessionUser>('/api/user', undefined, { ignoreUnauthorized: true }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}

/**
 * Keeps the session (spec 4): the user is stored locally on login and whenever `GET /api/user`
 * answers; it is cleared on logout or when that call fails, and the person is sent to Login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored] = useState<SessionUser | null>(readStoredUser);
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const current = useSWR(keys.user(), fetchCurrentUser, { revalidateOnFocus: true, shouldRetryOnError: false });
  // Until the server answers, the stored user keeps the frame on screen; a failed check clears it.
  const user = current.data !== undefined ? current.data : current.error ? null : stored;
  const checked = current.data !== undefined || current.error !== undefined;
  const { mutate } = current;

  useEffect(() => {
    storeUser(checked ? user : stored);
  }, [checked, stored, user]);

  const setUser = useCallback((next: SessionUser | null) => void mutate(next, { revalidate: false }), [mutate]);

  // A language's strings are a chunk of their own (issue 18): loaded before the switch, so no screen shows keys.
  const applyLanguage = useCallback(
    async (language: 'lt' | 'en') => {
      if (i18n.language !== language) {
        await loadLanguage(language);
        await i18n.changeLanguage(language);
      }
      document.documentElement.lang = language;
    },
    [i18n],
  );

  useEffect(() => {
    const language = current.data?.language;
    if (language === 'lt' || language === 'en') {
      applyLanguage(language).catch(console.error);
    }
  }, [applyLanguage, current.data?.language]);

  const refresh = useCallback(async () => (await mutate()) ?? null, [mutate]);
  // The language switched to while nobody is signed in (the sign-in page's selector), for the next sign-in.
  const chosenSignedOut = useRef<'lt' | 'en' | null>(null);

  useEffect(
    () =>
      onUnauthorized(() => {
        setUser(null);
        // Back to where the session ran out after signing in again.
        const { pathname, search, hash } = window.location;
        navigate('/login', { replace: true, state: pathname === '/login' ? null : { from: pathname + search + hash } });
      }),
    [navigate, setUser],
  );

  const login = useCallback(
    async (uid: string, password: string, path = '/api/login') => {
      let signedIn = await api.post<SessionUser>(path, { uid, password }, { ignoreUnauthorized: true });
      // A language chosen on the sign-in page is the person's: saved to the account as a switch then would be
      // (spec 8), or the account's own would win and undo the choice.
      const chosen = chosenSignedOut.current;
      chosenSignedOut.current = null;
      if (chosen && chosen !== signedIn.language) {
        try {
          await api.post('/api/set-language', { language: chosen });
          signedIn = { ...signedIn, language: chosen };
        } catch (error) {
          console.error(error instanceof ApiError ? error.message : error);
        }
      }
      setUser(signedIn);
      const language = signedIn.language;
      await applyLanguage(language === 'lt' || language === 'en' ? language : readStoredLanguage());
      return signedIn;
    },
    [applyLanguage, setUser],
  );

  const logout = useCallback(async () => {
    if (user?.impersonated) {
      try {
        await api.post('/api/users/stop-impersonating', {});
        window.location.assign('/');
        return;
      } catch (error) {
        console.error(error);
      }
    }
    let providerLogout: string | undefined;
    try {
      // A session from a university's OpenID provider is ended there too (issue 30): the server names the address.
      const answer = await api.post<{ redirect_to?: string } | undefined>(
        '/api/logout',
        {},
        { ignoreUnauthorized: true },
      );
      providerLogout = answer?.redirect_to;
    } catch (error) {
      console.error(error);
    }
    setUser(null);
    if (providerLogout) {
      window.location.assign(providerLogout);
      return;
    }
    navigate('/login', { replace: true });
  }, [navigate, setUser, user?.impersonated]);

  const changeLanguage = useCallback(
    async (language: 'lt' | 'en') => {
      if (language === i18n.language) {
        return;
      }
      try {
        if (user) {
          await api.post('/api/set-language', { language });
          setUser({ ...user, language });
        } else {
          chosenSignedOut.current = language;
        }
        await applyLanguage(language);
        storeLanguage(language);
      } catch (error) {
        // Spec 8: a failed switch is only logged; the language stays as it was.
        console.error(error instanceof ApiError ? error.message : error);
      }
    },
    [applyLanguage, i18n.language, setUser, user],
  );

  const value = useMemo<SessionValue>(
    () => ({ user, checked, login, logout, refresh, setUser, changeLanguage }),
    [changeLanguage, checked, login, logout, refresh, setUser, user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) {
    throw new Error('useSession needs a SessionProvider');
  }
  return value;
}

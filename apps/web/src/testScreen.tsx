import { LoadingProvider, ModalHost, ToastProvider } from '@laikas/ui';
import { cleanup, render } from '@testing-library/react';
import type { CurrentUser } from '@laikas/contract';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { readRetry } from './data/retry';
import { SessionContext, type SessionValue } from './data/session';
import { i18n, loadLanguage, type WebLanguage } from './i18n';

/** Nobody signed in, the session checked: what a screen test's session is unless it says otherwise. */
const signedOut: SessionValue = {
  user: null,
  checked: true,
  login: () => Promise.reject(new Error('login is not part of this test')),
  logout: () => Promise.resolve(),
  refresh: () => Promise.resolve(null),
  setUser: () => undefined,
  changeLanguage: () => Promise.resolve(),
};

/** A signed-in person as `GET /api/auth/me` describes them: a student with no roles or abilities unless `overrides` say. */
export function currentUserOf(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    uid: 'studentas',
    name: 'Ieva Petrauskaitė',
    email: null,
    roles: [],
    abilities: [],
    language: 'lt',
    impersonated: false,
    subscribed_calendar: null,
    daily_reminder: false,
    reminder_hour: 7,
    reminder_hour_chosen: false,
    must_change_password: false,
    password_change_reason: null,
    ...overrides,
  };
}

/**
 * A screen for a component test, as the app shows it: in `language`, at `address` of a router whose one route is
 * `path`, under the providers the app gives every screen (a fresh SWR cache with the app's retries, the loading
 * overlay, toasts, modals) and `session` (nobody signed in unless it names a user). The test stubs `api` first; the
 * router lets it read or move the address.
 */
export async function renderScreen(
  screen: { path: string; Component: ComponentType },
  address: string,
  language: WebLanguage = 'en',
  session: Partial<SessionValue> = {},
) {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const router = createMemoryRouter([screen], { initialEntries: [address] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, ...readRetry }}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={{ ...signedOut, ...session }}>
          <LoadingProvider>
            <ToastProvider>
              <ModalHost>
                <RouterProvider router={router} />
              </ModalHost>
            </ToastProvider>
          </LoadingProvider>
        </SessionContext.Provider>
      </I18nextProvider>
    </SWRConfig>,
  );
  return router;
}

/** jsdom has no ResizeObserver; charts and the modal's scroll region watch their size with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * The hooks of a screen test whose screen has a list box or a table: jsdom's missing ResizeObserver and
 * scrollIntoView (a list scrolls its chosen option into view) stubbed before each test, the screen, mocks and
 * stubs undone after it.
 */
export function screenTestHooks() {
  beforeEach(() => {
    stubResizeObserver();
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

import { LoadingProvider, ModalHost, ToastProvider, useLoading } from '@laikas/ui';
import { useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { setRequestTracker } from '../data/client';
import { firstRenderData } from '../data/firstRender';
import { readRetry } from '../data/retry';
import { SessionProvider } from '../data/session';
import { i18n } from '../i18n';
import { bootOverlayShownAt } from './InitialLoading';
import { LiveUpdates } from './LiveUpdates';
import { SessionTimeout } from './SessionTimeout';
import { RouteAnnouncer } from './RouteAnnouncer';

/**
 * Every API call is counted by the loading overlay (spec 4), which shows when calls take a while. A layout effect:
 * SWR starts a screen's first calls in layout effects, which all run before any plain effect, so the tracker must
 * be in place by then or a page's first load is never counted.
 */
function CountRequests() {
  const { increment, decrement } = useLoading();
  useLayoutEffect(() => setRequestTracker({ increment, decrement }), [increment, decrement]);
  return null;
}

/**
 * The app's providers: i18next, and those that need the router: the session (it navigates to Login), SWR (with the
 * answers the page carries), toasts, loading, modals. The loading overlay takes over the boot's if that one is
 * showing as the app mounts, so that a slow first call keeps one overlay rather than lifting the boot's and showing
 * its own after the delay.
 */
export function AppRoot() {
  // The answers the page carries (issue 18), read once: the first render draws with them.
  // A read that failed for a passing reason is asked again (data/retry.ts); a refusal is not.
  const [swr] = useState(() => ({ revalidateOnFocus: false, ...readRetry, fallback: firstRenderData() }));
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swr}>
        <ToastProvider>
          <LoadingProvider shownSince={bootOverlayShownAt}>
            <CountRequests />
            <SessionProvider>
              <ModalHost>
                <Outlet />
                <SessionTimeout />
              </ModalHost>
              <RouteAnnouncer />
              <LiveUpdates />
            </SessionProvider>
          </LoadingProvider>
        </ToastProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

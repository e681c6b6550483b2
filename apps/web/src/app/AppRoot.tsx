import {
  LOADING_OVERLAY_DELAY_MS,
  LOADING_OVERLAY_MINIMUM_MS,
  LoadingOverlay,
  LoadingProvider,
  ModalHost,
  ToastProvider,
  useLoading,
  useOverlayVisibility,
} from '@laikas/ui';
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { setRequestTracker } from '../data/client';
import { SessionProvider } from '../data/session';
import { RouteAnnouncer } from './RouteAnnouncer';

/** While the first screen's code loads: the loading overlay, from the same delay on as for calls. */
export function InitialLoading() {
  const visible = useOverlayVisibility(true, LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_MINIMUM_MS);
  return <LoadingOverlay visible={visible} />;
}

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

/** Providers that need the router: the session (it navigates to Login), SWR, toasts, loading, modals. */
export function AppRoot() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ToastProvider>
        <LoadingProvider>
          <CountRequests />
          <SessionProvider>
            <ModalHost>
              <Outlet />
            </ModalHost>
            <RouteAnnouncer />
          </SessionProvider>
        </LoadingProvider>
      </ToastProvider>
    </SWRConfig>
  );
}

import { LoadingProvider, ModalHost, ToastProvider } from '@laikas/ui';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../data/session';

/** Providers that need the router: the session (it navigates to Login), SWR, toasts, loading, modals. */
export function AppRoot() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ToastProvider>
        <LoadingProvider>
          <SessionProvider>
            <ModalHost>
              <Outlet />
            </ModalHost>
          </SessionProvider>
        </LoadingProvider>
      </ToastProvider>
    </SWRConfig>
  );
}

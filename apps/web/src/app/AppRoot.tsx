import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../data/session';

/** Providers that need the router: the session (it navigates to Login) and SWR. */
export function AppRoot() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </SWRConfig>
  );
}

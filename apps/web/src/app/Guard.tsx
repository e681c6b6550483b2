import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../data/session';
import { mayOpen } from './menu';
import { pathTo, type RouteAccess } from './routeTable';

/**
 * Route guard (spec 6): unauthenticated → Login; Login while signed in → Home; a missing ability or
 * super-admin rank → Home with 'Neturite įgaliojimų'; a password to change first → the change-password screen.
 * Without a stored user the session is asked first: a person with a valid session cookie whose browser forgot the
 * user (cleared site data, signed in elsewhere) stays on the deep link they opened instead of passing Login to Home.
 */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, checked } = useSession();
  const location = useLocation();
  if (access.kind === 'anyone') {
    return children;
  }
  if (access.kind === 'guest') {
    return user ? <Navigate to="/" replace /> : children;
  }
  if (!user && !checked) {
    // The session's call is counted by the loading overlay, which shows while it takes a while.
    return null;
  }
  if (!user) {
    // The whole address, query included: a deep link such as /resources/3?week=2026-11-30 survives signing in.
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  // An administrator reset the password: the server refuses everything else until a new one is chosen (issue 15).
  const changePassword = pathTo('User.ChangePassword');
  if (user.must_change_password && location.pathname !== changePassword) {
    return <Navigate to={changePassword} replace />;
  }
  // The state tells Home to show the permission error (spec 6).
  return mayOpen(user, access) ? children : <Navigate to="/" replace state={{ flash: 'forbidden' }} />;
}

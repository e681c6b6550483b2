import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { bootLanguage } from '../data/language';
import { webStrings } from '../locales/load';
import { adminScreens, type ScreenModule } from './adminRoutes';
import { InitialLoading } from './InitialLoading';
import { RouteError } from './RouteError';
import { ROUTE_TABLE, type RouteName } from './routeTable';

/**
 * The screens this build has, each loaded on demand so that bundles stay split by route. Route
 * names without a screen answer Not Found (their guard still runs first).
 */
export const SCREENS: Partial<Record<RouteName, ScreenModule>> = {
  Home: () => import('../routes/Home/HomePage'),
  Login: () => import('../routes/Login/LoginPage'),
  StudentInstructions: () => import('../routes/Instructions/StudentInstructionsPage'),
  AdminInstructions: () => import('../routes/Instructions/AdminInstructionsPage'),
  ResourcesIndex: () => import('../routes/Resources/ResourcesIndexPage'),
  ResourceWithId: () => import('../routes/ResourceView/ResourceViewPage'),
  Reservation: () => import('../routes/ReservationView/ReservationViewPage'),
  RemoteReservations: () => import('../routes/RemoteReservations/RemoteReservationsPage'),
  FindRoom: () => import('../routes/FindRoom/FindRoomPage'),
  'User.Profile': () => import('../routes/User/ProfilePage'),
  'User.ChangePassword': () => import('../routes/User/ChangePasswordPage'),
  'User.Reminders': () => import('../routes/User/RemindersPage'),
  // notifications (issue 14)
  Notifications: () => import('../routes/Notifications/NotificationsPage'),
  'User.Invitations': () => import('../routes/User/InvitationsPage'),
  'User.Notifications': () => import('../routes/User/NotificationSettingsPage'),
  'Resources.Teachers': () => import('../routes/Resources/TeachersPage'),
  'Resources.Groups': () => import('../routes/Resources/GroupsPage'),
  'Resources.Glance': () => import('../routes/Resources/GlancePage'),
  Accessibility: () => import('../routes/Accessibility/AccessibilityPage'),
  // The children of /admin: their screens are listed with their routes in adminRoutes.ts.
  ...adminScreens(),
};

const notFound: ScreenModule = () => import('../routes/NotFound/NotFoundPage');

/**
 * Starts loading a screen's code before it is opened (a menu opened, a link pointed at): the click then finds it
 * loaded. The module loader keeps one copy, so the route's own `lazy` takes the same promise.
 */
export function preloadScreen(name: RouteName): void {
  void SCREENS[name]?.().catch(() => undefined);
}

function lazyScreen(load: ScreenModule): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}

function guardedRoute(entry: (typeof ROUTE_TABLE)[number]): RouteObject {
  const load = SCREENS[entry.name] ?? notFound;
  return {
    id: entry.name,
    path: entry.path,
    handle: { name: entry.name },
    lazy: async () => {
      const [module, { Guard }] = await Promise.all([load(), import('./Guard')]);
      const Screen = module.default;
      return {
        Component: () => (
          <Guard access={entry.access}>
            <Screen />
          </Guard>
        ),
      };
    },
  };
}

function isAdmin(entry: (typeof ROUTE_TABLE)[number]): boolean {
  return entry.path === '/admin' || entry.path.startsWith('/admin/');
}

export const routes: RouteObject[] = [
  {
    // The providers, the frames and the interface language's strings are chunks of their own, not the entry's
    // (issue 18: entry JavaScript): the router loads a page's matched routes side by side, so they arrive together
    // with the screen's code and the first render has them all.
    id: 'root',
    lazy: async () => {
      const language = bootLanguage();
      // The strings' chunk is asked for now, beside i18next's, not after it.
      const [{ AppRoot }, { loadLanguage }] = await Promise.all([
        import('./AppRoot'),
        import('../i18n'),
        webStrings[language](),
      ]);
      await loadLanguage(language);
      return { Component: AppRoot };
    },
    // The first screen's code is still loading: the loading overlay, if it takes a while (issue 12, item 22:
    // without a fallback react-router warns on every full page load).
    HydrateFallback: InitialLoading,
    // A chunk gone after a deploy, or an error while rendering: a page to recover from, not a blank one. Part of the
    // entry, as the frame's own chunk may be what failed.
    errorElement: <RouteError />,
    children: [
      ...ROUTE_TABLE.filter((entry) => entry.name === 'Login').map(guardedRoute),
      {
        id: 'layout',
        lazy: async () => ({ Component: (await import('./AppLayout')).AppLayout }),
        errorElement: <RouteError />,
        children: [
          ...ROUTE_TABLE.filter((entry) => entry.name !== 'Login' && !isAdmin(entry)).map(guardedRoute),
          // Every /admin screen inside the admin layout (its section navigation).
          {
            id: 'admin',
            lazy: async () => ({ Component: (await import('./AdminLayout')).AdminLayout }),
            children: ROUTE_TABLE.filter(isAdmin).map(guardedRoute),
          },
          { path: '*', handle: { name: 'NotFound' }, lazy: lazyScreen(notFound) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes that match `location` and puts it on them (no `lazy` left), as a router that hydrates
 * the server's render needs: its first render then draws the page at once instead of its loading fallback.
 */
export async function resolveMatchedRoutes(table: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }
    }),
  );
}

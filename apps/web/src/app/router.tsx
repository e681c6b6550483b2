import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { bootLanguage } from '../data/language';
import { webStrings } from '../locales/load';
import { InitialLoading } from './InitialLoading';
import { RouteError } from './RouteError';
import { ROUTE_TABLE, routeNamed, type RouteEntry, type RouteName } from './routeTable';

/** The screen modules below routes/, each loaded on demand (its own chunk) so that bundles stay split by route. */
const SCREENS = import.meta.glob<{ default: ComponentType }>('../routes/**/*Page.tsx');

function loadScreen(screen: string) {
  const load = SCREENS[`../routes/${screen}.tsx`];
  if (!load) {
    throw new Error(`routeTable.ts names routes/${screen}.tsx, which is no screen module.`);
  }
  return load();
}

/**
 * Starts loading a screen's code before it is opened (a menu opened, a link pointed at): the click then finds it
 * loaded. The module loader keeps one copy, so the route's own `lazy` takes the same promise.
 */
export function preloadScreen(name: RouteName): void {
  void loadScreen(routeNamed(name).screen).catch(() => undefined);
}

function guardedRoute(entry: RouteEntry): RouteObject {
  return {
    id: entry.name,
    path: entry.path,
    handle: { name: entry.name },
    lazy: async () => {
      const [module, { Guard }] = await Promise.all([loadScreen(entry.screen), import('./Guard')]);
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

function isAdmin(entry: RouteEntry): boolean {
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
          {
            path: '*',
            handle: { name: 'NotFound' },
            lazy: async () => ({ Component: (await loadScreen('NotFound/NotFoundPage')).default }),
          },
        ],
      },
    ],
  },
];

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

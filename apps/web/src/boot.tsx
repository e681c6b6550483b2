/*
 * The app's start, imported by main.tsx (at once, or after the server's page is drawn): the router, React's root, the
 * first screen's code.
 */
import { installModalBack, universityTheme } from '@laikas/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { resolveMatchedRoutes, routes } from './app/router';
import { markFirstScreenDrawnByServer } from './data/inlined';
import { bootLanguage } from './data/language';

document.documentElement.classList.add(universityTheme);
// Before the router listens: Back's pops that belong to an open modal never reach it (ui's ModalHost).
installModalBack();
document.documentElement.lang = bootLanguage();

if (import.meta.env.PROD && import.meta.env.VITE_SENTRY_DSN) {
  // Error reporting only in production builds with a DSN. The spec asks for default personal data
  // to be sent; Sentry 11 replaced `sendDefaultPii: true` with `dataCollection` (user info on).
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({ dsn: import.meta.env.VITE_SENTRY_DSN as string, dataCollection: { userInfo: true } }),
  );
}

const container = document.getElementById('root') as HTMLElement;
// Creating the router starts loading the page's route modules (the providers with i18next and the interface
// language's strings, the frame, the screen), side by side.
const app = () => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);

if (container.firstElementChild) {
  // The server drew the first screen (issue 33; entry-server.tsx): the page's routes' code is loaded before the
  // router starts, so that its first render is the server's and React hydrates it instead of drawing it again.
  markFirstScreenDrawnByServer();
  void resolveMatchedRoutes(routes, window.location).then(() => hydrateRoot(container, app()));
} else {
  createRoot(container).render(app());
}

import '@laikas/ui/reset.css';
import { universityTheme } from '@laikas/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { bootLanguage } from './data/language';

document.documentElement.classList.add(universityTheme);
document.documentElement.lang = bootLanguage();

if (import.meta.env.PROD && import.meta.env.VITE_SENTRY_DSN) {
  // Error reporting only in production builds with a DSN. The spec asks for default personal data
  // to be sent; Sentry 11 replaced `sendDefaultPii: true` with `dataCollection` (user info on).
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({ dsn: import.meta.env.VITE_SENTRY_DSN as string, dataCollection: { userInfo: true } }),
  );
}

// Creating the router starts loading the page's route modules (the providers with i18next and the interface
// language's strings, the frame, the screen), side by side.
const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

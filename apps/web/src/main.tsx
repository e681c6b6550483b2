import '@laikas/ui/reset.css';
import { universityTheme } from '@laikas/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { i18n } from './i18n';

document.documentElement.classList.add(universityTheme);
document.documentElement.lang = i18n.language;

if (import.meta.env.PROD && import.meta.env.VITE_SENTRY_DSN) {
  // Error reporting only in production builds with a DSN. The spec asks for default personal data
  // to be sent; Sentry 11 replaced `sendDefaultPii: true` with `dataCollection` (user info on).
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({ dsn: import.meta.env.VITE_SENTRY_DSN as string, dataCollection: { userInfo: true } }),
  );
}

const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);

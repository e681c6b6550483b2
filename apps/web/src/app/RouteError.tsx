import { Box, Button } from '@laikas/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * A screen's or the frame's code that did not load: after a deploy the old build's chunks are gone from the server, or
 * the server was too busy to send one (a 503 under pressure). The browser's error does not say which, and a reload
 * mends both.
 */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/**
 * The page's words in both languages: the error element shows when the strings' own chunk may be the one that failed,
 * so they live here, in the entry.
 */
const STRINGS = {
  lt: {
    updatedTitle: 'Nepavyko įkelti puslapio dalies',
    updatedText: 'Serveris užimtas arba jame jau nauja versija. Įkelkite puslapį iš naujo.',
    reload: 'Įkelti iš naujo',
    errorTitle: 'Kažkas nepavyko',
    errorText: 'Šio puslapio parodyti nepavyko. Klaida užfiksuota; grįžkite į pradžią arba bandykite dar kartą.',
    home: 'Į pradžią',
  },
  en: {
    updatedTitle: 'Part of this page did not load',
    updatedText: 'The server is busy or has a new version. Reload the page.',
    reload: 'Reload',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown. The error has been recorded; go back to the start or try again.',
    home: 'Back to the start',
  },
} as const;

/**
 * Sends a render error to the production error reporting (spec 9: only production builds with a DSN; `boot.tsx`
 * initialises Sentry); elsewhere it stays in the console.
 */
async function reportRenderError(error: unknown): Promise<void> {
  if (import.meta.env.PROD && import.meta.env.VITE_SENTRY_DSN) {
    try {
      const Sentry = await import('@sentry/react');
      Sentry.captureException(error, { tags: { boundary: 'router' } });
    } catch {
      // the reporter's own chunk did not load (a deploy): nothing more to do
    }
  } else {
    console.error(error);
  }
}

/**
 * The router's error element: a screen's code that did not load (a deploy replaced it, or the server was busy) offers
 * a reload; any other error shows a page in the interface language with the way back to the start, and is reported.
 * The language is the one boot.tsx set on `<html>`: i18next may be what failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const outdated = isChunkLoadError(error);
  useEffect(() => {
    if (!outdated) {
      void reportRenderError(error);
    }
  }, [error, outdated]);
  const strings = STRINGS[document.documentElement.lang === 'en' ? 'en' : 'lt'];
  return (
    <Box as="main" display="flex" flexDirection="column" gap="md" paddingY="xxl" textAlign="center" alignItems="center">
      <h1>{outdated ? strings.updatedTitle : strings.errorTitle}</h1>
      <p>{outdated ? strings.updatedText : strings.errorText}</p>
      <Box display="flex" gap="md" alignItems="center">
        <Button variant={outdated ? 'primary' : 'secondary'} onClick={() => window.location.reload()}>
          {strings.reload}
        </Button>
        {!outdated && <a href="/">{strings.home}</a>}
      </Box>
    </Box>
  );
}

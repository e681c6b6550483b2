/**
 * What the router's error element needs beside React: which errors a reload mends, the page's words in both
 * languages (the element shows when the strings' own chunk may be the one that failed, so they live here, in the
 * entry), and the report of a render error to the production error reporting (spec 9: only production builds with
 * a DSN; `boot.tsx` initialises Sentry).
 */

/** A screen's or the frame's code that did not load: after a deploy the old build's chunks are gone from the server. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

export interface RouteErrorStrings {
  updatedTitle: string;
  updatedText: string;
  reload: string;
  errorTitle: string;
  errorText: string;
  home: string;
}

export const routeErrorStrings: Record<'lt' | 'en', RouteErrorStrings> = {
  lt: {
    updatedTitle: 'Laikas atnaujintas',
    updatedText: 'Šio puslapio dalis nebeįkeliama: serveryje jau nauja versija. Įkelkite puslapį iš naujo.',
    reload: 'Įkelti iš naujo',
    errorTitle: 'Kažkas nepavyko',
    errorText: 'Šio puslapio parodyti nepavyko. Klaida užfiksuota; grįžkite į pradžią arba bandykite dar kartą.',
    home: 'Į pradžią',
  },
  en: {
    updatedTitle: 'Laikas has been updated',
    updatedText: 'Part of this page no longer loads: the server has a new version. Reload the page.',
    reload: 'Reload',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown. The error has been recorded; go back to the start or try again.',
    home: 'Back to the start',
  },
};

/** Sends a render error to the production error reporting; elsewhere it stays in the console. */
export async function reportRenderError(error: unknown): Promise<void> {
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

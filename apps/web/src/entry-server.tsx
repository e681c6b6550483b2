/*
 * The web app's server entry (issue 33): the first screen rendered to HTML by React on the server, from the same
 * routes and components the browser runs and the same answers the server writes into the page, so that the room's
 * week is drawn from the first response and the app hydrates it without drawing it again. Built by
 * scripts/web-build.mjs beside the browser's build (`<dist>/.server/`) and called by the API's web plugin.
 */
import { universityTheme } from '@laikas/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { markFirstScreenDrawnByServer, setAnswersForServerRender } from './data/inlined';
import { setCookiesForServerRender } from './data/viewCookie';
import { i18n, loadLanguage } from './i18n';

const handler = createStaticHandler(routes);
markFirstScreenDrawnByServer();

/** What the page's document takes from a render: the markup of `#root` and the attributes of `<html>`. */
export interface Rendered {
  html: string;
  lang: 'lt' | 'en';
  htmlClass: string;
}

/**
 * The page at `url` (path and query) as the app draws it first with `answers` (address → JSON body, as inlined in
 * the page) and the person's chosen views (`preferences.cookie`, only the `laikas-view-` cookies); undefined when the
 * app would not draw a page there at once (a redirect, an error).
 */
export async function render(
  url: string,
  answers: Readonly<Record<string, Record<string, unknown>>>,
  preferences: { cookie: string } = { cookie: '' },
) {
  const user = answers['/api/user']?.data as { language?: string } | undefined;
  const lang = user?.language === 'en' ? 'en' : 'lt';
  await Promise.all([loadLanguage('lt'), loadLanguage('en')]);
  const context = await handler.query(new Request(new URL(url, 'http://laikas.invalid')));
  if (context instanceof Response || context.errors) {
    return undefined;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // From here on synchronous: no other page's render can change the language or the answers in between.
  setAnswersForServerRender(answers);
  setCookiesForServerRender(preferences.cookie);
  void i18n.changeLanguage(lang);
  try {
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    return { html, lang, htmlClass: universityTheme } satisfies Rendered;
  } finally {
    setAnswersForServerRender({});
    setCookiesForServerRender('');
  }
}

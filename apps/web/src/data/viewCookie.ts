import { readCookie } from './client';

/**
 * A view a person chose on a screen the server draws (rooms at a glance: day or week), kept in a cookie rather than
 * local storage so that the server draws the screen as the browser will (issue 33): a different first render would
 * be drawn again as the app hydrates. Only the cookies named here are given to the server's render.
 */
export const VIEW_COOKIE_PREFIX = 'laikas-view-';

let serverCookies = '';

/** The cookies a server render reads (`entry-server.tsx`), set for that render only. */
export function setCookiesForServerRender(cookie: string): void {
  serverCookies = cookie;
}

/** The stored view of `screen` (`glance`, `lanes`), or null. */
export function readView(screen: string): string | null {
  const cookie = typeof document === 'undefined' ? serverCookies : document.cookie;
  return readCookie(`${VIEW_COOKIE_PREFIX}${screen}`, cookie) ?? null;
}

/** Keeps the view of `screen` for a year, on every page of the site. */
export function storeView(screen: string, view: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${VIEW_COOKIE_PREFIX}${screen}=${encodeURIComponent(view)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

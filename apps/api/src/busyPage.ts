import { type Language } from '@laikas/contract';
import { message, render } from './i18n/index.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Whether a request that the overload guard refuses is a browser's for a page (an address opened or reloaded, not
 * /api or a file): it gets the busy page, not the API's JSON, which a person saw raw in their browser.
 */
export function wantsPage(url: string, accept: string | undefined): boolean {
  return !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && /\btext\/html\b/.test(accept ?? '');
}

/**
 * The page a browser gets while the server is too busy (503): in the person's language, it asks for the same
 * address again by itself after `retryAfter` seconds (as the Retry-After header says) and links to it to try now.
 * No script and no style: the security headers' policy allows neither inline.
 */
export function busyPage(url: string, language: Language, retryAfter: number): string {
  // Only a path of this site: `//host/…` would send the person elsewhere.
  const again = escapeHtml(url.startsWith('/') && !url.startsWith('//') ? url : '/');
  const title = escapeHtml(render(message('server.busyPage.title'), language));
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="refresh" content="${retryAfter}">`,
    `<title>${title} – Laikas</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p>${escapeHtml(render(message('server.busyPage.retrying'), language))}</p>`,
    `<p><a href="${again}">${escapeHtml(render(message('server.busyPage.tryNow'), language))}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

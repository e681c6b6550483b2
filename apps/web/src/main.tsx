/*
 * The web app's entry, the one script the page names (issue 33): small, so that the browser draws a page the server
 * drew as a static page is drawn, before any of the app's code is compiled or run. The app (boot.tsx: React, the
 * router, the screen's code) is asked for at once when the page is empty, and after the server's page has been
 * painted when it is not: then its loading, compiling and hydrating come after the frame that shows the week, not
 * before it (a module script runs as the parser ends, before the first paint).
 */
import '@laikas/ui/reset.css';

const start = () => import('./boot');

if (document.getElementById('root')?.firstElementChild) {
  // Two frames: the first paints the page, the second's callback runs once it is on screen.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void start())));
} else {
  void start();
}

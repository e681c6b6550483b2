import { visuallyHidden } from '@laikas/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation (issue 12, item 15): the window's title becomes the new page's main heading, focus
 * moves to that heading (so that Tab goes on from the top of the new page, not from `<body>`), and a live region
 * announces it. On the first load only the title is set: the browser already announces a loaded page. A page whose
 * heading comes later (a screen waiting for its data) is handled when the heading appears.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstLoad = useRef(true);

  useEffect(() => {
    const navigated = !firstLoad.current;
    firstLoad.current = false;
    const settle = () => {
      // The page's main heading once it is there: not one still saying it loads (`aria-busy`), not an empty one.
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading || heading.getAttribute('aria-busy') === 'true' || !heading.textContent?.trim()) {
        return false;
      }
      const title = heading.textContent!.trim();
      document.title = `${title} – Laikas`;
      if (navigated) {
        // A dialog opened meanwhile keeps the focus it has.
        if (!document.querySelector('[role="dialog"]')) {
          if (!heading.hasAttribute('tabindex')) {
            heading.setAttribute('tabindex', '-1');
          }
          heading.focus({ preventScroll: false });
        }
        setMessage(title);
      }
      return true;
    };
    if (settle()) {
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (settle()) {
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    // A page that never shows a heading (an error) leaves things as they are.
    const timer = window.setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

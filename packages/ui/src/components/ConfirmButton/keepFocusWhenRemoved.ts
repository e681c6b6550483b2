/** How long after an action its element may still go (a list's answer after a delete comes late). */
const WATCH_MS = 5000;

/**
 * Focus for after an action that may take away the element that had focus (a deleted row's button, a booking drawn
 * anew): should `opener` leave the page while focus has nowhere else to be (the page's body), focus goes to what
 * `target` answers then. Watches for `WATCH_MS`; focus the person has moved elsewhere meanwhile is left alone.
 */
export function keepFocusWhenRemoved(opener: HTMLElement, target: () => HTMLElement | null | undefined): void {
  const place = () => {
    const focused = document.activeElement;
    // Browsers move focus to the body when its element goes; some DOMs (jsdom) keep pointing at the removed element.
    const lost = focused === null || focused === document.body || !focused.isConnected;
    if (opener.isConnected || !lost) {
      return false;
    }
    const element = target();
    if (element) {
      if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
        element.setAttribute('tabindex', '-1');
      }
      element.focus();
    }
    return true;
  };
  const observer = new MutationObserver(() => {
    if (place()) {
      finish();
    }
  });
  const timer = setTimeout(finish, WATCH_MS);
  function finish() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => {
    if (place()) {
      finish();
    }
  }, 0);
}

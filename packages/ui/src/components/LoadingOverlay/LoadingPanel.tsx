import { useEffect, useRef, useState } from 'react';
import * as styles from './LoadingOverlay.css';

/**
 * The loading overlay's look with its text given: no translations, so that an app can show it before its
 * i18n has loaded (the first screen's code still on its way) without i18next in its entry bundle.
 * `blocking` false: the overlay is only held on screen (nothing is pending any more) and clicks reach the page.
 */
export function LoadingPanel({ label, blocking = true }: { label: string; blocking?: boolean }) {
  return (
    <div className={blocking ? styles.overlay : styles.heldOverlay} data-testid="loading-overlay">
      <div className={styles.panel} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}

/** How long requests must be pending before the overlay shows: a fast call shows nothing. */
export const LOADING_OVERLAY_DELAY_MS = 300;
/** Once shown, the overlay stays at least this long, so that it does not blink away. */
export const LOADING_OVERLAY_MINIMUM_MS = 400;

/**
 * Whether the overlay shows: only once `pending` has held for `delay` ms, and then for at least
 * `minimum` ms, so that neither a fast call nor a request finishing just after it showed flashes it.
 * `shownSince` (a `Date.now()` time), read once: an overlay shown since then by something that is gone now (an
 * app's boot) continues here, shown from the first render and held as if this one had shown it then.
 */
export function useOverlayVisibility(pending: boolean, delay: number, minimum: number, shownSince?: number): boolean {
  const [visible, setVisible] = useState(shownSince !== undefined);
  const shownAt = useRef(shownSince ?? 0);
  useEffect(() => {
    if (pending && !visible) {
      const timer = window.setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delay);
      return () => window.clearTimeout(timer);
    }
    if (!pending && visible) {
      const left = minimum - (Date.now() - shownAt.current);
      const timer = window.setTimeout(() => setVisible(false), Math.max(0, left));
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [pending, visible, delay, minimum]);
  return visible;
}

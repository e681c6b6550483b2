import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import * as styles from './LoadingOverlay.css';
import { changePendingCount } from './loadingCounter';

export interface LoadingOverlayProps {
  /** Shows the overlay. */
  visible: boolean;
  /** The text under the spinner; "Loading…" (translated) when left out. */
  label?: string;
}

/** A full-screen overlay with a spinner that blocks the page while requests are pending. */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  const { t } = useUiTranslation();
  if (!visible) {
    return null;
  }
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <div className={styles.panel} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label ?? t('loading.label')}</span>
      </div>
    </div>
  );
}

export interface LoadingController {
  /** How many requests are pending. */
  pending: number;
  isLoading: boolean;
  /** Counts one more pending request. */
  increment: () => void;
  /** Counts one request as finished (never below zero). */
  decrement: () => void;
  /** Counts the promise as pending until it settles, and returns it. */
  track: <T>(promise: Promise<T>) => Promise<T>;
}

const LoadingContext = createContext<LoadingController | null>(null);

/** The pending-request counter of the nearest `LoadingProvider`. */
export function useLoading(): LoadingController {
  const controller = useContext(LoadingContext);
  if (!controller) {
    throw new Error('useLoading must be used inside <LoadingProvider>.');
  }
  return controller;
}

/** How long requests must be pending before the overlay shows: a fast call shows nothing. */
export const LOADING_OVERLAY_DELAY_MS = 300;
/** Once shown, the overlay stays at least this long, so that it does not blink away. */
export const LOADING_OVERLAY_MINIMUM_MS = 400;

/**
 * Whether the overlay shows: only once `pending` has held for `delay` ms, and then for at least
 * `minimum` ms, so that neither a fast call nor a request finishing just after it showed flashes it.
 */
export function useOverlayVisibility(pending: boolean, delay: number, minimum: number): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);
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

export interface LoadingProviderProps {
  children?: ReactNode;
  /** Milliseconds requests must be pending before the overlay shows; 300 by default. */
  delay?: number;
  /** Milliseconds the overlay stays at least, once shown; 400 by default. */
  minimumDuration?: number;
}

/**
 * Counts pending requests and shows the loading overlay while any is pending (spec 4, "Loading"),
 * from `delay` ms on: calls faster than that show nothing.
 */
export function LoadingProvider({
  children,
  delay = LOADING_OVERLAY_DELAY_MS,
  minimumDuration = LOADING_OVERLAY_MINIMUM_MS,
}: LoadingProviderProps) {
  const [pending, setPending] = useState(0);
  const increment = useCallback(() => setPending((count) => changePendingCount(count, 1)), []);
  const decrement = useCallback(() => setPending((count) => changePendingCount(count, -1)), []);
  const track = useCallback(
    <T,>(promise: Promise<T>) => {
      increment();
      return promise.finally(decrement);
    },
    [increment, decrement],
  );
  const visible = useOverlayVisibility(pending > 0, delay, minimumDuration);
  const controller = useMemo<LoadingController>(
    () => ({ pending, isLoading: pending > 0, increment, decrement, track }),
    [pending, increment, decrement, track],
  );
  return (
    <LoadingContext.Provider value={controller}>
      {children}
      <LoadingOverlay visible={visible} />
    </LoadingContext.Provider>
  );
}

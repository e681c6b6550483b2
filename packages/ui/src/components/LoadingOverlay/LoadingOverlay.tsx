import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { changePendingCount } from './loadingCounter';
import {
  LOADING_OVERLAY_DELAY_MS,
  LOADING_OVERLAY_MINIMUM_MS,
  LoadingPanel,
  useOverlayVisibility,
} from './LoadingPanel';

export interface LoadingOverlayProps {
  /** Shows the overlay. */
  visible: boolean;
  /** The text under the spinner; "Loading…" (translated) when left out. */
  label?: string;
  /**
   * Whether it takes the page's clicks; true by default. False while it is only held on screen after the requests
   * settled: the page is ready, so a click on it must not be lost.
   */
  blocking?: boolean;
}

/** A full-screen overlay with a spinner that blocks the page while requests are pending. */
export function LoadingOverlay({ visible, label, blocking = true }: LoadingOverlayProps) {
  const { t } = useUiTranslation();
  return visible ? <LoadingPanel label={label ?? t('loading.label')} blocking={blocking} /> : null;
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

export interface LoadingProviderProps {
  children?: ReactNode;
  /** Milliseconds requests must be pending before the overlay shows; 300 by default. */
  delay?: number;
  /** Milliseconds the overlay stays at least, once shown; 400 by default. */
  minimumDuration?: number;
  /**
   * When (`Date.now()`) an overlay the app showed before this provider mounted appeared, if one was showing as it
   * mounted (the boot's, while the app's code loaded): this provider's overlay takes it over without a gap, held for
   * as long as calls are pending and at least `minimumDuration` from then. Read once, on mount.
   */
  shownSince?: number;
}

/**
 * Counts pending requests and shows the loading overlay while any is pending (spec 4, "Loading"),
 * from `delay` ms on: calls faster than that show nothing. Once the last settles, the overlay stays up to
 * `minimumDuration` so that it does not blink, but lets clicks through to the page meanwhile.
 */
export function LoadingProvider({
  children,
  delay = LOADING_OVERLAY_DELAY_MS,
  minimumDuration = LOADING_OVERLAY_MINIMUM_MS,
  shownSince,
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
  const visible = useOverlayVisibility(pending > 0, delay, minimumDuration, shownSince);
  const controller = useMemo<LoadingController>(
    () => ({ pending, isLoading: pending > 0, increment, decrement, track }),
    [pending, increment, decrement, track],
  );
  return (
    <LoadingContext.Provider value={controller}>
      {children}
      {/* Held at least `minimumDuration` once shown, but blocking only while something is pending. */}
      <LoadingOverlay visible={visible} blocking={pending > 0} />
    </LoadingContext.Provider>
  );
}

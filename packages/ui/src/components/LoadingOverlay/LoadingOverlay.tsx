import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
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
  const { t } = useTranslation(UI_NAMESPACE);
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

export interface LoadingProviderProps {
  children?: ReactNode;
}

/** Counts pending requests and shows the loading overlay while any is pending (spec 4, "Loading"). */
export function LoadingProvider({ children }: LoadingProviderProps) {
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
  const controller = useMemo<LoadingController>(
    () => ({ pending, isLoading: pending > 0, increment, decrement, track }),
    [pending, increment, decrement, track],
  );
  return (
    <LoadingContext.Provider value={controller}>
      {children}
      <LoadingOverlay visible={pending > 0} />
    </LoadingContext.Provider>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import * as styles from './Toasts.css';
import { addToast, removeToast, TOAST_DURATION_MS, type ToastMessage, type ToastType } from './toastQueue';

export interface ToastController {
  /** Shows a success toast; returns its id. */
  success: (message: string) => number;
  /** Shows an error toast; returns its id. */
  error: (message: string) => number;
  /** Removes a toast before its time is up. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastController | null>(null);

/** Shows success and error toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastController {
  const controller = useContext(ToastContext);
  if (!controller) {
    throw new Error('useToast must be used inside <ToastProvider>.');
  }
  return controller;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long each toast stays, in milliseconds; 5 s by default (spec 9). */
  duration?: number;
}

/** Holds the toast stack and renders it, newest at the bottom, in a live region. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const [stack, setStack] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setStack((current) => removeToast(current, id)), []);
  const show = useCallback((type: ToastType, message: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setStack((current) => addToast(current, { id, type, message }));
    return id;
  }, []);

  const controller = useMemo<ToastController>(
    () => ({ success: (message) => show('success', message), error: (message) => show('error', message), dismiss }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={controller}>
      {children}
      {/* The list is always mounted so that screen readers announce toasts added to it. */}
      <section className={styles.viewport} aria-label={t('toast.region')} aria-live="polite" aria-relevant="additions">
        {stack.map((toast) => (
          <Toast key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

interface ToastProps {
  toast: ToastMessage;
  duration: number;
  onDismiss: (id: number) => void;
}

/* -------------------------------------------------------------------------------------------------
 * Toast: one message; errors are alerts (announced at once), successes are statuses.
 * -----------------------------------------------------------------------------------------------*/
function Toast({ toast, duration, onDismiss }: ToastProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  useEffect(() => {
    if (!Number.isFinite(duration)) {
      return undefined;
    }
    const timer = window.setTimeout(() => onDismiss(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, duration, onDismiss]);

  return (
    <div
      className={styles.toast({ type: toast.type })}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-state={toast.type}
    >
      <span className={styles.visuallyHidden}>{t(`toast.${toast.type}`)}: </span>
      <span className={styles.message}>{toast.message}</span>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

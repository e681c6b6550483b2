import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../../i18n';
import * as styles from './Toasts.css';
import { chooseToastEdge, type WindowBox, type ToastEdge } from './toastPlacement';
import { addToast, removeToast, TOAST_DURATION_MS, type ToastMessage, type ToastType } from './toastQueue';

export interface ToastOptions {
  /**
   * What the toast must not cover, such as the block of a reservation just saved: the stack moves
   * from the bottom to the top of the window while it would. Called after the toast renders, again on
   * the next frames (for content that appears a moment later) and on every scroll while it is shown.
   */
  avoid?: () => Iterable<Element> | Element | null | undefined;
}

export interface ToastController {
  /** Shows a success toast; returns its id. */
  success: (message: string, options?: ToastOptions) => number;
  /** Shows an error toast; returns its id. */
  error: (message: string, options?: ToastOptions) => number;
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

/** Holds the toast stack and renders it, newest at the bottom, in a named region. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const { t } = useUiTranslation();
  const [stack, setStack] = useState<ToastMessage[]>([]);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);
  const avoiders = useRef(new Map<number, NonNullable<ToastOptions['avoid']>>());

  const dismiss = useCallback((id: number) => {
    avoiders.current.delete(id);
    setStack((current) => removeToast(current, id));
  }, []);
  const show = useCallback((type: ToastType, message: string, options?: ToastOptions) => {
    const id = nextId.current;
    nextId.current += 1;
    if (options?.avoid) {
      avoiders.current.set(id, options.avoid);
    }
    setStack((current) => addToast(current, { id, type, message }));
    return id;
  }, []);

  const controller = useMemo<ToastController>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  // Places the stack off what its toasts must not cover: now, on the next frames while the page settles, and
  // whenever the page scrolls or the window changes size while such a toast is up.
  useLayoutEffect(() => {
    for (const id of avoiders.current.keys()) {
      if (!stack.some((toast) => toast.id === id)) {
        avoiders.current.delete(id);
      }
    }
    const place = () => {
      const region = regionRef.current;
      if (!region || avoiders.current.size === 0) {
        setEdge('bottom');
        return;
      }
      const avoid: WindowBox[] = [];
      for (const find of avoiders.current.values()) {
        const found = find();
        const elements = found instanceof Element ? [found] : [...(found ?? [])];
        avoid.push(...elements.map((element) => element.getBoundingClientRect()));
      }
      const rect = region.getBoundingClientRect();
      const margin = window.innerWidth - rect.right;
      setEdge(
        chooseToastEdge(
          avoid,
          { width: rect.width, height: rect.height },
          { width: window.innerWidth, height: window.innerHeight },
          margin,
        ),
      );
    };
    place();
    if (avoiders.current.size === 0) {
      return undefined;
    }
    let frames = 0;
    let handle = window.requestAnimationFrame(function again() {
      place();
      frames += 1;
      if (frames < 10) {
        handle = window.requestAnimationFrame(again);
      }
    });
    // What was made may scroll under the stack while its toast is up.
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place, { passive: true });
    return () => {
      window.cancelAnimationFrame(handle);
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [stack]);

  return (
    <ToastContext.Provider value={controller}>
      {children}
      {/* A named landmark to find the toasts in, not a live region itself: each message is its own (see Toast). */}
      <section ref={regionRef} className={styles.viewport[edge]} data-edge={edge} aria-label={t('toast.region')}>
        {stack.map((toast) => (
          <Toast key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** How long a success's status stays empty after it appears (a few frames), so that it is announced. */
const STATUS_TEXT_DELAY_MS = 50;

interface ToastProps {
  toast: ToastMessage;
  duration: number;
  onDismiss: (id: number) => void;
}

/* -------------------------------------------------------------------------------------------------
 * Toast: one message. Its text, not the toast, is a live region of its own, in no other: an error's is an `alert`
 * (assertive, interrupts), a success's a `status` (polite), each said once; the close button is outside it, so it is
 * not read out with the message and focus is never moved to it.
 * -----------------------------------------------------------------------------------------------*/
function Toast({ toast, duration, onDismiss }: ToastProps) {
  const { t } = useUiTranslation();
  // WCAG 2.2.1 Timing Adjustable: a message under the pointer or holding focus stays as long as it is read; its time
  // starts again when the pointer and focus leave it.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  // A status gets its text a few frames after it appears: screen readers (NVDA) say a change to a live region they
  // already know, not always one that arrives with its text (Radix Toast's ToastAnnounce waits the same way). An alert
  // is said when it appears, so it comes with its text: filled later, it could be said twice.
  const [filled, setFilled] = useState(toast.type === 'error');
  useEffect(() => {
    if (filled) {
      return undefined;
    }
    const timer = window.setTimeout(() => setFilled(true), STATUS_TEXT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [filled]);
  useEffect(() => {
    if (!Number.isFinite(duration) || held) {
      return undefined;
    }
    const timer = window.setTimeout(() => onDismiss(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, duration, onDismiss, held]);

  return (
    <div
      className={styles.toast({ type: toast.type })}
      data-state={toast.type}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className={styles.message} role={toast.type === 'error' ? 'alert' : 'status'}>
        {filled && (
          <>
            <span className={styles.visuallyHidden}>{t(`toast.${toast.type}`)}: </span>
            {toast.message}
          </>
        )}
      </div>
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

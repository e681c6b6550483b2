import * as Dialog from '@radix-ui/react-dialog';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../../i18n';
import { isGone, keepFocusOnThePage, placeOf, successorOf, type FocusPlace } from './focusSuccessor';
import * as styles from './ModalHost.css';
import { listenForBack, leaveModalEntry, pushModalEntry } from './modalHistory';
import { isModalOpen, setModalState, type ModalState } from './modalState';

export const modalSizes = ['small', 'medium', 'large'] as const satisfies readonly ModalSize[];
export type ModalSize = 'small' | 'medium' | 'large';

/**
 * Where a modal goes: `base` replaces the modal shown (the default); `over` stacks it over the modal shown, which stays
 * mounted with what was typed into it, for an interruption that must not lose a person's work (the session's end).
 */
export const modalLayers = ['base', 'over'] as const;
export type ModalLayer = (typeof modalLayers)[number];

/** Props every component shown with `useModal().open` receives. */
export interface ModalContentProps {
  /** Closes the modal. */
  close: () => void;
}

/** Props every component shown with `useModal().request` receives. */
export interface ModalRequestProps<T> {
  /** Settles the request with a value and closes the modal. */
  resolve: (value: T) => void;
  /** Settles the request with `undefined` and closes the modal (like Escape or the close button). */
  cancel: () => void;
}

export interface ModalOptions<P> {
  /** The dialog's title, shown in its header and used as its accessible name. */
  header: ReactNode;
  props?: P;
  size?: ModalSize;
  /** `over`: stacked over the modal shown instead of replacing it; closing it gives focus back inside that one. */
  layer?: ModalLayer;
}

/** The value a request component passes to `resolve`. */
export type RequestedValue<Props> = Props extends { resolve: (value: infer T) => void } ? T : never;

// The host stores components of any props; the typed `open`/`request` below keep callers honest.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

interface HostState extends ModalState<AnyComponent> {
  header?: ReactNode;
  size?: ModalSize;
  /** Bumped on every open so that a new modal of the same component starts fresh. */
  key?: number;
}

export interface ModalController {
  /** Whether a modal is shown. */
  isOpen: boolean;
  /** Shows a component as the modal, replacing the current one of its layer. */
  open: <Props extends object>(
    component: ComponentType<Props>,
    options: ModalOptions<Omit<Props, keyof ModalContentProps>>,
  ) => void;
  /**
   * Shows a component that answers with a value: the promise resolves with what the component
   * passes to `resolve`, or with `undefined` when the modal is cancelled, dismissed or replaced in its layer.
   */
  request: {
    /** The answer's type and the props are inferred from the component. */
    <Props extends ModalRequestProps<never>>(
      component: ComponentType<Props>,
      options: ModalOptions<Omit<Props, keyof ModalRequestProps<unknown>>>,
    ): Promise<RequestedValue<Props> | undefined>;
    /** The answer's type `T` and the other props `P` given explicitly. */
    <T, P extends object = Record<string, never>>(
      component: ComponentType<P & ModalRequestProps<T>>,
      options: ModalOptions<P>,
    ): Promise<T | undefined>;
  };
  /** Sets the raw modal state of the base layer; an empty modal (`null` or no component) clears it. */
  setModal: (next: (ModalState<AnyComponent> & { header?: ReactNode; size?: ModalSize }) | null) => void;
  /** Closes the topmost modal (a pending request resolves with `undefined`). */
  close: () => void;
}

const ModalContext = createContext<ModalController | null>(null);

/** What a modal's content may ask of the layer that shows it. */
interface ModalLayerContextValue {
  setDismissGuard: (guard: DismissGuard | null) => void;
}

/** Answers whether a modal may be dismissed now (true: it closes; false: it stays, with what was typed in it). */
export type DismissGuard = () => boolean | Promise<boolean>;

const ModalLayerContext = createContext<ModalLayerContextValue | null>(null);

/**
 * Asks `guard` before the modal showing this component is dismissed by Escape, its close button or its backdrop: a
 * form with unsaved input asks whether to discard it. Closing from the content itself (`close`, `resolve`, `cancel`,
 * after a save) asks nothing. Outside a modal, or with `null`, nothing is asked.
 */
export function useModalDismissGuard(guard: DismissGuard | null): void {
  const layer = useContext(ModalLayerContext);
  const latest = useRef(guard);
  useLayoutEffect(() => {
    latest.current = guard;
  });
  const active = guard !== null;
  useEffect(() => {
    if (!layer || !active) {
      return undefined;
    }
    layer.setDismissGuard(() => latest.current?.() ?? true);
    return () => layer.setDismissGuard(null);
  }, [layer, active]);
}

/** The modal controller of the nearest `ModalHost`. */
export function useModal(): ModalController {
  const controller = useContext(ModalContext);
  if (!controller) {
    throw new Error('useModal must be used inside <ModalHost>.');
  }
  return controller;
}

/** The modal controller when there is a `ModalHost` above, else null (for parts that only react to modals). */
export function useOptionalModal(): ModalController | null {
  return useContext(ModalContext);
}

export interface ModalHostProps {
  children?: ReactNode;
}

/**
 * Shows a modal above its children, and at most one more stacked over it (`layer: 'over'`). A modal closes on Escape,
 * on its close button, on a click on its backdrop (the topmost one only; `useModalDismissGuard` may keep it) and, the
 * outermost host's, on Back: it holds a history entry of the page's address (docs/decisions/back-closes-a-modal.md); focus
 * stays inside the topmost while it is open and returns to where it was when it closes: into the modal below, or to
 * the page (Radix Dialog), or, when an answer took that away, to its successor. An element of the content marked
 * `data-autofocus` takes focus when its modal opens, else its first field (an input, a text area, a select), else the
 * close button; content drawn after the modal opened (its code loading) takes it when it comes, focus not moved.
 *
 * The outermost host also keeps focus on the page: when the element that has focus is removed or disabled (a row
 * approved off its list, a button with nothing left to act on) and focus falls to the page's body, it goes to the same
 * action of the row that took its place, the next control of its row, or the nearest heading before it
 * (`focusSuccessor.ts`).
 */
export function ModalHost({ children }: ModalHostProps) {
  const outer = useContext(ModalContext);
  useEffect(() => (outer === null ? keepFocusOnThePage(document) : undefined), [outer]);
  const [layers, setLayers] = useState<Record<ModalLayer, HostState>>({
    base: { component: null },
    over: { component: null },
  });
  // Settles each layer's pending `request` (if any) with undefined when its modal goes away.
  const dismissRefs = useRef<Record<ModalLayer, (() => void) | null>>({ base: null, over: null });
  const counterRef = useRef(0);
  // Radix gives focus back to a Dialog.Trigger; modals here open from anywhere, so the host remembers, per layer,
  // what had focus when its first modal opened and gives focus back to it.
  const returnFocusRefs = useRef<Record<ModalLayer, FocusPlace | null>>({ base: null, over: null });

  const show = useCallback((layer: ModalLayer, next: HostState | null, onDismiss: (() => void) | null) => {
    const previousDismiss = dismissRefs.current[layer];
    dismissRefs.current[layer] = onDismiss;
    previousDismiss?.();
    const base = setModalState(next);
    if (isModalOpen(base) && returnFocusRefs.current[layer] === null && document.activeElement instanceof HTMLElement) {
      returnFocusRefs.current[layer] = placeOf(document.activeElement);
    }
    counterRef.current += 1;
    const shown: HostState = isModalOpen(base)
      ? { ...base, header: next?.header, size: next?.size, key: counterRef.current }
      : { component: null };
    setLayers((previous) => ({ ...previous, [layer]: shown }));
  }, []);

  const closeBase = useCallback(() => show('base', null, null), [show]);
  const closeOver = useCallback(() => show('over', null, null), [show]);
  const closeOf = useMemo<Record<ModalLayer, () => void>>(
    () => ({ base: closeBase, over: closeOver }),
    [closeBase, closeOver],
  );

  const overOpen = isModalOpen(layers.over);
  const close = useCallback(() => (overOpen ? closeOver() : closeBase()), [overOpen, closeOver, closeBase]);

  const open = useCallback<ModalController['open']>(
    (component, options) => {
      const layer = options.layer ?? 'base';
      show(layer, { component, header: options.header, props: options.props ?? {}, size: options.size }, null);
    },
    [show],
  );

  const request = useCallback(
    (component: AnyComponent, options: ModalOptions<object>) =>
      new Promise((resolvePromise) => {
        const layer = options.layer ?? 'base';
        let settled = false;
        const settle = (value: unknown) => {
          if (settled) {
            return;
          }
          settled = true;
          resolvePromise(value as never);
        };
        const props = {
          ...options.props,
          resolve: (value: unknown) => {
            settle(value);
            closeOf[layer]();
          },
          cancel: () => {
            settle(undefined);
            closeOf[layer]();
          },
        };
        show(layer, { component, header: options.header, props, size: options.size }, () => settle(undefined));
      }),
    [show, closeOf],
  ) as ModalController['request'];

  const setModal = useCallback<ModalController['setModal']>((next) => show('base', next, null), [show]);

  const isOpen = isModalOpen(layers.base) || overOpen;
  const controller = useMemo<ModalController>(
    () => ({ isOpen, open, request, setModal, close }),
    [isOpen, open, request, setModal, close],
  );

  return (
    <ModalContext.Provider value={controller}>
      {children}
      {modalLayers.map((layer) => (
        <ModalLayerView
          key={layer}
          layer={layer}
          holdsHistory={outer === null && layer === 'base'}
          state={layers[layer]}
          close={closeOf[layer]}
          returnFocus={() => {
            const place = returnFocusRefs.current[layer];
            returnFocusRefs.current[layer] = null;
            if (!place) {
              return;
            }
            // The answer may have taken the opener away (its row rejected) or disabled it (nothing left selected).
            const target = isGone(place.element) ? successorOf(place) : place.element;
            target?.focus();
          }}
        />
      ))}
    </ModalContext.Provider>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ModalLayerView: one layer's dialog
 * -----------------------------------------------------------------------------------------------*/

/** A modal's fields: what a person opening it means to type into or choose (a select is a button with a listbox). */
const FIELD = [
  'input:not([type="hidden"]):not([readonly])',
  'textarea:not([readonly])',
  'select',
  'button[aria-haspopup="listbox"]',
].join(', ');

/** What takes focus when a modal opens: the element marked `data-autofocus`, else the first field. */
function preferredIn(content: HTMLElement): HTMLElement | undefined {
  return (
    content.querySelector<HTMLElement>('[data-autofocus]') ??
    [...content.querySelectorAll<HTMLElement>(FIELD)].find((field) => !isGone(field))
  );
}

/** How long a modal's content may take to come (its code loading) and still take focus. */
const LATE_CONTENT_MS = 10_000;

/**
 * Content drawn after its modal opened (a lazily loaded form, data still coming): Radix gave focus to the close
 * button, the only thing there; what `preferredIn` finds takes it when it comes, unless the person has moved focus
 * meanwhile or the modal has closed.
 */
function focusWhenItComes(content: HTMLElement): void {
  const observer = new MutationObserver(() => {
    const active = content.ownerDocument.activeElement;
    const untouched = active === null || active === content.ownerDocument.body || active.matches('[data-modal-close]');
    if (!content.isConnected || !untouched) {
      stop();
      return;
    }
    const preferred = preferredIn(content);
    if (preferred) {
      stop();
      preferred.focus();
    }
  });
  const timer = setTimeout(() => stop(), LATE_CONTENT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(content, { childList: true, subtree: true });
}

function ModalLayerView({
  layer,
  holdsHistory,
  state,
  close,
  returnFocus,
}: {
  layer: ModalLayer;
  holdsHistory: boolean;
  state: HostState;
  close: () => void;
  returnFocus: () => void;
}) {
  const { t } = useUiTranslation();
  const Component = state.component;
  const guardRef = useRef<DismissGuard | null>(null);
  const layerContext = useMemo<ModalLayerContextValue>(
    () => ({
      setDismissGuard: (guard) => {
        guardRef.current = guard;
      },
    }),
    [],
  );
  const dismiss = async () => {
    const guard = guardRef.current;
    if (guard && !(await guard())) {
      return;
    }
    close();
  };
  useBackDismisses(holdsHistory && Component !== null, guardRef, dismiss, close);
  return (
    <Dialog.Root
      open={Component !== null}
      onOpenChange={(open) => {
        if (!open) {
          void dismiss();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="modal-backdrop" data-layer={layer} />
        <Dialog.Content
          className={styles.content({ size: state.size })}
          aria-describedby={undefined}
          data-layer={layer}
          onOpenAutoFocus={(event) => {
            // The element the content marks `data-autofocus` takes focus, else its first field, else the first
            // focusable one, the close button (Radix): a name typed at once goes into the form. React's `autoFocus`
            // cannot serve a modal stacked over another: the one below still holds focus in at that moment.
            const content = event.currentTarget as HTMLElement | null;
            const preferred = content ? preferredIn(content) : undefined;
            if (preferred) {
              event.preventDefault();
              preferred.focus();
            } else if (content) {
              focusWhenItComes(content);
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{state.header}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('modal.close')} data-modal-close>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <ModalBody label={typeof state.header === 'string' ? state.header : t('modal.content')}>
            <ModalLayerContext.Provider value={layerContext}>
              {Component ? <Component key={state.key} close={close} {...state.props} /> : null}
            </ModalLayerContext.Provider>
          </ModalBody>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * While the modal is open it holds a history entry of the page's address: Back pops it and dismisses the modal as
 * Escape does (its guard asked first; "keep" puts the entry back); a modal closed otherwise takes its entry off. A
 * Back to another address (the entry already gone) closes it without asking: the page under it changed.
 */
function useBackDismisses(
  open: boolean,
  guardRef: { current: DismissGuard | null },
  dismiss: () => Promise<void>,
  close: () => void,
): void {
  const markRef = useRef<string | null>(null);
  const latest = useRef({ dismiss, close });
  useLayoutEffect(() => {
    latest.current = { dismiss, close };
  });
  useEffect(() => {
    if (open && markRef.current === null) {
      markRef.current = pushModalEntry();
    } else if (!open && markRef.current !== null) {
      const mark = markRef.current;
      markRef.current = null;
      leaveModalEntry(mark);
    }
  }, [open]);
  useEffect(
    () =>
      listenForBack(
        () => markRef.current,
        (sameAddress) => {
          markRef.current = null;
          if (sameAddress && guardRef.current) {
            // Asked like Escape; the entry comes back at once so that "keep editing" leaves Back working.
            markRef.current = pushModalEntry();
            void latest.current.dismiss();
          } else {
            latest.current.close();
          }
        },
      ),
    [guardRef],
  );
}

/* -------------------------------------------------------------------------------------------------
 * ModalBody: the content, a tab stop of its own while it scrolls
 * -----------------------------------------------------------------------------------------------*/

/**
 * The modal's content. While it is taller than the modal and scrolls, the body is a named region in the tab order,
 * so that a keyboard user can scroll text that holds nothing focusable (axe scrollable-region-focusable; issue 12,
 * item 20); content that fits adds no tab stop.
 */
function ModalBody({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const body = ref.current;
    if (!body) {
      return undefined;
    }
    const measure = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    // Environments without layout (jsdom tests, old browsers) measure once and do not follow later resizes.
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) {
      observer.observe(child);
    }
    return () => observer.disconnect();
  }, [children]);
  return (
    <div
      ref={ref}
      className={styles.body}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      data-scrolls={scrolls ? 'true' : undefined}
    >
      {children}
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { useOptionalModal } from '../ModalHost';
import { renderAnchor, type RenderLink } from '../private/link';
import * as styles from './AppHeader.css';

export interface AppHeaderProps {
  /** The logo (an image or text); it links to `homeHref`. */
  logo: ReactNode;
  homeHref?: string;
  /** The navigation (links, menus); leave it out when nobody is signed in. */
  navigation?: ReactNode;
  /** The right-hand side: language selector, log out; on narrow screens inside the menu. */
  actions?: ReactNode;
  /**
   * What stays in the bar at every width (the notification bell with its unread dot): between the navigation and the
   * actions on wide screens, beside the menu button on narrow ones, never behind it.
   */
  pinned?: ReactNode;
  /**
   * The current route; when it changes the mobile menu closes. Any value that changes on
   * navigation works (a pathname, a location key).
   */
  closeSignal?: unknown;
  /** Renders the logo link with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
}

/**
 * The sticky header of Laikas: logo, navigation, pinned items and actions. On narrow screens the navigation
 * and actions move into a full-screen menu opened by a button (the pinned items stay beside it); the menu closes on navigation,
 * on Escape (focus goes back to the button) and when a modal opens. The navigation and actions
 * are rendered once: CSS lays the same elements out as a bar or as the menu, so stateful items
 * (a language selector, an open group) exist once and assistive technology meets one landmark.
 *
 * The document's order is the order Tab follows, so each layout has the one it reads in: wide, the logo, the
 * navigation, the pinned items, the actions; narrow, the logo, the pinned items, the menu button, then the open menu.
 * Only the pinned items change place (CSS cannot change the focus order): where they go follows the layout the
 * container query chose, read from the bar's computed style, so the breakpoint lives in the CSS alone.
 */
export function AppHeader({
  logo,
  homeHref = '/',
  navigation,
  actions,
  pinned,
  closeSignal,
  renderLink = renderAnchor,
}: AppHeaderProps) {
  const { t } = useUiTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const modalOpen = useOptionalModal()?.isOpen ?? false;

  // Close on navigation and when a modal opens: adjust state while rendering when the
  // signals change (React's "storing information from previous renders"), not in an effect.
  const [previous, setPrevious] = useState({ closeSignal, modalOpen });
  if (previous.closeSignal !== closeSignal || previous.modalOpen !== modalOpen) {
    setPrevious({ closeSignal, modalOpen });
    if (open && (previous.closeSignal !== closeSignal || modalOpen)) {
      setOpen(false);
    }
  }

  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape from a layer outside the header (a dropdown's content, a dialog) closes that
      // layer only; the menu closes on the next Escape.
      const target = event.target instanceof Element ? event.target : null;
      const fromOtherLayer = target !== null && target !== document.body && !rootRef.current?.contains(target);
      if (event.key !== 'Escape' || fromOtherLayer) {
        return;
      }
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // The open menu fills the screen below the header; when something sits above the header (an impersonation
  // bar) or the page has scrolled, "below the header" is measured rather than assumed.
  const [menuHeight, setMenuHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const measure = () => {
      const bottom = rootRef.current?.getBoundingClientRect().bottom ?? 0;
      setMenuHeight(Math.max(0, window.innerHeight - bottom));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [open]);

  // Which layout the container query chose (see `compactLayout` in the CSS): read before the first paint and again
  // whenever the header's size changes. Crossing the breakpoint moves the pinned items, which mounts them again.
  const barRef = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) {
      return undefined;
    }
    const read = () => setCompact(getComputedStyle(bar).getPropertyValue(styles.compactLayout).trim() === '1');
    read();
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(read);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  const hasMenu = Boolean(navigation) || Boolean(actions);
  const state = open ? 'open' : 'closed';
  const pinnedItems = pinned ? <div className={styles.pinned}>{pinned}</div> : null;
  return (
    <header ref={rootRef} className={styles.root}>
      <div ref={barRef} className={styles.bar}>
        {renderLink({ href: homeHref, className: styles.logo, children: logo })}
        {compact || !hasMenu ? pinnedItems : null}
        {hasMenu ? (
          // Before the menu, so that Tab goes from the button into the open menu.
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            data-state={state}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
            </svg>
          </button>
        ) : null}
        {hasMenu ? (
          <div
            id={menuId}
            className={styles.menu}
            data-state={state}
            data-testid="mobile-menu"
            // Only the compact panel has a height; the wide bar lays the wrapper out as `display: contents`.
            style={open && menuHeight !== null ? { height: `${menuHeight}px` } : undefined}
          >
            {navigation ? (
              <nav className={styles.navigation} aria-label={t('header.navigation')}>
                {navigation}
              </nav>
            ) : null}
            {/* Wide, the wrapper is `display: contents`: the pinned items sit in the bar between the two. */}
            {compact ? null : pinnedItems}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}

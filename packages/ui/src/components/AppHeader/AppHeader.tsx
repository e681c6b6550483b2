import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { useOptionalModal } from '../ModalHost';
import { renderAnchor, type RenderLink } from '../private/link';
import * as styles from './AppHeader.css';

export interface AppHeaderProps {
  /** The logo (an image or text); it links to `homeHref`. */
  logo: ReactNode;
  homeHref?: string;
  /** The navigation (links, menus); leave it out when nobody is signed in. */
  navigation?: ReactNode;
  /** The right-hand side: notification bell, language selector, log out. */
  actions?: ReactNode;
  /**
   * The current route; when it changes the mobile menu closes. Any value that changes on
   * navigation works (a pathname, a location key).
   */
  closeSignal?: unknown;
  /** Renders the logo link with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
}

/**
 * The sticky header of Laikas: logo, navigation and actions. On narrow screens the navigation
 * and actions move into a full-screen menu opened by a button; the menu closes on navigation,
 * on Escape and when a modal opens.
 */
export function AppHeader({
  logo,
  homeHref = '/',
  navigation,
  actions,
  closeSignal,
  renderLink = renderAnchor,
}: AppHeaderProps) {
  const { t } = useTranslation(UI_NAMESPACE);
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

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const hasMenu = Boolean(navigation) || Boolean(actions);
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        {renderLink({ href: homeHref, className: styles.logo, children: logo })}
        {navigation ? (
          <nav className={styles.navigation} aria-label={t('header.navigation')}>
            {navigation}
          </nav>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {hasMenu ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            data-state={open ? 'open' : 'closed'}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
            </svg>
          </button>
        ) : null}
      </div>
      {open && hasMenu
        ? createPortal(
            <div id={menuId} className={styles.overlay} data-testid="mobile-menu">
              {navigation ? (
                <nav className={styles.overlayNavigation} aria-label={t('header.navigation')}>
                  {navigation}
                </nav>
              ) : null}
              {actions ? <div className={styles.overlayActions}>{actions}</div> : null}
            </div>,
            document.body,
          )
        : null}
    </header>
  );
}

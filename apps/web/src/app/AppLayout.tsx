import { Alert, AppHeader, Button, HeaderMenu, LanguageSelector } from '@laikas/ui';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { firstScreenDrawnByServer } from '../data/inlined';
import { useSession } from '../data/session';
import * as styles from './AppLayout.css';
import { HeaderNotificationBell } from './HeaderNotificationBell';
import { buildMenu, isLinkActive } from './menu';
import { routerLink } from './routerLink';
import { SiteFooter } from './SiteFooter';
import { preloadScreen } from './router';
import { pathTo } from './routeTable';

/**
 * The favicon's picture, drawn in the page: an `<img>` of the SVG file made the browser build an SVG document of its
 * own on every page load (~2 ms of the main thread before the first screen, issue 18).
 */
function Logo() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1f4f99" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M16 10v6l4 3" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The frame of every signed-in screen: sticky header with the menu, the page, the footer (spec 1, 2). */
export function AppLayout() {
  const { t, i18n } = useTranslation('web');
  const { user, logout, changeLanguage } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const last = useMatches().at(-1);
  const current = { name: (last?.handle as { name?: string } | undefined)?.name ?? '', params: last?.params ?? {} };
  // Until a reset password is changed the server answers nothing else: no menu, no bell (issue 15).
  const locked = user?.must_change_password === true;
  const menu = useMemo(() => (locked ? [] : buildMenu(user)), [locked, user]);
  const flash = (location.state as { flash?: string } | null)?.flash;
  // The page the permission error belongs to, held in memory only: the history entry's state survives a reload,
  // so a flag kept there brought the message back after one (issue 12, item 12).
  const [forbiddenOn, setForbiddenOn] = useState<string | null>(null);
  if (flash === 'forbidden' && forbiddenOn !== location.pathname) {
    setForbiddenOn(location.pathname);
  } else if (flash !== 'forbidden' && forbiddenOn !== null && forbiddenOn !== location.pathname) {
    // Gone once the person moves on.
    setForbiddenOn(null);
  }

  useEffect(() => {
    if (flash === 'forbidden') {
      navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    }
  }, [flash, location.pathname, location.search, location.hash, navigate]);
  const shownFlash = flash === 'forbidden' || forbiddenOn === location.pathname ? 'forbidden' : undefined;
  // The header's menus, bell and actions come in a render of their own right after the page's first (issue 18): a
  // room's week is drawn without waiting for them. Nothing moves when they come: the bar has its height, and they
  // take only its empty part. A page the server drew has them from the start (issue 33): what it showed stays.
  const withMenus = useDeferredValue(true, firstScreenDrawnByServer());
  const signedIn = withMenus ? user : null;

  return (
    <div className={styles.shell}>
      {user?.impersonated ? (
        <Alert tone="warning" layout="bar" role="status">
          {t('layout.loggedInAs', { user: user.name })}
        </Alert>
      ) : null}
      <AppHeader
        logo={
          <>
            <Logo />
            Laikas
          </>
        }
        homeHref={pathTo('Home')}
        closeSignal={location.pathname}
        renderLink={(props) => routerLink({ ...props, 'aria-label': t('layout.home') })}
        navigation={
          signedIn
            ? menu.map((group) => (
                <HeaderMenu
                  key={group.id}
                  label={t(group.label)}
                  // Opening a menu group starts loading its screens' code (route-level preloading).
                  onOpen={() => group.links.forEach((link) => preloadScreen(link.route))}
                  links={group.links.map((link) => ({
                    href: pathTo(link.route),
                    label: t(link.label),
                    current: isLinkActive(link.route, current),
                  }))}
                  renderLink={routerLink}
                />
              ))
            : undefined
        }
        // The bell and its unread dot stay in the bar on a phone too, not behind the menu button.
        pinned={signedIn && !locked ? <HeaderNotificationBell /> : undefined}
        actions={
          signedIn ? (
            <>
              <LanguageSelector
                value={i18n.language === 'en' ? 'en' : 'lt'}
                onChange={(language) => void changeLanguage(language)}
              />
              <span className={styles.userName}>{signedIn.name}</span>
              <Button variant="secondary" size="small" onClick={() => void logout()}>
                {t('layout.logout')}
              </Button>
            </>
          ) : undefined
        }
      />
      {shownFlash === 'forbidden' ? <Alert className={styles.flash}>{t('errors.forbidden')}</Alert> : null}
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

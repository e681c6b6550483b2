import { SectionNav } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../data/session';
import * as styles from './AdminLayout.css';
import { adminSections, currentSectionPath } from './menu';
import { routerLink } from './routerLink';

/**
 * The frame of every /admin screen: a section bar (each admin screen the user may open; it wraps from a tablet up and scrolls
 * sideways on a phone) above the screen. The route guard of each screen still runs inside it.
 */
export function AdminLayout() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const { pathname } = useLocation();
  const sections = useMemo(() => adminSections(user), [user]);
  const current = currentSectionPath(
    pathname,
    sections.map((section) => section.path),
  );
  return (
    <div className={styles.admin}>
      {sections.length > 0 ? (
        <SectionNav
          label={t('admin.overview.sections')}
          links={sections.map((section) => ({
            href: section.path,
            label: t(section.label),
            current: section.path === current,
          }))}
          renderLink={routerLink}
        />
      ) : null}
      <Outlet />
    </div>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../data/session';
import * as styles from './AdminLayout.css';
import { adminSections, isWithin } from './adminSections';

/**
 * The frame of every /admin screen: a section bar (each admin screen the user may open; it wraps from a tablet up and scrolls
 * sideways on a phone) above the screen. The route guard of each screen still runs inside it.
 */
export function AdminLayout() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const { pathname } = useLocation();
  const sections = useMemo(() => adminSections(user), [user]);
  return (
    <div className={styles.admin}>
      {sections.length > 0 ? (
        <nav className={styles.sectionBar} aria-label={t('admin.overview.sections')}>
          <ul className={styles.sectionList}>
            {sections.map((section) => (
              <li key={section.name}>
                <Link
                  to={section.path}
                  className={styles.sectionLink}
                  aria-current={isWithin(pathname, section.path) ? 'page' : undefined}
                >
                  {t(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Outlet />
    </div>
  );
}

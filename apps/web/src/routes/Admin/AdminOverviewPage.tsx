import { Page } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminSections } from '../../app/adminSections';
import { pathTo } from '../../app/routeTable';
import { useSession } from '../../data/session';
import * as styles from './Admin.css';

/** /admin: every administration screen the signed-in user may open, each with what it is for. */
export default function AdminOverviewPage() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const sections = adminSections(user);
  return (
    <Page title={t('admin.overview.title')} intro={t('admin.overview.intro')}>
      {sections.length === 0 ? <p>{t('admin.overview.none')}</p> : null}
      <ul className={styles.cards}>
        {sections.map((section) => (
          <li key={section.name} className={styles.card}>
            <Link to={section.path} className={styles.cardLink}>
              {t(section.label)}
            </Link>
            <p className={styles.muted}>{t(section.description)}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={pathTo('AdminInstructions')}>{t('admin.overview.instructions')}</Link>
      </p>
    </Page>
  );
}

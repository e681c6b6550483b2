import { CardGrid, Page } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminSections } from '../../app/menu';
import { pathTo } from '../../app/routeTable';
import { useSession } from '../../data/session';

/** /admin: every administration screen the signed-in user may open, each with what it is for. */
export default function AdminOverviewPage() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const sections = adminSections(user);
  return (
    <Page title={t('admin.overview.title')} intro={t('admin.overview.intro')}>
      {sections.length === 0 ? <p>{t('admin.overview.none')}</p> : null}
      <CardGrid
        items={sections.map((section) => ({
          key: section.name,
          title: <Link to={section.path}>{t(section.label)}</Link>,
          description: t(section.description),
        }))}
      />
      <p>
        <Link to={pathTo('AdminInstructions')}>{t('admin.overview.instructions')}</Link>
      </p>
    </Page>
  );
}

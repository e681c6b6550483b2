import { periodListQuerySchema, type Period } from '@laikas/contract';
import { ListItem, ListPage, useListQuery } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { usePage } from '../../../data/calls';
import { NewPeriod } from './NewPeriod';
import { PeriodCard } from './PeriodCard';

/** Ten periods a page, newest first: an office keeps every semester it ever had (issue 27), each with a calendar. */
const PERIODS_PER_PAGE = 10;

/** /admin/periods (admin.periods.index): semesters with teaching and exam weeks and their holidays. */
export default function PeriodsPage() {
  const { t } = useTranslation('web');
  const { query, change } = useListQuery(periodListQuerySchema, useSearchParams());
  const list = usePage<Period>('periods', '/api/admin/periods', { page: query.page, per_page: PERIODS_PER_PAGE });
  return (
    <ListPage
      title={t('groups.periods.title')}
      actions={<Link to={pathTo('Admin.GroupTimetables')}>{t('groups.timetables.title')}</Link>}
      label={t('groups.periods.title')}
      list={list}
      query={{ page: query.page, per_page: PERIODS_PER_PAGE }}
      onQueryChange={change}
      pageSizes={false}
      emptyText={t('groups.periods.none')}
      loadFailedText={t('admin.loadFailed')}
      renderItem={(period) => (
        <ListItem key={period.id}>
          <PeriodCard period={period} />
        </ListItem>
      )}
    >
      <NewPeriod />
    </ListPage>
  );
}

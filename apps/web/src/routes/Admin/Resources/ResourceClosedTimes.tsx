import type { Blackout, WeeklyBlackout } from '@laikas/contract';
import {
  ListTable,
  Muted,
  useListState,
  type DataTableColumn,
  type ListPageList,
  type ListQueryState,
} from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../data/calls';
import { Section } from '../../ScreenKit';
import { ClosedTimeForm } from './ClosedTimeForm';
import { closedTimePaths } from './closedTimes';
import { useSingleColumns, useWeeklyColumns } from './useClosedTimeColumns';

/**
 * A room's own closed times (besides the holidays that close every room), on its administration page: its weekly
 * rules and its closed dates, each removable, and a form adding one (an earlier walk: they came only from imports).
 */
export function ResourceClosedTimes({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const paths = closedTimePaths(resourceId);
  const weekly = useClosedTimes<WeeklyBlackout>(paths.weekly);
  const single = useClosedTimes<Blackout>(paths.single);
  const weeklyColumns = useWeeklyColumns(paths.weekly);
  const singleColumns = useSingleColumns(paths.single);
  const none = weekly.list.data?.meta.total === 0 && single.list.data?.meta.total === 0;
  return (
    <Section title={t('admin.resources.closed.title')} intro={t('admin.resources.closed.intro')}>
      {none ? <Muted>{t('admin.resources.noBlackouts')}</Muted> : null}
      <ClosedList title={t('admin.resources.closed.weeklyTitle')} {...weekly} columns={weeklyColumns} />
      <ClosedList title={t('admin.resources.closed.datesTitle')} {...single} columns={singleColumns} />
      <ClosedTimeForm resourceId={resourceId} />
    </Section>
  );
}

/** One list of the room's closed times (`path`), 25 a page, its page kept here. */
function useClosedTimes<Row>(path: string) {
  const paging = useListState({ page: 1, per_page: 25 });
  const list = usePage<Row>('periods', path, paging.query);
  return { list, paging };
}

/** One list of closed times under its heading; left out once the server says it is empty. */
function ClosedList<Row extends { id: number }>({
  title,
  list,
  paging,
  columns,
}: {
  title: string;
  list: ListPageList<Row>;
  paging: ListQueryState<{ page: number; per_page: number }>;
  columns: DataTableColumn<Row>[];
}) {
  const { t } = useTranslation('web');
  if (list.data?.meta.total === 0) {
    return null;
  }
  return (
    <>
      <h3>{title}</h3>
      <ListTable
        label={title}
        list={list}
        query={paging.query}
        onQueryChange={paging.change}
        columns={columns}
        loadFailedText={t('admin.loadFailed')}
        pageSizes={false}
      />
    </>
  );
}

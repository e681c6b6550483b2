import { Box, Button, Page, SearchSelect, type SearchOption, Muted } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import type { GroupTimetable, Period } from '@laikas/contract';
import { searchPeriods } from '../../../data/adminGroups';
import { useGet, usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { searchGroups } from '../../../data/groups';
import { useSubmit } from '../../../data/useSubmit';
import { TimetableCard } from './TimetableCard';

/** /admin/group-timetables: a period's group timetables; create, check conflicts, lock, approve, delete. */
export default function GroupTimetablesPage() {
  const { t } = useTranslation('web');
  // The newest period is chosen first; any other is searched for on the server (issue 27).
  const periods = usePage<Period>('periods', '/api/admin/periods', { page: 1, per_page: 1 });
  const newest = periods.data?.data[0];
  const [chosenPeriod, setChosenPeriod] = useState<SearchOption | null>(null);
  const period = chosenPeriod ?? (newest ? { value: newest.id, label: newest.name } : null);
  const periodId = period ? Number(period.value) : undefined;
  const timetables = useGet<GroupTimetable[]>(periodId ? 'timetables' : null, '/api/admin/group-timetables', {
    period_id: periodId,
  });
  const [group, setGroup] = useState<SearchOption | null>(null);
  const groupId = group ? Number(group.value) : null;
  const { submit } = useSubmit(t('admin.saveFailed'));
  const create = (body: { group_id: number; period_id: number }) =>
    submit(() => write('timetables', api.post('/api/admin/group-timetables', body)), t('groups.timetables.created'));

  return (
    <Page
      title={t('groups.timetables.title')}
      actions={<Link to={pathTo('Admin.Periods')}>{t('groups.periods.title')}</Link>}
    >
      {periods.data && periods.data.meta.total === 0 ? (
        <p>
          {t('groups.timetables.noPeriods')} <Link to={pathTo('Admin.Periods')}>{t('groups.periods.create')}</Link>
        </p>
      ) : null}
      <SearchSelect
        id="timetable-period"
        label={t('groups.timetables.period')}
        search={searchPeriods}
        value={period}
        onValueChange={setChosenPeriod}
      />
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="flex-end">
        <Box flexGrow={1}>
          <SearchSelect
            id="timetable-group"
            label={t('groups.timetables.group')}
            search={searchGroups}
            value={group}
            onValueChange={setGroup}
          />
        </Box>
        <Button
          disabled={!groupId || !periodId}
          onClick={() => void create({ group_id: groupId!, period_id: periodId! }).then(() => setGroup(null))}
        >
          {t('groups.timetables.create')}
        </Button>
      </Box>
      {(timetables.data ?? []).map((timetable) => (
        <TimetableCard key={timetable.id} timetable={timetable} />
      ))}
      {timetables.data && timetables.data.length === 0 ? <Muted>{t('groups.timetables.none')}</Muted> : null}
    </Page>
  );
}

import type { GroupTimetable } from '@laikas/contract';
import { Button, Page, SearchSelect, useConfirm, type SearchOption } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import {
  createTimetable,
  deleteTimetable,
  stepTimetable,
  useGroupTimetables,
  searchPeriods,
  usePeriods,
  useTimetableConflicts,
} from '../../../data/adminGroups';
import { searchGroups } from '../../../data/groups';
import { useSubmit } from '../../../data/useSubmit';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { TimetablePublishing } from './TimetablePublishing';

/** /admin/group-timetables: a period's group timetables; create, check conflicts, lock, approve, delete. */
export default function GroupTimetablesPage() {
  const { t } = useTranslation('web');
  // The newest period is chosen first; any other is searched for on the server (issue 27).
  const periods = usePeriods({ page: 1, per_page: 1 });
  const newest = periods.data?.data[0];
  const [chosenPeriod, setChosenPeriod] = useState<SearchOption | null>(null);
  const period = chosenPeriod ?? (newest ? { value: newest.id, label: newest.name } : null);
  const periodId = period ? Number(period.value) : undefined;
  const timetables = useGroupTimetables(periodId);
  const [group, setGroup] = useState<SearchOption | null>(null);
  const groupId = group ? Number(group.value) : null;
  const { submit } = useSubmit(t('admin.saveFailed'));

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
      <div className={page.labelledControl}>
        <SearchSelect
          id="timetable-period"
          label={t('groups.timetables.period')}
          search={searchPeriods}
          value={period}
          onValueChange={setChosenPeriod}
        />
      </div>
      <div className={styles.row}>
        <div className={page.labelledControl}>
          <SearchSelect
            id="timetable-group"
            label={t('groups.timetables.group')}
            search={searchGroups}
            value={group}
            onValueChange={setGroup}
          />
        </div>
        <Button
          disabled={!groupId || !periodId}
          onClick={() =>
            void submit(() => createTimetable(groupId!, periodId!), t('groups.timetables.created')).then(() =>
              setGroup(null),
            )
          }
        >
          {t('groups.timetables.create')}
        </Button>
      </div>
      {(timetables.data ?? []).map((timetable) => (
        <TimetableCard key={timetable.id} timetable={timetable} />
      ))}
      {timetables.data && timetables.data.length === 0 ? (
        <p className={styles.muted}>{t('groups.timetables.none')}</p>
      ) : null}
    </Page>
  );
}

function TimetableCard({ timetable }: { timetable: GroupTimetable }) {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const [showConflicts, setShowConflicts] = useState(false);
  const conflicts = useTimetableConflicts(showConflicts ? timetable.id : undefined);
  const { submit } = useSubmit(t('admin.saveFailed'));
  const headingId = `timetable-${timetable.id}`;

  async function approve() {
    const found = await submit(() => stepTimetable(timetable.id, 'approve'), t('groups.timetables.approved'));
    if (found === undefined) {
      setShowConflicts(true);
      const sure = await confirm({
        title: t('groups.timetables.conflictsTitle'),
        message: t('groups.timetables.approveAnyway'),
        confirmLabel: t('groups.timetables.approve'),
      });
      if (sure) {
        await submit(() => stepTimetable(timetable.id, 'approve', true), t('groups.timetables.approved'));
      }
    }
  }

  async function remove() {
    const sure = await confirm({
      title: t('groups.timetables.deleteTitle'),
      message: t('groups.timetables.deleteMessage', {
        name: timetable.group.name,
        count: timetable.reservations_count,
      }),
      confirmLabel: t('admin.delete'),
      danger: true,
    });
    if (sure) {
      await submit(() => deleteTimetable(timetable.id), t('groups.timetables.deleted'));
    }
  }

  return (
    <section className={styles.fieldset} aria-labelledby={headingId} data-testid={headingId}>
      <h2 id={headingId}>{timetable.group.name}</h2>
      <p>
        {t(`groups.timetables.status.${timetable.status}`)} ·{' '}
        {t('groups.timetables.reservations', { count: timetable.reservations_count })} ·{' '}
        {t('groups.timetables.members', { count: timetable.group.users_count })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setShowConflicts((value) => !value)}>
          {t('groups.timetables.checkConflicts')}
        </Button>
        {timetable.status === 'draft' ? (
          <Button onClick={() => void submit(() => stepTimetable(timetable.id, 'lock'), t('groups.timetables.locked'))}>
            {t('groups.timetables.lock')}
          </Button>
        ) : null}
        {timetable.status === 'locked' ? (
          <Button onClick={() => void approve()}>{t('groups.timetables.approve')}</Button>
        ) : null}
        <Button variant="danger" onClick={() => void remove()}>
          {t('admin.delete')}
        </Button>
      </div>
      <TimetablePublishing timetable={timetable} onConflicts={() => setShowConflicts(true)} />
      {showConflicts && conflicts.data ? (
        conflicts.data.length === 0 ? (
          <p>{t('groups.timetables.noConflicts')}</p>
        ) : (
          <ul aria-label={t('groups.timetables.conflictsTitle')}>
            {conflicts.data.map((conflict, index) => (
              <li key={index}>
                {t(`groups.timetables.conflict.${conflict.kind}`, {
                  name: conflict.reservation.name,
                  from: conflict.reservation.from,
                  room: conflict.reservation.room,
                  other: conflict.other?.name ?? '',
                  otherRoom: conflict.other?.room ?? '',
                  seats: conflict.seats ?? 0,
                  members: conflict.members ?? 0,
                })}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

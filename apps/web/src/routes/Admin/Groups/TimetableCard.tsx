import type { GroupTimetable, TimetableConflict } from '@laikas/contract';
import { Box, Button, Panel } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepTimetable } from '../../../data/adminGroups';
import { deleteRecord, useGet } from '../../../data/calls';
import { DeleteButton } from '../../ScreenKit';
import { TimetablePublishing } from './TimetablePublishing';
import { useStepAnyway } from './useStepAnyway';

/**
 * One group timetable: its state and the steps it may take (check conflicts, lock, approve, delete); its changes and
 * publishing open on request.
 */
export function TimetableCard({ timetable }: { timetable: GroupTimetable }) {
  const { t } = useTranslation('web');
  const [showConflicts, setShowConflicts] = useState(false);
  // Closed until asked for: a period's page lists every group's timetable, and an unpublished one lists every lecture.
  const [showPublishing, setShowPublishing] = useState(false);
  const conflicts = useGet<TimetableConflict[]>(
    showConflicts ? 'timetables' : null,
    `/api/admin/group-timetables/${timetable.id}/conflicts`,
  );
  const { submit, stepAnyway } = useStepAnyway(() => setShowConflicts(true));
  const approve = () =>
    stepAnyway((accept) => stepTimetable(timetable.id, 'approve', accept), t('groups.timetables.approved'), {
      message: t('groups.timetables.approveAnyway'),
      confirmLabel: t('groups.timetables.approve'),
    });

  return (
    <Panel title={timetable.group.name} data-testid={`timetable-${timetable.id}`}>
      <p>
        {t(`groups.timetables.status.${timetable.status}`)} ·{' '}
        {t('groups.timetables.reservations', { count: timetable.reservations_count })} ·{' '}
        {t('groups.timetables.members', { count: timetable.group.users_count })}
      </p>
      <Box display="flex" flexWrap="wrap" gap="sm">
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
        <DeleteButton
          title={t('groups.timetables.deleteTitle')}
          message={t('groups.timetables.deleteMessage', {
            name: timetable.group.name,
            count: timetable.reservations_count,
          })}
          onConfirm={() =>
            submit(
              () => deleteRecord(['timetables', 'reservations'], `/api/admin/group-timetables/${timetable.id}`),
              t('groups.timetables.deleted'),
            )
          }
        />
      </Box>
      {/* Under its button: below the changes (a semester's lectures, when open) it was out of sight. */}
      {showConflicts && conflicts.data ? <ConflictList conflicts={conflicts.data} /> : null}
      <details onToggle={(event) => setShowPublishing(event.currentTarget.open)}>
        <summary>
          {timetable.published_version === null
            ? t('groups.timetables.publishing.openNever')
            : t('groups.timetables.publishing.open', { number: timetable.published_version })}
        </summary>
        {showPublishing ? (
          <TimetablePublishing timetable={timetable} onConflicts={() => setShowConflicts(true)} />
        ) : null}
      </details>
    </Panel>
  );
}

/** What the conflict report found: a line a conflict, or that there is none. */
function ConflictList({ conflicts }: { conflicts: readonly TimetableConflict[] }) {
  const { t } = useTranslation('web');
  if (conflicts.length === 0) {
    return <p>{t('groups.timetables.noConflicts')}</p>;
  }
  return (
    <ul aria-label={t('groups.timetables.conflictsTitle')}>
      {conflicts.map((conflict, index) => (
        <li key={index}>
          {t(`groups.timetables.conflict.${conflict.kind}`, {
            name: conflict.reservation.name,
            from: conflict.reservation.from,
            room: conflict.reservation.room,
            other: conflict.other?.name ?? '',
            otherRoom: conflict.other?.room ?? '',
            seats: conflict.seats ?? 0,
            // Only a capacity conflict has members: its line is in the plural forms of their number.
            count: conflict.members ?? 0,
          })}
        </li>
      ))}
    </ul>
  );
}

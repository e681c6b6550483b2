import type { PreviewOccurrence, SeriesChangePreview } from '@laikas/contract';
import { Button, type ModalRequestProps } from '@laikas/ui';
import { useId } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import { groupTimeChanges, timeChangeKinds } from '../../model/seriesChange';
import * as scopeStyles from '../UpdateScopePrompt/UpdateScopePrompt.css';
import * as styles from './ReservationForm.css';

export interface SeriesChangeConfirmProps extends ModalRequestProps<true> {
  change: SeriesChangePreview;
}

const occurrenceText = (occurrence: PreviewOccurrence) => `${occurrence.date} ${occurrence.from}–${occurrence.to}`;

function ChangeList({ title, items }: { title: string; items: readonly string[] }) {
  const titleId = useId();
  if (items.length === 0) {
    return null;
  }
  return (
    <div className={styles.helperGroup}>
      <p id={titleId} className={styles.takenNoticeTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} className={styles.helperList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What saving a series edit will do, as the server answered before anything is saved (issue 36): the dates that
 * move (old → new; those that keep their day and only end or start at another time are named so), are added and are
 * removed, and what clashes. With a clash the save would be refused, so only "Back" is offered; otherwise "Save" goes
 * on with the save.
 */
export function SeriesChangeConfirm({ change, resolve, cancel }: SeriesChangeConfirmProps) {
  const { t } = useReservationFormTranslation();
  const { moved, added, removed, clashes } = change;
  // Issue 36: a repeating lecture of groups is not held in an exam session; its dates there are not booked.
  const inExams = (change.skipped_dates ?? []).filter((skipped) => skipped.reason === 'exams');
  const nothing = moved.length + added.length + removed.length + clashes.length === 0;
  // "Moved" only for what moves: a series whose lectures only end later is not moved (a teacher's walk).
  const changed = groupTimeChanges(moved);
  return (
    <div data-testid="series-change">
      {nothing ? <p className={scopeStyles.message}>{t('seriesChange.none')}</p> : null}
      {timeChangeKinds.map((kind) => (
        <ChangeList
          key={kind}
          title={t(`seriesChange.${kind}`, { n: changed[kind].length })}
          items={changed[kind].map((pair) => `${occurrenceText(pair.before)} → ${occurrenceText(pair.after)}`)}
        />
      ))}
      <ChangeList title={t('seriesChange.added', { n: added.length })} items={added.map(occurrenceText)} />
      <ChangeList title={t('seriesChange.removed', { n: removed.length })} items={removed.map(occurrenceText)} />
      <ChangeList
        title={t('seriesChange.skippedExams', { n: inExams.length })}
        items={inExams.map((skipped) => t('repeat.skippedDate.exams', { date: skipped.date, name: skipped.name }))}
      />
      <ChangeList
        title={t('seriesChange.clashes', { n: clashes.length })}
        items={clashes.map((clash) => `${clash.name} — ${clash.from} – ${clash.to} (${clash.reservable.name})`)}
      />
      <div className={scopeStyles.actions}>
        <Button variant={clashes.length > 0 ? 'primary' : 'secondary'} onClick={cancel}>
          {t('seriesChange.back')}
        </Button>
        {clashes.length > 0 ? null : (
          <Button variant="primary" onClick={() => resolve(true)}>
            {t('seriesChange.save')}
          </Button>
        )}
      </div>
    </div>
  );
}

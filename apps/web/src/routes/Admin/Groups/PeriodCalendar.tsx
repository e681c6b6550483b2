import type { Period } from '@laikas/contract';
import { MarkedCalendar, type DayMarkTone } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { periodDayOf, type PeriodDayKind } from './periodCalendar';

/**
 * How each kind of day looks on the period's calendar: a day of the period without lectures (a weekend) shaded grey,
 * so the period's last days show as its own; days outside it muted.
 */
const TONES: Record<PeriodDayKind, DayMarkTone> = {
  teaching: 'primary',
  exam: 'success',
  holiday: 'hatched',
  free: 'neutral',
  outside: 'muted',
};
const LEGEND: readonly PeriodDayKind[] = ['teaching', 'free', 'exam', 'holiday'];

/** A period's small calendar (issue 36): its teaching, exam and free days and its holidays, each holiday named. */
export function PeriodCalendar({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const dayOf = useMemo(() => periodDayOf(period), [period]);
  const kindLabel = (kind: PeriodDayKind) => t(`groups.periods.calendar.${kind}`);
  return (
    <MarkedCalendar
      label={t('groups.periods.calendar.label', { name: period.name })}
      from={period.starts_on}
      to={period.ends_on}
      markOf={(date) => {
        const { kind, holiday } = dayOf(date);
        const label = holiday ? `${kindLabel(kind)} – ${holiday}` : kindLabel(kind);
        return { kind, tone: TONES[kind], label };
      }}
      legend={LEGEND.map((kind) => ({ tone: TONES[kind], label: kindLabel(kind) }))}
    />
  );
}

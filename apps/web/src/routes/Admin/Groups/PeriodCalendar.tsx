import type { Period } from '@laikas/contract';
import { MarkedCalendar, type DayMarkTone } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { periodDayOf, type PeriodDayKind } from './periodCalendar';

/** How each kind of day looks; outside days are muted. */
const TONES: Record<PeriodDayKind, DayMarkTone> = {
  teaching: 'primary',
  exam: 'success',
  holiday: 'hatched',
  outside: 'muted',
};
const LEGEND: readonly PeriodDayKind[] = ['teaching', 'exam', 'holiday'];

/** A period's teaching weeks, exam weeks and holidays on a small calendar, month by month (issue 36). */
export function PeriodCalendar({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const dayOf = useMemo(() => periodDayOf(period), [period]);
  return (
    <MarkedCalendar
      label={t('groups.periods.calendar.label', { name: period.name })}
      from={period.starts_on}
      to={period.ends_on}
      markOf={(date) => {
        const day = dayOf(date);
        const label = t(`groups.periods.calendar.${day.kind}`);
        return { kind: day.kind, tone: TONES[day.kind], label: day.holiday ? `${label} – ${day.holiday}` : label };
      }}
      legend={LEGEND.map((kind) => ({ tone: TONES[kind], label: t(`groups.periods.calendar.${kind}`) }))}
    />
  );
}

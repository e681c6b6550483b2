import type { ItcImportSummary as Summary } from '@laikas/contract';
import { DefinitionList } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { ImportWarnings } from './ImportWarnings';

/** The summary's rows in order, each named by `imports.itc.summary.<term>`. */
const TERMS = ['period', 'rooms', 'classes', 'series', 'occurrences', 'blackouts', 'students'] as const;

/**
 * What the import created. Its rooms are every room of the file; the progress counts those its classes are in
 * (`roomsWithClasses`). Its weekly series are one or more per class placed in a room (one per evenly stepped run of
 * its weeks), so they may outnumber the classes. Series and room blackouts say too how many the period held already
 * and how many were left out (the warnings say why); a run stored before they were counted shows 0.
 */
export function ItcImportSummary({ summary, roomsWithClasses }: { summary: Summary; roomsWithClasses: number }) {
  const { t } = useTranslation('web');
  const { period, rooms, classes, series } = summary;
  const details: Record<(typeof TERMS)[number], string> = {
    period: period.name + (period.created ? ` (${t('imports.itc.summary.new')})` : ''),
    rooms: t('imports.itc.summary.created', { ...rooms, withClasses: roomsWithClasses }),
    classes: t('imports.itc.summary.placed', classes),
    series: t('imports.itc.summary.seriesCreated', { ...series, leftOut: series.leftOut ?? 0 }),
    occurrences: String(summary.occurrences),
    blackouts: t('imports.itc.summary.blackoutsCounts', {
      created: summary.blackouts,
      existing: summary.blackoutsExisting ?? 0,
      leftOut: summary.blackoutsLeftOut ?? 0,
    }),
    students: t('imports.itc.summary.studentsCreated', {
      users: summary.users,
      groups: summary.groups,
      memberships: summary.memberships,
    }),
  };
  return (
    <>
      <DefinitionList
        items={TERMS.map((term) => ({ term: t(`imports.itc.summary.${term}`), detail: details[term] }))}
        aria-label={t('imports.itc.summary.title')}
      />
      <h3>{t('imports.itc.summary.warnings', { count: summary.warnings.length })}</h3>
      <ImportWarnings warnings={summary.warnings} />
    </>
  );
}

import type { ItcImportPreview, ItcImportRun } from '@laikas/contract';
import { Alert, Box, DataTable, DefinitionList, Panel, Muted } from '@laikas/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportWarnings } from './ImportWarnings';
import { ItcImportSummary } from './ItcImportSummary';
import { runFraction } from './runProgress';

/**
 * A run's progress, then its summary. Shown once the import is started, it takes the focus to its heading: the
 * Import button that had it is disabled while the run lasts (key it by the run to take the focus again for another).
 */
export function RunStatus({ run }: { run: ItcImportRun }) {
  const { t } = useTranslation('web');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { rooms, classes, occurrences } = run.progress;
  const fraction = runFraction(run.progress);
  const counted = fraction !== null;
  return (
    <Panel aria-labelledby="itc-run-title" aria-live="polite">
      <h2 id="itc-run-title" ref={heading} tabIndex={-1}>
        {t(`imports.itc.status.${run.status}`)}
      </h2>
      {run.status === 'running' ? (
        <progress
          max={1}
          {...(counted && { value: fraction })}
          aria-label={t('imports.itc.progress')}
          aria-valuetext={counted ? `${Math.round(fraction * 100)} %` : t('imports.itc.preparing')}
        />
      ) : null}
      {run.status === 'running' && !counted ? <Muted>{t('imports.itc.preparing')}</Muted> : null}
      <ul aria-label={t('imports.itc.progress')}>
        <li>{t('imports.itc.roomsDone', { done: rooms.done, total: rooms.total })}</li>
        <li>{t('imports.itc.classesDone', { done: classes.done, total: classes.total })}</li>
        <li>{t('imports.itc.occurrencesDone', { done: occurrences.done, total: occurrences.total })}</li>
      </ul>
      {run.status === 'failed' ? (
        <Box as="p" role="alert" color="danger">
          {run.error ?? t('admin.saveFailed')}
        </Box>
      ) : null}
      {run.summary ? <ItcImportSummary summary={run.summary} roomsWithClasses={rooms.total} /> : null}
    </Panel>
  );
}

const PREVIEW_COLUMNS = ['what', 'new', 'matched', 'conflicting'] as const;

/**
 * What the import would find and create (nothing written yet): rooms and students new, matched, conflicting; then the
 * weekly series and room blackouts it would add and those the period holds already (and the blackouts it would leave
 * out); then what it would warn of, in the server's words: the period holding these files from another Monday of
 * week 1 first (what stays on those dates), then the blackouts left out, one per room, weekday and time.
 */
export function Preview({ preview }: { preview: ItcImportPreview }) {
  const { t } = useTranslation('web');
  const rows = [
    { key: 'rooms', what: t('imports.itc.preview.rooms'), ...preview.rooms },
    { key: 'students', what: t('imports.itc.preview.students'), ...preview.students },
    { key: 'groups', what: t('imports.itc.preview.groups'), ...preview.groups, conflicting: 0 },
  ];
  // What each row counts names it; then its figures, in the order the import reports them.
  const columns = PREVIEW_COLUMNS.map((id) => ({
    id,
    header: t(`imports.itc.preview.${id}`),
    accessor: (row: (typeof rows)[number]) => row[id],
    rowHeader: id === 'what',
    numeric: id !== 'what',
    sortable: false,
  }));
  const conflicts = [...preview.conflicts.rooms, ...preview.conflicts.students];
  const periodText = preview.period.exists ? 'imports.itc.preview.periodExists' : 'imports.itc.preview.periodNew';
  const title = t('imports.itc.preview.title', { source: preview.source });
  return (
    <Panel aria-labelledby="itc-preview-title">
      <h2 id="itc-preview-title">{title}</h2>
      <p>{t(periodText, { name: preview.period.name })}</p>
      <DataTable
        label={title}
        columns={columns}
        data={rows}
        getRowId={(row) => row.key}
        searchable={false}
        paged={false}
      />
      <DefinitionList
        items={[
          { term: t('imports.itc.preview.series'), detail: t('imports.itc.preview.counts', preview.series) },
          {
            term: t('imports.itc.preview.blackouts'),
            detail: t('imports.itc.preview.blackoutCounts', preview.blackouts),
          },
        ]}
        aria-label={t('imports.itc.preview.inPeriod')}
      />
      <Muted>{t('imports.itc.preview.leftOutHint')}</Muted>
      {preview.warnings.length > 0 ? (
        <Alert tone="warning" role="status" aria-labelledby="itc-preview-warnings">
          <h3 id="itc-preview-warnings">{t('imports.itc.preview.warnings', { count: preview.warnings.length })}</h3>
          <ImportWarnings warnings={preview.warnings} />
        </Alert>
      ) : null}
      {conflicts.length > 0 ? (
        <div role="alert">
          <Box as="p" color="danger">
            {t('imports.itc.preview.conflictHelp')}
          </Box>
          <ul aria-label={t('imports.itc.preview.conflicting')}>
            {conflicts.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

import type { ItcImportPreview, ItcImportRun } from '@laikas/contract';
import { Alert, Box, DataTable, DefinitionList, Panel, Muted } from '@laikas/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The warnings listed in full; the rest wait in a disclosure so that the summary stays in view (291 in mary-fal18). */
const WARNINGS_SHOWN = 5;

/**
 * A run's progress, then its summary. Shown once the import is started, it takes the focus to its heading: the
 * Import button that had it is disabled while the run lasts (key it by the run to take the focus again for another).
 */
export function RunStatus({ run }: { run: ItcImportRun }) {
  const { t } = useTranslation('web');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { rooms, classes, occurrences } = run.progress;
  // Until the rooms and students are set up, nothing is counted yet: the bar has no value (indeterminate).
  const counted = occurrences.total > 0 || rooms.total > 0;
  const fraction =
    occurrences.total > 0 ? occurrences.done / occurrences.total : rooms.total > 0 ? rooms.done / rooms.total : 0;
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
      {run.summary ? <Summary summary={run.summary} roomsWithClasses={rooms.total} /> : null}
    </Panel>
  );
}

/**
 * What the import created. Its rooms are every room of the file; the progress counts those its classes are in
 * (`roomsWithClasses`). Its weekly series are one or more per class placed in a room (one per evenly stepped run of
 * its weeks), so they may outnumber the classes. Series and room blackouts say too how many the period held already
 * and how many were left out (the warnings say why); a run stored before they were counted shows 0.
 */
export function Summary({
  summary,
  roomsWithClasses,
}: {
  summary: NonNullable<ItcImportRun['summary']>;
  roomsWithClasses: number;
}) {
  const { t } = useTranslation('web');
  const rows: [string, string][] = [
    [
      t('imports.itc.summary.period'),
      summary.period.name + (summary.period.created ? ` (${t('imports.itc.summary.new')})` : ''),
    ],
    [
      t('imports.itc.summary.rooms'),
      t('imports.itc.summary.created', {
        total: summary.rooms.total,
        created: summary.rooms.created,
        withClasses: roomsWithClasses,
      }),
    ],
    [
      t('imports.itc.summary.classes'),
      t('imports.itc.summary.placed', {
        total: summary.classes.total,
        placed: summary.classes.placed,
        withoutRoom: summary.classes.withoutRoom,
      }),
    ],
    [
      t('imports.itc.summary.series'),
      t('imports.itc.summary.seriesCreated', {
        created: summary.series.created,
        existing: summary.series.existing,
        leftOut: summary.series.leftOut ?? 0,
      }),
    ],
    [t('imports.itc.summary.occurrences'), String(summary.occurrences)],
    [
      t('imports.itc.summary.blackouts'),
      t('imports.itc.summary.blackoutsCounts', {
        created: summary.blackouts,
        existing: summary.blackoutsExisting ?? 0,
        leftOut: summary.blackoutsLeftOut ?? 0,
      }),
    ],
    [
      t('imports.itc.summary.students'),
      t('imports.itc.summary.studentsCreated', {
        users: summary.users,
        groups: summary.groups,
        memberships: summary.memberships,
      }),
    ],
  ];
  return (
    <>
      <DefinitionList
        items={rows.map(([term, detail]) => ({ term, detail }))}
        aria-label={t('imports.itc.summary.title')}
      />
      <h3>{t('imports.itc.summary.warnings', { count: summary.warnings.length })}</h3>
      <Warnings warnings={summary.warnings} />
    </>
  );
}

/** The first warnings listed, the rest folded (a semester's capacity overflows and blackouts left out are many). */
function Warnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation('web');
  return (
    <>
      {warnings.length > 0 ? <WarningList warnings={warnings.slice(0, WARNINGS_SHOWN)} /> : null}
      {warnings.length > WARNINGS_SHOWN ? (
        <details>
          <summary>{t('imports.itc.summary.moreWarnings', { count: warnings.length - WARNINGS_SHOWN })}</summary>
          <WarningList warnings={warnings.slice(WARNINGS_SHOWN)} />
        </details>
      ) : null}
    </>
  );
}

function WarningList({ warnings }: { warnings: string[] }) {
  return (
    <ul>
      {warnings.map((warning, index) => (
        <li key={index}>{warning}</li>
      ))}
    </ul>
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
          <Warnings warnings={preview.warnings} />
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

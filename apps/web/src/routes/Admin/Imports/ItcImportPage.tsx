import type { ItcImportPreview, ItcImportRun } from '@laikas/contract';
import { Button, Checkbox, Field, invalidProps, Page, TextInput } from '@laikas/ui';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ItcImportForm, previewItcImport, startItcImport, useItcImportRun } from '../../../data/itcImport';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { DateField } from '../DateField';

/**
 * /admin/imports/itc: a semester in the ITC 2019 format (problem and solution XML) becomes rooms, weekly series,
 * room blackouts and, if asked, each class's students as a group. The office first previews what the import would
 * find and create (issue 27: rooms and students new, matched, conflicting; nothing written); the Import button waits
 * for a preview of the form as it stands. The server imports in the background; this screen polls the run and shows
 * its progress, then the summary (the same as `./laikas import:itc`).
 */
export default function ItcImportPage() {
  const { t } = useTranslation('web');
  const [form, setForm] = useState<ItcImportForm>({
    problem: null,
    solution: null,
    period: '',
    start: '',
    groups: false,
    source: '',
    match: false,
  });
  // The preview of the form as it stands: any change clears it, and the import waits for a new one.
  const [preview, setPreview] = useState<ItcImportPreview>();
  const [runId, setRunId] = useState<number>();
  const { data: run } = useItcImportRun(runId);
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const running = pending || run?.status === 'running';
  const blocked = preview !== undefined && preview.rooms.conflicting + preview.students.conflicting > 0;

  const change = (patch: Partial<ItcImportForm>) => {
    setPreview(undefined);
    setForm((current) => ({ ...current, ...patch }));
  };

  async function check() {
    setPreview(await submit(() => previewItcImport(form), t('imports.itc.previewed')));
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    if (!preview) {
      await check();
      return;
    }
    const started = await submit(() => startItcImport(form), t('imports.itc.started'));
    if (started) {
      setRunId(started.id);
    }
  }

  const file = (key: 'problem' | 'solution', label: string) => (
    <Field id={`itc-${key}`} label={label} errors={errors[key]}>
      <input
        id={`itc-${key}`}
        type="file"
        accept=".xml,application/xml,text/xml"
        onChange={(event) => change({ [key]: event.target.files?.[0] ?? null })}
        {...invalidProps(`itc-${key}`, errors[key])}
      />
    </Field>
  );

  return (
    <Page title={t('imports.itc.title')} intro={t('imports.itc.help')}>
      <form className={styles.form} onSubmit={start} noValidate aria-label={t('imports.itc.title')}>
        <div className={styles.row}>
          {file('problem', t('imports.itc.problem'))}
          {file('solution', t('imports.itc.solution'))}
        </div>
        <div className={styles.row}>
          <Field id="itc-period" label={t('imports.itc.period')} errors={errors.period}>
            <TextInput
              id="itc-period"
              value={form.period}
              onChange={(event) => change({ period: event.target.value })}
              {...invalidProps('itc-period', errors.period)}
            />
          </Field>
          <DateField
            id="itc-start"
            label={t('imports.itc.start')}
            hint={t('imports.itc.startHint')}
            value={form.start}
            onChange={(start) => change({ start })}
            errors={errors.start}
          />
        </div>
        <Field
          id="itc-source"
          label={t('imports.itc.source')}
          hint={t('imports.itc.sourceHint')}
          errors={errors.source}
        >
          <TextInput
            id="itc-source"
            value={form.source}
            onChange={(event) => change({ source: event.target.value })}
            {...invalidProps('itc-source', errors.source)}
          />
        </Field>
        <Checkbox
          label={t('imports.itc.groups')}
          checked={form.groups}
          onCheckedChange={(checked) => change({ groups: checked })}
        />
        <Checkbox
          label={t('imports.itc.match')}
          checked={form.match}
          onCheckedChange={(checked) => change({ match: checked })}
        />
        {preview ? <Preview preview={preview} /> : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" disabled={running} onClick={() => void check()}>
            {t('imports.itc.previewButton')}
          </Button>
          <Button type="submit" disabled={running || !preview || blocked}>
            {t('imports.itc.run')}
          </Button>
        </div>
        {preview ? null : <p className={styles.muted}>{t('imports.itc.previewFirst')}</p>}
      </form>
      {run ? <RunStatus run={run} /> : null}
    </Page>
  );
}

function RunStatus({ run }: { run: ItcImportRun }) {
  const { t } = useTranslation('web');
  const { rooms, classes, occurrences } = run.progress;
  // Until the rooms and students are set up, nothing is counted yet: the bar has no value (indeterminate).
  const counted = occurrences.total > 0 || rooms.total > 0;
  const fraction =
    occurrences.total > 0 ? occurrences.done / occurrences.total : rooms.total > 0 ? rooms.done / rooms.total : 0;
  return (
    <section className={styles.fieldset} aria-labelledby="itc-run-title" aria-live="polite">
      <h2 id="itc-run-title">{t(`imports.itc.status.${run.status}`)}</h2>
      {run.status === 'running' ? (
        <progress
          max={1}
          {...(counted && { value: fraction })}
          aria-label={t('imports.itc.progress')}
          aria-valuetext={counted ? `${Math.round(fraction * 100)} %` : t('imports.itc.preparing')}
        />
      ) : null}
      {run.status === 'running' && !counted ? <p className={styles.muted}>{t('imports.itc.preparing')}</p> : null}
      <ul aria-label={t('imports.itc.progress')}>
        <li>{t('imports.itc.roomsDone', { done: rooms.done, total: rooms.total })}</li>
        <li>{t('imports.itc.classesDone', { done: classes.done, total: classes.total })}</li>
        <li>{t('imports.itc.occurrencesDone', { done: occurrences.done, total: occurrences.total })}</li>
      </ul>
      {run.status === 'failed' ? (
        <p role="alert" className={styles.errorText}>
          {run.error ?? t('admin.saveFailed')}
        </p>
      ) : null}
      {run.summary ? <Summary summary={run.summary} /> : null}
    </section>
  );
}

function Summary({ summary }: { summary: NonNullable<ItcImportRun['summary']> }) {
  const { t } = useTranslation('web');
  const rows: [string, string][] = [
    [
      t('imports.itc.summary.period'),
      summary.period.name + (summary.period.created ? ` (${t('imports.itc.summary.new')})` : ''),
    ],
    [
      t('imports.itc.summary.rooms'),
      t('imports.itc.summary.created', { total: summary.rooms.total, created: summary.rooms.created }),
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
      t('imports.itc.summary.seriesCreated', { created: summary.series.created, existing: summary.series.existing }),
    ],
    [t('imports.itc.summary.occurrences'), String(summary.occurrences)],
    [t('imports.itc.summary.blackouts'), String(summary.blackouts)],
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
      <dl className={styles.definitions} aria-label={t('imports.itc.summary.title')}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h3>{t('imports.itc.summary.warnings', { count: summary.warnings.length })}</h3>
      {summary.warnings.length > 0 ? (
        <ul>
          {summary.warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** What the import would find and create (nothing written yet): rooms and students new, matched, conflicting. */
function Preview({ preview }: { preview: ItcImportPreview }) {
  const { t } = useTranslation('web');
  const rows = [
    { key: 'rooms', label: t('imports.itc.preview.rooms'), counts: preview.rooms },
    { key: 'students', label: t('imports.itc.preview.students'), counts: preview.students },
    { key: 'groups', label: t('imports.itc.preview.groups'), counts: { ...preview.groups, conflicting: 0 } },
  ] as const;
  const conflicts = [...preview.conflicts.rooms, ...preview.conflicts.students];
  const periodText = preview.period.exists ? 'imports.itc.preview.periodExists' : 'imports.itc.preview.periodNew';
  return (
    <section className={styles.fieldset} aria-labelledby="itc-preview-title">
      <h2 id="itc-preview-title">{t('imports.itc.preview.title', { source: preview.source })}</h2>
      <p>{t(periodText, { name: preview.period.name })}</p>
      <table aria-labelledby="itc-preview-title">
        <thead>
          <tr>
            <th scope="col">{t('imports.itc.preview.what')}</th>
            <th scope="col">{t('imports.itc.preview.new')}</th>
            <th scope="col">{t('imports.itc.preview.matched')}</th>
            <th scope="col">{t('imports.itc.preview.conflicting')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, counts }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{counts.new}</td>
              <td>{counts.matched}</td>
              <td>{counts.conflicting}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {conflicts.length > 0 ? (
        <div role="alert">
          <p className={styles.errorText}>{t('imports.itc.preview.conflictHelp')}</p>
          <ul aria-label={t('imports.itc.preview.conflicting')}>
            {conflicts.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import { type ItcImportDraft, itcImportDraftSchema, type ItcImportPreview } from '@laikas/contract';
import { Box, Button, Field, Form, FormField, FormRow, Muted, Page, useSchemaForm } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewItcImport, startItcImport, useItcImportRun } from '../../../data/itcImport';
import { useSubmit } from '../../../data/useSubmit';
import { FilePicker } from './FilePicker';
import { Preview, RunStatus } from './ItcImportResults';

const EMPTY: ItcImportDraft = {
  problem: null,
  solution: null,
  period: '',
  start: '',
  groups: false,
  source: '',
  match: false,
};

const sameDraft = (a: ItcImportDraft, b: ItcImportDraft) =>
  (Object.keys(a) as (keyof ItcImportDraft)[]).every((key) => a[key] === b[key]);

/**
 * /admin/imports/itc: a semester in the ITC 2019 format (problem and solution XML) becomes rooms, weekly series,
 * room blackouts and, if asked, each class's students as a group. The office first previews what the import would
 * find and create (issue 27: rooms and students new, matched, conflicting; nothing written); the Import button waits
 * for a preview of the form as it stands. The server imports in the background; this screen polls the run and shows
 * its progress, then the summary (the same as `./laikas import:itc`).
 */
export default function ItcImportPage() {
  const { t } = useTranslation('web');
  const form = useSchemaForm(itcImportDraftSchema, EMPTY);
  // A preview holds for the form as it was previewed: any change sets it aside, and the import waits for a new one.
  const [previewed, setPreviewed] = useState<{ draft: ItcImportDraft; preview: ItcImportPreview }>();
  const draft = form.watch();
  const preview = previewed && sameDraft(previewed.draft, draft) ? previewed.preview : undefined;
  const [runId, setRunId] = useState<number>();
  const { data: run } = useItcImportRun(runId);
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const running = pending || run?.status === 'running';
  const blocked = preview !== undefined && preview.rooms.conflicting + preview.students.conflicting > 0;

  async function check(checked: ItcImportDraft) {
    const answer = await submit(() => previewItcImport(checked), t('imports.itc.previewed'));
    setPreviewed(answer && { draft: checked, preview: answer });
  }

  async function start() {
    const started = await submit(() => startItcImport(draft), t('imports.itc.started'));
    if (started) {
      setRunId(started.id);
    }
  }

  const file = (name: 'problem' | 'solution', label: string) => (
    <FormField
      name={name}
      label={label}
      render={({ id, value, onChange, ref, invalid, describedBy }) => (
        <Field id={id} label={label}>
          <FilePicker
            id={id}
            accept=".xml,application/xml,text/xml"
            value={value instanceof File ? value : null}
            onChange={onChange}
            buttonRef={ref}
            invalid={invalid}
            describedBy={describedBy}
          />
        </Field>
      )}
    />
  );

  return (
    <Page title={t('imports.itc.title')} intro={t('imports.itc.help')}>
      <Box maxWidth="medium" display="flex" flexDirection="column" gap="lg">
        <Form
          form={form}
          idPrefix="itc"
          onSubmit={check}
          serverErrors={errors}
          submitLabel={t('imports.itc.previewButton')}
          submitVariant="secondary"
          aria-label={t('imports.itc.title')}
          actions={
            <Button type="button" disabled={running || !preview || blocked} onClick={() => void start()}>
              {t('imports.itc.run')}
            </Button>
          }
        >
          {/* A file picker needs more room than a FormRow's column on a phone: one under the other there. */}
          <Box display="grid" gridTemplateColumns={{ mobile: 'one', tablet: 'two' }} gap="md" alignItems="flex-start">
            {file('problem', t('imports.itc.problem'))}
            {file('solution', t('imports.itc.solution'))}
          </Box>
          <FormRow>
            <FormField name="period" label={t('imports.itc.period')} />
            <FormField name="start" type="date" label={t('imports.itc.start')} hint={t('imports.itc.startHint')} />
          </FormRow>
          <FormField name="source" label={t('imports.itc.source')} hint={t('imports.itc.sourceHint')} />
          <FormField name="groups" type="checkbox" label={t('imports.itc.groups')} />
          <FormField name="match" type="checkbox" label={t('imports.itc.match')} />
          {preview ? <Preview preview={preview} /> : null}
        </Form>
        {preview ? null : <Muted>{t('imports.itc.previewFirst')}</Muted>}
      </Box>
      {run ? <RunStatus key={run.id} run={run} /> : null}
    </Page>
  );
}

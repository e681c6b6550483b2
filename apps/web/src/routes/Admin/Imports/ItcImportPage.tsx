import type { ItcImportPreview } from '@laikas/contract';
import { Box, Button, Checkbox, DatePicker, Field, FormRow, invalidProps, Page, TextInput, Muted } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ItcImportForm, previewItcImport, startItcImport, useItcImportRun } from '../../../data/itcImport';
import { useSubmit } from '../../../data/useSubmit';
import { RunStatus, Preview } from './ItcImportResults';

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
  const text = (key: 'period' | 'source', label: string, hint?: string) => (
    <Field id={`itc-${key}`} label={label} hint={hint} errors={errors[key]}>
      <TextInput
        id={`itc-${key}`}
        value={form[key]}
        onChange={(event) => change({ [key]: event.target.value })}
        {...invalidProps(`itc-${key}`, errors[key])}
      />
    </Field>
  );

  return (
    <Page title={t('imports.itc.title')} intro={t('imports.itc.help')}>
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="lg"
        maxWidth="medium"
        onSubmit={start}
        noValidate
        aria-label={t('imports.itc.title')}
      >
        <FormRow>
          {file('problem', t('imports.itc.problem'))}
          {file('solution', t('imports.itc.solution'))}
        </FormRow>
        <FormRow>
          {text('period', t('imports.itc.period'))}
          <div>
            <DatePicker
              id="itc-start"
              label={t('imports.itc.start')}
              value={form.start || null}
              onValueChange={(start) => change({ start: start ?? '' })}
              // Its errors, drawn under it, and its hint describe it.
              errors={errors.start}
              aria-describedby="itc-start-hint"
            />
            <Box as="p" id="itc-start-hint" color="textMuted">
              {t('imports.itc.startHint')}
            </Box>
          </div>
        </FormRow>
        {text('source', t('imports.itc.source'), t('imports.itc.sourceHint'))}
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
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button type="button" variant="secondary" disabled={running} onClick={() => void check()}>
            {t('imports.itc.previewButton')}
          </Button>
          <Button type="submit" disabled={running || !preview || blocked}>
            {t('imports.itc.run')}
          </Button>
        </Box>
        {preview ? null : <Muted>{t('imports.itc.previewFirst')}</Muted>}
      </Box>
      {run ? <RunStatus run={run} /> : null}
    </Page>
  );
}

import type { ReportFilters } from '@laikas/contract';
import { Box, Button, Field, TextInput, useToast, type ModalContentProps } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../data/client';
import { saveReport } from '../../../data/reports';

/** The report-save modal (spec 2): the report's name is its one field. */
export function SaveReportForm({ filters, close }: ModalContentProps & { filters: ReportFilters }) {
  const { t } = useTranslation('web');
  const toast = useToast();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveReport(name, filters);
      toast.success(t('reports.saved'));
      close();
      navigate(`/admin/reports/${saved.id}`);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.errors?.name ?? [error.message]) : [t('reports.failed')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Box display="flex" flexDirection="column" gap="md">
        <Field id="report-name" label={t('reports.name')} errors={errors}>
          <TextInput id="report-name" value={name} onChange={(event) => setName(event.target.value)} required />
        </Field>
        <Box display="flex" gap="sm" justifyContent="flex-end">
          <Button type="button" variant="secondary" onClick={close}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('reports.save')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}

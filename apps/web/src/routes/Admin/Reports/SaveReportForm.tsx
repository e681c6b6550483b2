import { reportSaveBodySchema, type ReportFilters, type SavedReport } from '@laikas/contract';
import { Button, Form, FormField, useSchemaForm, type ModalContentProps } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

/** The name, checked as the server checks it; the filters come with the report. */
const nameSchema = reportSaveBodySchema.pick({ name: true });

/** The report-save modal (spec 2): the report's name is its one field; `onSaved` opens the saved report. */
export function SaveReportForm({
  filters,
  onSaved,
  close,
}: ModalContentProps & { filters: ReportFilters; onSaved: (id: number) => void }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(nameSchema, { name: '' });
  const { errors, submit } = useSubmit(t('reports.failed'));

  async function save({ name }: { name: string }) {
    const saved = await submit(
      () => write('my-reports', api.post<SavedReport>('/api/admin/reports', { name, ...filters })),
      t('reports.saved'),
    );
    if (saved) {
      close();
      onSaved(saved.id);
    }
  }

  return (
    <Form
      form={form}
      idPrefix="report"
      onSubmit={save}
      serverErrors={errors}
      submitLabel={t('reports.save')}
      actions={
        <Button variant="secondary" onClick={close}>
          {t('reports.cancel')}
        </Button>
      }
    >
      <FormField name="name" label={t('reports.name')} maxLength={255} />
    </Form>
  );
}

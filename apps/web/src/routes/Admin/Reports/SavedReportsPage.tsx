import type { SavedReport } from '@laikas/contract';
import { Button, DataTable, Page, useConfirm, useToast, type DataTableColumn, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteReport } from '../../../data/reports';
import { useGet } from '../../../data/calls';

/** `/admin/reports/user-reports`: the reports the user saved; open or delete each. */
export default function SavedReportsPage() {
  const { t } = useTranslation('web');
  const { data: reports, error } = useGet<SavedReport[]>('my-reports', '/api/admin/reports', { myReports: 1 });
  const confirm = useConfirm();
  const toast = useToast();

  async function remove(id: number, name: string) {
    if (!(await confirm({ message: t('reports.mine.confirm', { name }), danger: true }))) {
      return;
    }
    await deleteReport(id);
    toast.success(t('reports.mine.deleted'));
  }

  type Saved = NonNullable<typeof reports>[number];
  const columns: DataTableColumn<Saved>[] = [
    {
      id: 'name',
      header: t('reports.name'),
      rowHeader: true,
      accessor: (report) => report.name,
      cell: (report) => <Link to={`/admin/reports/${report.id}`}>{report.name}</Link>,
    },
    {
      id: 'range',
      header: t('reports.mine.range'),
      accessor: (report) => `${report.filters.from} – ${report.filters.to}`,
    },
    {
      id: 'actions',
      header: t('reports.mine.actions'),
      sortable: false,
      accessor: () => '',
      cell: (report) => (
        <Button
          variant="danger"
          size="small"
          aria-label={t('reports.mine.delete', { name: report.name })}
          onClick={() => void remove(report.id, report.name)}
        >
          {t('reports.mine.deleteShort')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('reports.mine.title')}>
      {error ? <p role="alert">{t('reports.failed')}</p> : null}
      {reports && reports.length === 0 ? <Muted small>{t('reports.mine.none')}</Muted> : null}
      {reports && reports.length > 0 ? (
        <DataTable
          label={t('reports.mine.title')}
          columns={columns}
          data={reports}
          getRowId={(report) => String(report.id)}
          searchable={false}
          paged={false}
        />
      ) : null}
    </Page>
  );
}

import type { SavedReport } from '@laikas/contract';
import { actionsColumn, ConfirmButton, DataTable, Muted, Page, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteRecord, useGet } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';

/** `/admin/reports/user-reports`: the reports the user saved; open or delete each. */
export default function SavedReportsPage() {
  const { t } = useTranslation('web');
  const { data: reports, error } = useGet<SavedReport[]>('my-reports', '/api/admin/reports', { myReports: 1 });
  const { submit } = useSubmit(t('admin.saveFailed'));

  const columns: DataTableColumn<SavedReport>[] = [
    {
      id: 'name',
      header: t('reports.name'),
      rowHeader: true,
      accessor: (report) => report.name,
      cell: (report) => <Link to={`/admin/reports/${report.id}`}>{report.name}</Link>,
    },
    { id: 'range', header: t('reports.mine.range'), accessor: ({ filters }) => `${filters.from} – ${filters.to}` },
    actionsColumn(t('reports.mine.actions'), (report) => (
      <ConfirmButton
        size="small"
        variant="danger"
        aria-label={t('reports.mine.delete', { name: report.name })}
        confirm={{ message: t('reports.mine.confirm', { name: report.name }) }}
        onConfirm={() =>
          submit(() => deleteRecord('my-reports', `/api/admin/reports/${report.id}`), t('reports.mine.deleted'))
        }
      >
        {t('reports.mine.deleteShort')}
      </ConfirmButton>
    )),
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

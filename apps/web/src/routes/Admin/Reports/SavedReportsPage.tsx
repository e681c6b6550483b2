import { Box, Button, useConfirm, useToast } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteReport, useMyReports } from '../../../data/reports';
import * as styles from './Reports.css';

/** `/admin/reports/user-reports`: the reports the user saved; open or delete each. */
export default function SavedReportsPage() {
  const { t } = useTranslation('web');
  const { data: reports, error } = useMyReports();
  const confirm = useConfirm();
  const toast = useToast();

  async function remove(id: number, name: string) {
    if (!(await confirm({ message: t('reports.mine.confirm', { name }), danger: true }))) {
      return;
    }
    await deleteReport(id);
    toast.success(t('reports.mine.deleted'));
  }

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <h1>{t('reports.mine.title')}</h1>
      {error ? <p role="alert">{t('reports.failed')}</p> : null}
      {reports && reports.length === 0 ? <p className={styles.muted}>{t('reports.mine.none')}</p> : null}
      {reports && reports.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('reports.name')}</th>
              <th scope="col">{t('reports.mine.range')}</th>
              <th scope="col">{t('reports.mine.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {reports.map((report) => (
              <tr key={report.id}>
                <th scope="row">
                  <Link to={`/admin/reports/${report.id}`}>{report.name}</Link>
                </th>
                <td>{`${report.filters.from} – ${report.filters.to}`}</td>
                <td>
                  <Button
                    variant="danger"
                    size="small"
                    aria-label={t('reports.mine.delete', { name: report.name })}
                    onClick={() => void remove(report.id, report.name)}
                  >
                    {t('reports.mine.deleteShort')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Box>
  );
}

import { adminGroupsQuerySchema, type Group, type GroupFileReport } from '@laikas/contract';
import { Box, Button, ListPage, Muted, Panel, useToast, type DataTableColumn } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { ButtonLink, nameColumn, useAdminListQuery } from '../../ScreenKit';
import { importGroups } from '../../../data/adminGroups';
import { usePage } from '../../../data/calls';

/** /admin/groups: every group, paged within 1..last_page and searched on the server (spec 2). */
export default function GroupsAdminPage() {
  const { t } = useTranslation('web');
  const { query, change, listProps } = useAdminListQuery(adminGroupsQuerySchema);
  const list = usePage<Group>('groups', '/api/admin/groups', query);

  const columns: DataTableColumn<Group>[] = [
    nameColumn(t('groups.name'), (row) => pathTo('Admin.Groups.Edit', { groupId: row.id })),
    { id: 'users', header: t('groups.members'), accessor: (row) => row.users_count },
  ];

  return (
    <ListPage
      title={t('groups.title')}
      actions={
        <>
          <ButtonLink to={pathTo('Admin.Groups.Create')}>{t('groups.create')}</ButtonLink>
          <Link to={pathTo('Admin.Periods')}>{t('groups.periods.title')}</Link>
          <Link to={pathTo('Admin.GroupTimetables')}>{t('groups.timetables.title')}</Link>
        </>
      }
      label={t('groups.title')}
      list={list}
      {...listProps}
      search={{ value: query.query ?? '', onChange: (text) => change({ query: text }, { replace: true }) }}
      emptyText={query.query ? t('groups.noMatch') : t('groups.empty')}
      columns={columns}
    >
      <GroupImport />
    </ListPage>
  );
}

/** Groups import (spec 2 "Modals: groups import"): several CSV or XLSX files, a preview, then the import. */
function GroupImport() {
  const { t } = useTranslation('web');
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [reports, setReports] = useState<{ preview: boolean; files: GroupFileReport[] } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function run(preview: boolean) {
    setProgress(0);
    try {
      const result = await importGroups(files, preview, setProgress);
      setReports({ preview, files: result });
      if (!preview) {
        const imported = result.filter((report) => report.status === 'imported').length;
        toast.success(t('groups.import.done', { count: imported }));
      }
    } catch (error) {
      toast.error((error as Error).message || t('admin.saveFailed'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Panel title={t('groups.import.title')}>
      <Muted>{t('groups.import.help')}</Muted>
      <label htmlFor="group-import-files">{t('groups.import.files')}</label>
      <input
        id="group-import-files"
        type="file"
        multiple
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          setFiles(Array.from(event.target.files ?? []));
          setReports(null);
        }}
      />
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button variant="secondary" disabled={files.length === 0 || progress !== null} onClick={() => void run(true)}>
          {t('groups.import.preview')}
        </Button>
        <Button disabled={files.length === 0 || progress !== null || !reports?.preview} onClick={() => void run(false)}>
          {t('groups.import.run')}
        </Button>
      </Box>
      {progress !== null ? (
        <progress max={1} value={progress} aria-label={t('groups.import.progress')}>
          {Math.round(progress * 100)} %
        </progress>
      ) : null}
      {reports ? (
        <ul aria-label={t('groups.import.report')}>
          {reports.files.map((report) => (
            <li key={report.name} data-status={report.status}>
              <strong>{report.name}</strong>: {t(`groups.import.status.${report.status}`)}
              {report.message ? ` – ${report.message}` : ''}
              <br />
              {t('groups.import.counts', {
                rows: report.rows,
                groups: report.groups.new,
                users: report.users.new,
                memberships: report.memberships.new,
                existing: report.memberships.existing,
              })}
              {report.problems.length > 0 ? (
                <ul>
                  {report.problems.map((problem, index) => (
                    <li key={index}>{t('groups.import.problem', { line: problem.line, message: problem.message })}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

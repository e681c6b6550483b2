import type { AdminReservationRow } from '@laikas/contract';
import {
  Button,
  Checkbox,
  DataTable,
  PersonSelect,
  SearchSelect,
  Select,
  TextInput,
  useModal,
  type DataTableColumn,
  type PersonOption,
  type SearchOption,
} from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { decideReservations, useAdminReservations, type AdminReservationFilter } from '../../../data/adminReservations';
import { useAppInfo } from '../../../data/appInfo';
import { searchGroups } from '../../../data/groups';
import { searchPeople } from '../../../data/reservations';
import { searchResourceOptions } from '../../../data/resources';
import { useSubmit } from '../../../data/useSubmit';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { RejectReasonForm } from './RejectReasonForm';

async function searchUsers(query: string): Promise<PersonOption[]> {
  const people = await searchPeople(query);
  return people.map((person) => ({ value: person.id, label: person.name, description: person.uid }));
}

/**
 * /admin/reservations: every reservation, filtered on the server by status, resource, user, group, dates and text;
 * approve or reject pending ones, one or many at once.
 */
export default function ReservationsAdminPage() {
  const { t, i18n } = useTranslation('web');
  const appInfo = useAppInfo();
  // Rooms and groups are searched on the server (issue 27: an import brings hundreds).
  const [resource, setResource] = useState<SearchOption | null>(null);
  const [group, setGroup] = useState<SearchOption | null>(null);
  const [person, setPerson] = useState<PersonOption | null>(null);
  const [filter, setFilter] = useState<AdminReservationFilter>({
    page: 1,
    per_page: 25,
    status: 'pending',
    resource_id: '',
    user_id: '',
    group_id: '',
    from: '',
    to: '',
    search: '',
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { data, isLoading, error } = useAdminReservations(filter);
  const { submit, pending, errors } = useSubmit(t('admin.saveFailed'));
  const modal = useModal();
  const change = (next: Partial<AdminReservationFilter>) => {
    setSelected(new Set());
    setFilter((current) => ({ ...current, page: 1, ...next }));
  };

  const when = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: appInfo?.time_zone,
    });
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: appInfo?.time_zone });
    return (row: AdminReservationRow) =>
      `${format.format(new Date(row.starts_at))}–${time.format(new Date(row.ends_at))}`;
  }, [appInfo?.time_zone, i18n.language]);

  async function decide(ids: number[], decision: 'approve' | 'reject') {
    // Rejecting asks why (optional text the author reads); cancelling it rejects nothing.
    const reason =
      decision === 'reject'
        ? await modal.request(RejectReasonForm, {
            header: t('admin.reservations.rejectTitle', { count: ids.length }),
            props: { count: ids.length },
            size: 'small',
          })
        : '';
    if (reason === undefined) {
      return;
    }
    const done = await submit(
      () => decideReservations(ids, decision, reason),
      t(decision === 'approve' ? 'admin.reservations.approvedToast' : 'admin.reservations.rejectedToast', {
        count: ids.length,
      }),
    );
    if (done) {
      setSelected(new Set());
    }
  }

  const rows = data?.data ?? [];
  const pendingIds = rows.filter((row) => row.status === 'pending').map((row) => row.id);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: DataTableColumn<AdminReservationRow>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          label={<span className={styles.visuallyHidden}>{t('admin.reservations.selectAll')}</span>}
          checked={pendingIds.length > 0 && pendingIds.every((id) => selected.has(id))}
          disabled={pendingIds.length === 0}
          onCheckedChange={(on) => setSelected(on ? new Set(pendingIds) : new Set())}
        />
      ),
      accessor: () => '',
      cell: (row) =>
        row.status === 'pending' ? (
          <Checkbox
            label={<span className={styles.visuallyHidden}>{t('admin.reservations.select', { name: row.name })}</span>}
            checked={selected.has(row.id)}
            onCheckedChange={(on) => toggle(row.id, on)}
          />
        ) : null,
      sortable: false,
      searchable: false,
    },
    {
      id: 'name',
      header: t('admin.reservations.name'),
      accessor: (row) => row.name,
      cell: (row) => <Link to={pathTo('Reservation', { reservationId: row.id })}>{row.name}</Link>,
      sortable: false,
    },
    { id: 'resource', header: t('admin.reservations.resource'), accessor: (row) => row.resource.name, sortable: false },
    { id: 'when', header: t('admin.reservations.when'), accessor: when, sortable: false },
    {
      id: 'creator',
      header: t('admin.reservations.creator'),
      accessor: (row) => row.creator?.name ?? '—',
      sortable: false,
    },
    {
      id: 'status',
      header: t('admin.reservations.status'),
      accessor: (row) => t(`admin.reservations.statuses.${row.status}`),
      sortable: false,
    },
    {
      id: 'actions',
      header: t('admin.reservations.actions'),
      accessor: () => '',
      cell: (row) =>
        row.status === 'pending' ? (
          <div className={styles.actions}>
            <Button
              size="small"
              onClick={() => void decide([row.id], 'approve')}
              aria-label={t('admin.reservations.approveOne', { name: row.name })}
            >
              {t('admin.reservations.approve')}
            </Button>
            <Button
              size="small"
              variant="danger"
              onClick={() => void decide([row.id], 'reject')}
              aria-label={t('admin.reservations.rejectOne', { name: row.name })}
            >
              {t('admin.reservations.reject')}
            </Button>
          </div>
        ) : null,
      sortable: false,
      searchable: false,
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('admin.reservations.title')}</h1>
      <div className={styles.row}>
        <div className={page.labelledControl}>
          <Select
            id="reservations-status"
            label={t('admin.reservations.status')}
            options={[
              { value: 'pending', label: t('admin.reservations.statuses.pending') },
              { value: 'approved', label: t('admin.reservations.statuses.approved') },
              { value: 'rejected', label: t('admin.reservations.statuses.rejected') },
              { value: '', label: t('admin.reservations.statuses.all') },
            ]}
            value={filter.status}
            onValueChange={(next) => change({ status: (next ?? '') as AdminReservationFilter['status'] })}
          />
        </div>
        <div className={page.labelledControl}>
          <SearchSelect
            id="reservations-resource"
            label={t('admin.reservations.resource')}
            placeholder={t('admin.reservations.anyResource')}
            search={searchResourceOptions}
            value={resource}
            onValueChange={(next) => {
              setResource(next);
              change({ resource_id: next ? String(next.value) : '' });
            }}
          />
        </div>
        <div className={page.labelledControl}>
          <SearchSelect
            id="reservations-group"
            label={t('admin.reservations.group')}
            placeholder={t('admin.reservations.anyGroup')}
            search={searchGroups}
            value={group}
            onValueChange={(next) => {
              setGroup(next);
              change({ group_id: next ? String(next.value) : '' });
            }}
          />
        </div>
        <div className={page.labelledControl}>
          <PersonSelect
            label={t('admin.reservations.user')}
            placeholder={t('admin.reservations.anyUser')}
            search={searchUsers}
            value={person}
            onValueChange={(next) => {
              setPerson(next);
              change({ user_id: next ? String(next.value) : '' });
            }}
          />
        </div>
        <label className={page.labelledControl}>
          {t('admin.reservations.from')}
          <TextInput type="date" value={filter.from} onChange={(event) => change({ from: event.target.value })} />
        </label>
        <label className={page.labelledControl}>
          {t('admin.reservations.to')}
          <TextInput type="date" value={filter.to} onChange={(event) => change({ to: event.target.value })} />
        </label>
      </div>
      {errors.to ? <p className={styles.errorText}>{errors.to.join(' ')}</p> : null}
      {errors.ids ? (
        <p role="alert" className={styles.errorText}>
          {errors.ids.join(' ')}
        </p>
      ) : null}
      <div className={styles.actions} aria-live="polite">
        <Button disabled={selected.size === 0} loading={pending} onClick={() => void decide([...selected], 'approve')}>
          {t('admin.reservations.approveSelected', { count: selected.size })}
        </Button>
        <Button variant="danger" disabled={selected.size === 0} onClick={() => void decide([...selected], 'reject')}>
          {t('admin.reservations.rejectSelected', { count: selected.size })}
        </Button>
      </div>
      {error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      <DataTable
        label={t('admin.reservations.title')}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        loading={isLoading}
        emptyText={t('admin.reservations.empty')}
        onSearchChange={(search) => change({ search })}
        serverPaging={{
          page: filter.page,
          lastPage: data?.meta.last_page ?? 1,
          total: data?.meta.total,
          pageSize: filter.per_page,
          onPageChange: (next) => setFilter((current) => ({ ...current, page: next })),
          onPageSizeChange: (perPage) => change({ per_page: perPage }),
        }}
      />
    </div>
  );
}

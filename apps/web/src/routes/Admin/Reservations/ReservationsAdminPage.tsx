import type { AdminReservationRow } from '@laikas/contract';
import { Box, Button, ListPage, useConfirm, useModal } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { decideReservations } from '../../../data/adminReservations';
import { usePage } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { useUniversityTime } from '../../../data/useUniversityTime';
import { useAdminListQuery } from '../../ScreenKit';
import { RejectReasonForm } from './RejectReasonForm';
import { ReservationFilters } from './ReservationFilters';
import { reservationColumns } from './reservationColumns';
import { apiQueryOf, emptyListOf, reservationListQuerySchema } from './reservationListQuery';
import { useListSelection } from './useListSelection';

/**
 * /admin/reservations: every reservation, filtered on the server by status, resource, user, group, dates and text
 * (kept in the address); approve or reject pending ones, one or many at once.
 */
export default function ReservationsAdminPage() {
  const { t } = useTranslation('web');
  const { listProps, ...listQuery } = useAdminListQuery(reservationListQuerySchema);
  const { query, change } = listQuery;
  const list = usePage<AdminReservationRow>('reservations', '/api/admin/reservations', apiQueryOf(query));
  const { selected, select, clear } = useListSelection(JSON.stringify(query));
  const { submit, pending, errors } = useSubmit(t('admin.saveFailed'));
  const modal = useModal();
  const confirm = useConfirm();

  const { span, date } = useUniversityTime();

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
    // A pending one in a closure added after it was requested (kept there): approving lets it take place all the
    // same, so ask first, naming each closure.
    const closed = decision === 'approve' ? rows.filter((row) => ids.includes(row.id) && row.closure) : [];
    if (
      closed.length > 0 &&
      !(await confirm({
        title: t('admin.reservations.approveClosedTitle', { count: closed.length }),
        message: t('admin.reservations.approveClosedQuestion', {
          count: closed.length,
          list: closed
            .map((row) =>
              t('admin.reservations.approveClosedItem', {
                name: row.name,
                date: date(row.starts_at),
                closure: row.closure!.name,
              }),
            )
            .join('; '),
        }),
        confirmLabel: t('admin.reservations.approveClosedConfirm'),
      }))
    ) {
      return;
    }
    const done = await submit(
      () => decideReservations(ids, decision, reason, closed.length > 0),
      t(decision === 'approve' ? 'admin.reservations.approvedToast' : 'admin.reservations.rejectedToast', {
        count: ids.length,
      }),
    );
    if (done) {
      clear();
    }
  }

  const rows = list.data?.data ?? [];
  const pendingIds = rows.filter((row) => row.status === 'pending').map((row) => row.id);
  const columns = reservationColumns({
    t,
    span,
    pendingIds,
    selected,
    select,
    decide: (ids, how) => void decide(ids, how),
  });

  // With no filter set, an empty list is an empty queue, or (every status) no reservation at all: "no match for these
  // filters" would name filters nobody set.
  const emptyTexts = {
    queue: t('admin.reservations.emptyQueue'),
    none: t('admin.reservations.emptyAll'),
    filtered: t('admin.reservations.empty'),
  };
  const emptyText = emptyTexts[emptyListOf(query)];

  return (
    <ListPage
      title={t('admin.reservations.title')}
      filters={
        <>
          <ReservationFilters {...listQuery} />
          {errors.to ? (
            <Box as="p" color="danger">
              {errors.to.join(' ')}
            </Box>
          ) : null}
          {errors.ids ? (
            <Box as="p" role="alert" color="danger">
              {errors.ids.join(' ')}
            </Box>
          ) : null}
          <Box display="flex" flexWrap="wrap" gap="sm" aria-live="polite">
            <Button
              disabled={selected.size === 0}
              loading={pending}
              onClick={() => void decide([...selected], 'approve')}
            >
              {t('admin.reservations.approveSelected', { count: selected.size })}
            </Button>
            <Button
              variant="danger"
              disabled={selected.size === 0}
              onClick={() => void decide([...selected], 'reject')}
            >
              {t('admin.reservations.rejectSelected', { count: selected.size })}
            </Button>
          </Box>
        </>
      }
      label={t('admin.reservations.title')}
      list={list}
      {...listProps}
      search={{ value: query.search ?? '', onChange: (search) => change({ search }, { replace: true }) }}
      columns={columns}
      emptyText={emptyText}
    />
  );
}

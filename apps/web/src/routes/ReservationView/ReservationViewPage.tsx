import { isSuperAdmin, type Reservation } from '@laikas/contract';
import { Box, Button, Inline, Panel, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { JoinLink } from '../../app/reservations/ReservationParts';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { pathTo } from '../../app/routeTable';
import { useCalendarExport } from '../../app/useCalendarExport';
import { useGet } from '../../data/calls';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { HistoryLink } from '../Admin/Audit/HistoryLink';
import { InvitationReply } from '../../app/InvitationReply';
import { ReservationDetails } from './ReservationDetails';

/** One reservation with all its details: join for remote ones, export, edit and delete when allowed. */
export default function ReservationViewPage() {
  const { t } = useTranslation('web');
  const params = useParams();
  const id = Number(params.reservationId);
  const {
    data: reservation,
    error,
    isLoading,
  } = useGet<Reservation>(Number.isInteger(id) && id > 0 ? 'reservations' : null, `/api/reservations/${id}`);
  const { openReservation } = useReservationEditor();
  const exportCalendar = useCalendarExport();
  const { user } = useSession();

  /**
   * The reservation as a calendar file, as the server writes it for the feeds: a series whole, with its occurrences
   * moved alone where they went (RECURRENCE-ID) and its revision (SEQUENCE), so that it updates the copy an e-mail or a
   * feed put into a calendar instead of doubling it.
   */
  const exportSeries = async (shown: Reservation) => {
    const content = await api
      .get<string>(`/api/reservations/${shown.id}/calendar.ics`, undefined, { text: true })
      .catch(() => null);
    await exportCalendar((exporter) =>
      content
        ? {
            ok: true,
            file: { filename: exporter.fileNameOf(shown.name), content, mimeType: exporter.ICS_MIME_TYPE },
          }
        : { ok: false, error: 'buildFailed', message: exporter.EXPORT_ERRORS.buildFailed },
    );
  };

  // SWR counts the first render as loading even with the answer the page carries (drawn by the server, issue 33).
  if (isLoading && reservation === undefined) {
    // The loading overlay (spec 4) shows while the reservation is on its way.
    return null;
  }
  if (error || !reservation) {
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <h1>{t('reservationView.notFound')}</h1>
        <Link to={pathTo('Home')}>{t('notFound.home')}</Link>
      </Box>
    );
  }

  // The signed-in invitee answers here too (issue 14): the invitation notification leads here; a series or a batch
  // at once, as on /user/invitations.
  const own = reservation.invitations.find((person) => person.id === user?.id);
  const ownStatus = own ? (own.status ?? 'pending') : null;
  const readsHistory = user ? isSuperAdmin(user) : false;
  // A rejected booking holds no place and is in no calendar: nothing to join or export. Its author may change it and
  // ask again (a save makes it wait for a decision again), or delete it from the form.
  const rejected = reservation.status === 'rejected';
  const offersChange = rejected ? reservation.can_edit : reservation.can_edit || reservation.can_delete;
  const openLabel = rejected ? t('reservationView.askAgain') : t('reservationView.edit');

  return (
    <Box as="article" maxWidth="form">
      <Panel spacing="roomy">
        <Box display="flex" flexDirection="column" gap="xs">
          <h1>{reservation.name}</h1>
          <Muted>
            <Link to={`${pathTo('ResourceWithId', { id: reservation.resource.id })}?date=${reservation.from}`}>
              {reservation.resource.name}
            </Link>
            {reservation.reservable.address ? ` · ${reservation.reservable.address}` : ''}
          </Muted>
          {/* The history links are a super administrator's; for anyone else their line would be a lone "·". */}
          {readsHistory ? (
            <Muted>
              <HistoryLink entityType="reservation" entityId={reservation.id} />
              {reservation.repeater_id !== null ? ' · ' : null}
              {reservation.repeater_id !== null ? (
                <HistoryLink entityType="series" entityId={reservation.repeater_id} label={t('audit.seriesHistory')} />
              ) : null}
            </Muted>
          ) : null}
        </Box>
        {reservation.description ? <p>{reservation.description}</p> : null}
        <ReservationDetails reservation={reservation} />
        {ownStatus ? (
          <Inline
            as="section"
            aria-labelledby="own-invitation"
            padding="md"
            borderRadius="md"
            background="surfaceSunken"
          >
            <p id="own-invitation">
              {t('notifications.invitations.yours', { status: t(`notifications.invitations.status.${ownStatus}`) })}
            </p>
            <InvitationReply reservationId={reservation.id} name={reservation.name} status={ownStatus} />
          </Inline>
        ) : null}
        <Inline>
          {!rejected && reservation.is_remote === 1 && reservation.remote_address ? (
            <JoinLink href={reservation.remote_address} />
          ) : null}
          {rejected ? null : (
            <Button variant="secondary" onClick={() => void exportSeries(reservation)}>
              {t('reservationView.export')}
            </Button>
          )}
          {offersChange ? <Button onClick={() => openReservation(reservation)}>{openLabel}</Button> : null}
        </Inline>
      </Panel>
    </Box>
  );
}

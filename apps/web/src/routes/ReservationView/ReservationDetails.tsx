import type { Reservation } from '@laikas/contract';
import { describeRepeater, useReservationFormTranslation } from '@laikas/reservation-form';
import { DefinitionList } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { formatCivilDate } from '../../app/civilDates';
import { timeSpanOf } from '../../app/reservations/ReservationParts';

/** A reservation's details, a ruled line each: when, type, status (why rejected), people, groups, annexes, repeats. */
export function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('web');
  const { t: formT } = useReservationFormTranslation();
  const date = formatCivilDate(reservation.from, i18n.language, 'weekday');
  const repeater = reservation.repeater;
  // Names and answers only for the people involved; anyone else learns how many are invited, never a false "—" (issue
  // 12, item 18).
  const invited =
    reservation.invitations.length > 0
      ? reservation.invitations
          .map((person) =>
            t('reservationView.invitee', {
              name: person.name,
              answer: t(`reservationView.answer.${person.status ?? 'pending'}`),
            }),
          )
          .join(', ')
      : reservation.invitation_count > 0
        ? t('reservationView.invitedHidden', { count: reservation.invitation_count })
        : '—';
  const rows: [string, string][] = [
    [t('reservationView.when'), `${date}, ${timeSpanOf(reservation)}`],
    [t('reservationView.type'), t(`reservation.type.${reservation.type}`)],
    [t('reservationView.status'), t(`reservationView.statusValue.${reservation.status}`)],
    ...(reservation.status === 'rejected' && reservation.rejection_reason
      ? [[t('reservationView.rejectionReason'), reservation.rejection_reason] as [string, string]]
      : []),
    [t('reservationView.responsible'), reservation.responsible?.name ?? '—'],
    [t('reservationView.createdBy'), reservation.user?.name ?? '—'],
    [t('reservationView.groups'), reservation.groups.map((group) => group.name).join(', ') || '—'],
    [t('reservationView.invitations'), invited],
    [t('reservationView.annexes'), reservation.annexes.map((annex) => annex.name).join(', ') || '—'],
  ];
  if (repeater) {
    // As a person says it ("Weekly on Mondays until Jan 25, 2027"), in the one wording of the reservation form.
    const rule = describeRepeater(repeater, { t: formT, language: i18n.language, firstDate: repeater.starts_on });
    rows.push([t('reservationView.repeats'), rule]);
  }
  return <DefinitionList ruled items={rows.map(([term, detail]) => ({ term, detail }))} />;
}

import type { Reservation } from '@laikas/contract';
import { Inline } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { InvitationReply } from '../../app/InvitationReply';

/**
 * The signed-in invitee's own answer on the reservation page (issue 14): the invitation notification leads here, so
 * the invitation is answered here too (a series or a batch at once, as on /user/invitations).
 */
export function InvitationAnswer({ reservation, userId }: { reservation: Reservation; userId: number }) {
  const { t } = useTranslation('web');
  const own = reservation.invitations.find((person) => person.id === userId);
  if (!own) {
    return null;
  }
  const status = own.status ?? 'pending';
  return (
    <Inline as="section" aria-labelledby="own-invitation" padding="md" borderRadius="md" background="surfaceSunken">
      <p id="own-invitation">
        {t('notifications.invitations.yours', { status: t(`notifications.invitations.status.${status}`) })}
      </p>
      <InvitationReply reservationId={reservation.id} name={reservation.name} status={status} />
    </Inline>
  );
}

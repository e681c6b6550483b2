import type { Reservation } from '@laikas/contract';
import { Button, Inline, useToast } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerInvitation, refreshReservations } from '../../data/invitations';

/**
 * The signed-in invitee's own answer on the reservation page (issue 14): the invitation notification leads here, so
 * the invitation is answered here too (a series or a batch at once, as on /user/invitations).
 */
export function InvitationAnswer({ reservation, userId }: { reservation: Reservation; userId: number }) {
  const { t } = useTranslation('web');
  const toast = useToast();
  // The answer on its way: both buttons wait, the pressed one says it is sending (aria-busy).
  const [sending, setSending] = useState<'accept' | 'decline' | null>(null);
  const own = reservation.invitations.find((person) => person.id === userId);
  if (!own) {
    return null;
  }
  const status = own.status ?? 'pending';

  async function answer(reply: 'accept' | 'decline') {
    setSending(reply);
    try {
      // The reservation, the user's timetable and the invitation list all change with the answer.
      await answerInvitation(reservation.id, reply);
      toast.success(
        t(reply === 'accept' ? 'notifications.invitations.accepted' : 'notifications.invitations.declined'),
      );
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('notifications.failed'));
      // The reservation may have changed under the answer (the invitation withdrawn, the event cancelled): show it
      // as it now is.
      void refreshReservations();
    } finally {
      setSending(null);
    }
  }

  return (
    <Inline as="section" aria-labelledby="own-invitation" padding="md" borderRadius="md" background="surfaceSunken">
      <p id="own-invitation">
        {t('notifications.invitations.yours', { status: t(`notifications.invitations.status.${status}`) })}
      </p>
      {status !== 'accepted' ? (
        <Button
          disabled={sending === 'decline'}
          loading={sending === 'accept'}
          onClick={() => void answer('accept')}
          aria-label={t('notifications.invitations.acceptOne', { name: reservation.name })}
        >
          {t('notifications.invitations.accept')}
        </Button>
      ) : null}
      {status !== 'declined' ? (
        <Button
          variant="secondary"
          disabled={sending === 'accept'}
          loading={sending === 'decline'}
          onClick={() => void answer('decline')}
          aria-label={t('notifications.invitations.declineOne', { name: reservation.name })}
        >
          {t('notifications.invitations.decline')}
        </Button>
      ) : null}
    </Inline>
  );
}

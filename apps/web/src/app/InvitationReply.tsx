import type { InvitationStatus } from '@laikas/contract';
import { Button, type ButtonProps, useToast } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidate, write } from '../data/calls';
import { api } from '../data/client';

type Reply = 'accept' | 'decline';

/**
 * Accept and decline of one invitation (a series or a batch at once), each offered unless it is the answer given:
 * while the answer is on its way both wait and the pressed one says it is sending (`aria-busy`). The invitation
 * list and the reservation page both answer with it.
 */
export function InvitationReply({
  reservationId,
  name,
  status,
  size,
}: {
  reservationId: number;
  name: string;
  status: InvitationStatus;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('web');
  const toast = useToast();
  const [sending, setSending] = useState<Reply | null>(null);

  async function answer(reply: Reply) {
    setSending(reply);
    try {
      // The reservation, the user's timetable and the invitation list all change with the answer, and so does the
      // invitation's notification (it no longer asks for an answer).
      await write(
        ['reservations', 'invitations', 'notifications'],
        api.post(`/api/user/invitations/${reservationId}/${reply}`),
      );
      toast.success(
        t(reply === 'accept' ? 'notifications.invitations.accepted' : 'notifications.invitations.declined'),
      );
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('notifications.failed'));
      // The reservation may have changed under the answer (the invitation withdrawn, the event cancelled): show it
      // as it now is.
      void revalidate('reservations');
    } finally {
      setSending(null);
    }
  }

  const replies: { reply: Reply; given: InvitationStatus; variant: 'primary' | 'secondary' }[] = [
    { reply: 'accept', given: 'accepted', variant: 'primary' },
    { reply: 'decline', given: 'declined', variant: 'secondary' },
  ];
  return replies
    .filter(({ given }) => status !== given)
    .map(({ reply, variant }) => (
      <Button
        key={reply}
        variant={variant}
        size={size}
        disabled={sending !== null && sending !== reply}
        loading={sending === reply}
        onClick={() => void answer(reply)}
        aria-label={t(`notifications.invitations.${reply}One`, { name })}
      >
        {t(`notifications.invitations.${reply}`)}
      </Button>
    ));
}

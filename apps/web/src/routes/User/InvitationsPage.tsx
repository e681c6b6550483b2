import type { Invitation } from '@laikas/contract';
import { Box, Button, ListItem, ListItemMeta, Page, useToast } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGet } from '../../data/calls';
import { answerInvitation } from '../../data/invitations';
import { useUniversityTime } from '../../data/useUniversityTime';
import * as styles from '../Notifications/NotificationsPage.css';

/** `/user/invitations`: pending and answered invitations; a series or a batch is answered once. */
export default function InvitationsPage() {
  const { t } = useTranslation('web');
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, isLoading } = useGet<Invitation[]>('invitations', '/api/user/invitations');
  const { dateTime } = useUniversityTime();

  async function answer(invitation: Invitation, reply: 'accept' | 'decline') {
    setBusy(invitation.reservation_id);
    try {
      // The user's own timetable changes with the answer too.
      await answerInvitation(invitation.reservation_id, reply);
      toast.success(
        t(reply === 'accept' ? 'notifications.invitations.accepted' : 'notifications.invitations.declined'),
      );
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('notifications.failed'));
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (error) {
    body = <p role="alert">{t('notifications.invitations.loadFailed')}</p>;
  } else if (isLoading || !data) {
    body = (
      <Box as="p" color="textMuted" fontSize="sm">
        {t('notifications.loading')}
      </Box>
    );
  } else if (data.length === 0) {
    body = (
      <Box as="p" color="textMuted" fontSize="sm">
        {t('notifications.invitations.empty')}
      </Box>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {data.map((invitation) => (
          <ListItem
            key={invitation.reservation_id}
            data-state={invitation.status === 'pending' ? 'attention' : 'normal'}
          >
            <Link className={styles.title} to={`/reservations/${invitation.reservation_id}`}>
              {invitation.name}
            </Link>
            <span>
              {dateTime(invitation.starts_at)} · {invitation.resource}
              {invitation.occurrences > 1
                ? ` · ${t('notifications.invitations.occurrences', { count: invitation.occurrences })}`
                : null}
            </span>
            {invitation.organiser ? (
              <ListItemMeta>
                {t('notifications.invitations.organiser', { name: invitation.organiser.name })}
              </ListItemMeta>
            ) : null}
            <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
              <span>{t(`notifications.invitations.status.${invitation.status}`)}</span>
              {invitation.status !== 'accepted' ? (
                <Button
                  size="small"
                  loading={busy === invitation.reservation_id}
                  onClick={() => void answer(invitation, 'accept')}
                  aria-label={t('notifications.invitations.acceptOne', { name: invitation.name })}
                >
                  {t('notifications.invitations.accept')}
                </Button>
              ) : null}
              {invitation.status !== 'declined' ? (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={busy === invitation.reservation_id}
                  onClick={() => void answer(invitation, 'decline')}
                  aria-label={t('notifications.invitations.declineOne', { name: invitation.name })}
                >
                  {t('notifications.invitations.decline')}
                </Button>
              ) : null}
            </Box>
          </ListItem>
        ))}
      </ul>
    );
  }

  return (
    <Page title={t('notifications.invitations.title')} width="medium">
      <Box as="p" color="textMuted" fontSize="sm">
        {t('notifications.invitations.intro')}
      </Box>
      {body}
    </Page>
  );
}

import type { Invitation } from '@laikas/contract';
import { Box, ListItem, ListItemMeta, ListItems, ListItemTitle, Muted, Page } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvitationReply } from '../../app/InvitationReply';
import { useGet } from '../../data/calls';
import { useUniversityTime } from '../../data/useUniversityTime';

/** `/user/invitations`: pending and answered invitations; a series or a batch is answered once. */
export default function InvitationsPage() {
  const { t } = useTranslation('web');
  const { data, error, isLoading } = useGet<Invitation[]>('invitations', '/api/user/invitations');
  const { dateTime } = useUniversityTime();

  let body;
  if (error) {
    body = <p role="alert">{t('notifications.invitations.loadFailed')}</p>;
  } else if (isLoading || !data) {
    body = <Muted small>{t('notifications.loading')}</Muted>;
  } else if (data.length === 0) {
    body = <Muted small>{t('notifications.invitations.empty')}</Muted>;
  } else {
    body = (
      <ListItems>
        {data.map((invitation) => (
          <ListItem
            key={invitation.reservation_id}
            data-state={invitation.status === 'pending' ? 'attention' : 'normal'}
          >
            <ListItemTitle>
              <Link to={`/reservations/${invitation.reservation_id}`}>{invitation.name}</Link>
            </ListItemTitle>
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
              <InvitationReply
                reservationId={invitation.reservation_id}
                name={invitation.name}
                status={invitation.status}
                size="small"
              />
            </Box>
          </ListItem>
        ))}
      </ListItems>
    );
  }

  return (
    <Page title={t('notifications.invitations.title')} width="medium">
      <Muted small>{t('notifications.invitations.intro')}</Muted>
      {body}
    </Page>
  );
}

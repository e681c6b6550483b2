import type { CreateUserResponse } from '@laikas/contract';
import { Box, Page } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';

/** The account made: its temporary password shown once, or where the invitation went. */
export function UserCreated({ created }: { created: CreateUserResponse }) {
  const { t } = useTranslation('web');
  return (
    <Page title={t('admin.users.createTitle')}>
      {created.temporary_password === null ? (
        <div role="status">
          <p>{t('admin.users.invitationSent', { name: created.user.name, email: created.user.email })}</p>
        </div>
      ) : (
        <TemporaryPassword name={created.user.name} password={created.temporary_password} />
      )}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Link to={pathTo('Admin.Users.Show', { userId: created.user.id })}>{t('admin.users.openCreated')}</Link>
        <Link to={pathTo('Admin.Users')}>{t('admin.users.title')}</Link>
      </Box>
    </Page>
  );
}

/** A temporary password, shown once (a status: read out when it appears), with whose it is. */
export function TemporaryPassword({ name, password }: { name: string; password: string }) {
  const { t } = useTranslation('web');
  return (
    <div role="status">
      <p>{t('admin.users.temporaryPasswordIntro', { name })}</p>
      <p>
        <code data-testid="temporary-password">{password}</code>
      </p>
    </div>
  );
}

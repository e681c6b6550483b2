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
      <div role="status">
        {created.temporary_password === null ? (
          <p>{t('admin.users.invitationSent', { name: created.user.name, email: created.user.email })}</p>
        ) : (
          <>
            <p>{t('admin.users.temporaryPasswordIntro', { name: created.user.name })}</p>
            <p>
              <code data-testid="temporary-password">{created.temporary_password}</code>
            </p>
          </>
        )}
      </div>
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Link to={pathTo('Admin.Users.Show', { userId: created.user.id })}>{t('admin.users.openCreated')}</Link>
        <Link to={pathTo('Admin.Users')}>{t('admin.users.title')}</Link>
      </Box>
    </Page>
  );
}

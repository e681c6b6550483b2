import type { AdminUserDetail } from '@laikas/contract';
import { Box, Button, Panel, useConfirm, Muted } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

export function AccountActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const acting = useSubmit(t('admin.saveFailed'));
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const path = `/api/admin/users/${user.id}`;
  if (!user.manageable) {
    return <Muted>{t('admin.users.notManageable')}</Muted>;
  }

  async function actAs() {
    const sure = await confirm({
      title: t('admin.users.impersonateTitle'),
      message: t('admin.users.impersonateMessage', { name: user.name }),
      confirmLabel: t('admin.users.impersonate'),
    });
    if (
      sure &&
      (await acting.submit(
        () => api.post(`/api/users/${user.id}/impersonate`),
        t('admin.users.impersonating', { name: user.name }),
      ))
    ) {
      // A full load: every screen starts again as the other user (spec 4).
      window.location.assign('/');
    }
  }

  async function toggleDisabled() {
    const disabling = !user.disabled;
    const sure = await confirm({
      title: t(disabling ? 'admin.users.disableTitle' : 'admin.users.enableTitle'),
      message: t(disabling ? 'admin.users.disableMessage' : 'admin.users.enableMessage', { name: user.name }),
      confirmLabel: t(disabling ? 'admin.users.disable' : 'admin.users.enable'),
      danger: disabling,
    });
    if (sure) {
      await acting.submit(
        () => write('users', api.post(`${path}/${disabling ? 'disable' : 'enable'}`)),
        t(disabling ? 'admin.users.disabled' : 'admin.users.enabled', { name: user.name }),
      );
    }
  }

  async function resetPassword() {
    const sure = await confirm({
      title: t('admin.users.resetPasswordTitle'),
      message: t('admin.users.resetPasswordMessage', { name: user.name }),
      confirmLabel: t('admin.users.resetPassword'),
      danger: true,
    });
    if (sure) {
      const result = await acting.submit(
        () => write('users', api.post<{ temporary_password: string }>(`${path}/reset-password`)),
        t('admin.users.passwordReset'),
      );
      if (result) {
        setTemporaryPassword(result.temporary_password);
      }
    }
  }

  return (
    <Panel title={t('admin.users.account')}>
      <Box display="flex" flexWrap="wrap" gap="sm">
        {user.disabled ? null : (
          <Button variant="secondary" onClick={() => void actAs()}>
            {t('admin.users.impersonate')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void resetPassword()}>
          {t('admin.users.resetPassword')}
        </Button>
        <Button variant={user.disabled ? 'secondary' : 'danger'} onClick={() => void toggleDisabled()}>
          {t(user.disabled ? 'admin.users.enable' : 'admin.users.disable')}
        </Button>
      </Box>
      {temporaryPassword ? (
        <div role="status">
          <p>{t('admin.users.temporaryPasswordIntro', { name: user.name })}</p>
          <p>
            <code data-testid="temporary-password">{temporaryPassword}</code>
          </p>
        </div>
      ) : null}
    </Panel>
  );
}

import type { AdminUserDetail } from '@laikas/contract';
import { Box, ConfirmButton, Panel, Muted } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

/** Acting as the user, resetting their password, disabling or enabling the account: each asked about first. */
export function AccountActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const path = `/api/admin/users/${user.id}`;
  if (!user.manageable) {
    return <Muted>{t('admin.users.notManageable')}</Muted>;
  }

  async function actAs() {
    if (
      await submit(
        () => api.post(`/api/users/${user.id}/impersonate`),
        t('admin.users.impersonating', { name: user.name }),
      )
    ) {
      // A full load: every screen starts again as the other user (spec 4).
      window.location.assign('/');
    }
  }

  async function resetPassword() {
    const reset = () => write('users', api.post<{ temporary_password: string }>(`${path}/reset-password`));
    const result = await submit(reset, t('admin.users.passwordReset'));
    if (result) {
      setTemporaryPassword(result.temporary_password);
    }
  }

  const disabling = !user.disabled;
  // Each action asks first, in its own words: `admin.users.<action>Title`, `…Message` and `<action>` as the answer.
  const ask = (action: 'impersonate' | 'resetPassword' | 'disable' | 'enable', onConfirm: () => unknown) => (
    <ConfirmButton
      variant={action === 'disable' ? 'danger' : 'secondary'}
      confirm={{
        title: t(`admin.users.${action}Title`),
        message: t(`admin.users.${action}Message`, { name: user.name }),
        confirmLabel: t(`admin.users.${action}`),
        danger: action === 'resetPassword',
      }}
      onConfirm={onConfirm}
    >
      {t(`admin.users.${action}`)}
    </ConfirmButton>
  );
  const toggle = () =>
    submit(
      () => write('users', api.post(`${path}/${disabling ? 'disable' : 'enable'}`)),
      t(disabling ? 'admin.users.disabled' : 'admin.users.enabled', { name: user.name }),
    );
  return (
    <Panel title={t('admin.users.account')}>
      <Box display="flex" flexWrap="wrap" gap="sm">
        {user.disabled ? null : ask('impersonate', actAs)}
        {ask('resetPassword', resetPassword)}
        {ask(disabling ? 'disable' : 'enable', toggle)}
      </Box>
      {temporaryPassword ? <TemporaryPassword name={user.name} password={temporaryPassword} /> : null}
    </Panel>
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

import { Box, Button, Field, invalidProps, Page, Panel, TextInput, Muted } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { useSubmit } from '../../data/useSubmit';

/** Change password: the current one and the new one twice; the server's strength rules answer in 422s. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('web');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, errors, submit } = useSubmit(t('user.saveFailed'));
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const forced = user?.must_change_password === true;

  async function save(event: FormEvent) {
    event.preventDefault();
    const done = await submit(
      // 204 has no body: `true` tells a success from a refused change.
      () =>
        api
          .put<unknown>('/api/user/password', {
            current_password: current,
            password,
            password_confirmation: confirmation,
          })
          .then(() => true),
      t('user.passwordChanged'),
    );
    if (done !== undefined) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      if (forced) {
        // The server lets everything through again; the session learns it, and the person goes on Home.
        await refresh();
        navigate('/', { replace: true });
      }
    }
  }

  const fields = [
    {
      id: 'current_password',
      label: forced ? t('user.temporaryPassword') : t('user.currentPassword'),
      value: current,
      set: setCurrent,
      autoComplete: 'current-password',
    },
    { id: 'password', label: t('user.newPassword'), value: password, set: setPassword, autoComplete: 'new-password' },
    {
      id: 'password_confirmation',
      label: t('user.confirmPassword'),
      value: confirmation,
      set: setConfirmation,
      autoComplete: 'new-password',
    },
  ];

  return (
    <Page title={t('user.changePasswordTitle')} width="slim">
      <Panel spacing="roomy">
        <Box as="form" display="flex" flexDirection="column" gap="lg" onSubmit={(event) => void save(event)} noValidate>
          {forced ? <p role="alert">{t('user.passwordResetByAdministrator')}</p> : null}
          <Muted>{t('user.passwordRule')}</Muted>
          {fields.map((field) => (
            <Field key={field.id} id={`pw-${field.id}`} label={field.label} errors={errors[field.id]}>
              <TextInput
                id={`pw-${field.id}`}
                type="password"
                autoComplete={field.autoComplete}
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
                {...invalidProps(`pw-${field.id}`, errors[field.id])}
              />
            </Field>
          ))}
          <Box display="flex" gap="sm">
            <Button type="submit" loading={pending} disabled={!current || !password || !confirmation}>
              {t('user.changePassword')}
            </Button>
          </Box>
        </Box>
      </Panel>
    </Page>
  );
}

import { type ChangePasswordRequest, changePasswordRequestSchema } from '@laikas/contract';
import { FormField, Muted, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { SaveFormPage } from '../ScreenKit';

const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password: the current one and the new one twice. The server checks the three together and answers every
 * fault at once in a 422 (issue 12, item 17), so the form checks no more than the request's shape.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('web');
  const form = useSchemaForm(changePasswordRequestSchema, EMPTY);
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const forced = user?.must_change_password === true;
  // A new account's first password is no reset: each is told in its own words.
  const whyForced =
    user?.password_change_reason === 'new_account'
      ? t('user.passwordFirstOfNewAccount')
      : t('user.passwordResetByAdministrator');

  async function changed() {
    form.reset(EMPTY);
    if (forced) {
      // The server lets everything through again; the session learns it, and the person goes on Home.
      await refresh();
      navigate('/', { replace: true });
    }
  }

  return (
    <SaveFormPage
      title={t('user.changePasswordTitle')}
      width="slim"
      panel
      form={form}
      idPrefix="pw"
      // 204 has no body: `true` tells a success from a refused change.
      save={(body) => api.put<unknown>('/api/user/password', body).then(() => true)}
      savedText={t('user.passwordChanged')}
      failedText={t('user.saveFailed')}
      onSaved={() => void changed()}
      submitLabel={t('user.changePassword')}
      lead={
        <>
          {forced ? <p role="alert">{whyForced}</p> : null}
          <Muted>{t('user.passwordRule')}</Muted>
        </>
      }
    >
      <FormField
        name="current_password"
        label={forced ? t('user.temporaryPassword') : t('user.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <FormField name="password" label={t('user.newPassword')} type="password" autoComplete="new-password" />
      <FormField
        name="password_confirmation"
        label={t('user.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </SaveFormPage>
  );
}

import { type CurrentUser, updateUserBodySchema } from '@laikas/contract';
import { FormField, useSchemaForm, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { loadLanguage } from '../../i18n';
import { LANGUAGE_OPTIONS, SaveFormPage } from '../ScreenKit';
import { ApiTokensSection } from './ApiTokensSection';
import { CalendarFeedSection } from './CalendarFeedSection';

/** The signed-in user's own profile: name, e-mail and language (`PUT /api/users/{id}`), and their calendar feed. */
export default function ProfilePage() {
  const { user } = useSession();
  // The form starts from the user as loaded; it remounts when another user signs in.
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('web');
  const { setUser, changeLanguage } = useSession();
  const form = useSchemaForm(updateUserBodySchema, { name: user.name, email: user.email, language: user.language });
  return (
    <SaveFormPage
      title={t('user.profileTitle')}
      width="slim"
      panel
      form={form}
      idPrefix="profile"
      save={async (body) => {
        const saved = await api.put<CurrentUser>(`/api/users/${user.id}`, body);
        // The toast speaks the language just chosen: its strings are loaded first (they are a chunk of their own).
        await loadLanguage(saved.language);
        return saved;
      }}
      savedText={(_values, saved) => t('user.profileSaved', { lng: saved.language })}
      failedText={t('user.saveFailed')}
      onSaved={(saved) => {
        setUser(saved);
        void changeLanguage(saved.language);
      }}
      submitLabel={t('user.save')}
      lead={<Muted>{t('user.uidLine', { uid: user.uid })}</Muted>}
      after={
        <>
          <CalendarFeedSection />
          <ApiTokensSection kind="personal" />
        </>
      }
    >
      <FormField name="name" label={t('user.name')} autoComplete="name" />
      <FormField name="email" label={t('user.email')} type="email" autoComplete="email" emptyAsNull />
      <FormField name="language" label={t('user.language')} options={LANGUAGE_OPTIONS} />
    </SaveFormPage>
  );
}

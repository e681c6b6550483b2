import type { CurrentUser } from '@laikas/contract';
import { Box, Button, Field, FieldErrors, fieldIds, invalidProps, Page, Panel, Select, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../data/client';
import { useSession } from '../../data/session';
import { useSubmit } from '../../data/useSubmit';
import { ApiTokensSection } from './ApiTokensSection';
import { CalendarFeedSection } from './CalendarFeedSection';

/** The languages a person can choose, each named in itself. */
const LANGUAGE_OPTIONS = [
  { value: 'lt' as const, label: 'Lietuvių' },
  { value: 'en' as const, label: 'English' },
];

/** The signed-in user's own profile: name, e-mail and language (`PUT /api/users/{id}`), and their calendar feed. */
export default function ProfilePage() {
  const { user } = useSession();
  // The form starts from the user as loaded; it remounts when another user signs in.
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('web');
  const { setUser, changeLanguage } = useSession();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [language, setLanguage] = useState(user.language);
  const { pending, errors, submit } = useSubmit(t('user.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(
      () =>
        api.put<CurrentUser>(`/api/users/${user.id}`, {
          name,
          email: email.trim() === '' ? null : email.trim(),
          language,
        }),
      t('user.profileSaved'),
    );
    if (saved) {
      setUser(saved);
      await changeLanguage(saved.language);
    }
  }

  return (
    <Page title={t('user.profileTitle')} width="slim">
      <Panel spacing="roomy">
        <Box as="form" display="flex" flexDirection="column" gap="lg" onSubmit={(event) => void save(event)} noValidate>
          <Box as="p" color="textMuted">
            {t('user.uidLine', { uid: user.uid })}
          </Box>
          <Field id="profile-name" label={t('user.name')} errors={errors.name}>
            <TextInput
              id="profile-name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...invalidProps('profile-name', errors.name)}
            />
          </Field>
          <Field id="profile-email" label={t('user.email')} errors={errors.email}>
            <TextInput
              id="profile-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...invalidProps('profile-email', errors.email)}
            />
          </Field>
          <div>
            <Select
              id="profile-language"
              label={t('user.language')}
              options={LANGUAGE_OPTIONS}
              value={language}
              invalid={(errors.language?.length ?? 0) > 0}
              onValueChange={(next) => setLanguage(next ?? language)}
            />
            <FieldErrors id={fieldIds('profile-language').errors} messages={errors.language ?? []} />
          </div>
          <Box display="flex" gap="sm">
            <Button type="submit" loading={pending}>
              {t('user.save')}
            </Button>
          </Box>
        </Box>
      </Panel>
      <CalendarFeedSection />
      <ApiTokensSection kind="personal" />
    </Page>
  );
}

import type { IdentityProvider, IdentityProviderTrial } from '@laikas/contract';
import { Box, Button, Field, invalidProps, Panel, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tryLdapProvider } from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';

/** A trial sign-in with an LDAP directory: a test person's uid and password, checked there, nobody signed in. */
export function LdapTrialForm({
  provider,
  onResult,
  onClose,
}: {
  provider: IdentityProvider;
  onResult: (trial: IdentityProviderTrial) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('web');
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const { pending, errors, submit } = useSubmit(t('sso.failed'));
  async function tryIt(event: FormEvent) {
    event.preventDefault();
    const result = await submit(() => tryLdapProvider(provider.id, uid, password), t('sso.trialDone'));
    if (result) {
      onResult(result);
    }
  }
  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="lg"
      maxWidth="medium"
      onSubmit={(event: FormEvent) => void tryIt(event)}
      noValidate
    >
      <h2>{t('sso.tryNamed', { name: provider.name })}</h2>
      <Panel spacing="roomy">
        <Field id="idp-trial-uid" label={t('sso.trialUid')} errors={errors.uid}>
          <TextInput
            id="idp-trial-uid"
            autoComplete="off"
            value={uid}
            onChange={(event) => setUid(event.target.value)}
            {...invalidProps('idp-trial-uid', errors.uid)}
          />
        </Field>
        <Field id="idp-trial-password" label={t('sso.trialPassword')} errors={errors.password}>
          <TextInput
            id="idp-trial-password"
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...invalidProps('idp-trial-password', errors.password)}
          />
        </Field>
      </Panel>
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button type="submit" loading={pending} disabled={!uid || !password}>
          {t('sso.trialSubmit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('sso.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

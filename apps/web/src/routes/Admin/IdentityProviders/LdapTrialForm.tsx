import { loginBodySchema, type IdentityProvider, type IdentityProviderTrial, type LoginBody } from '@laikas/contract';
import { Box, Button, Form, FormField, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { tryLdapProvider } from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';

/** A trial sign-in with an LDAP directory: a test person's uid and password (the sign-in's body), nobody signed in. */
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
  const form = useSchemaForm(loginBodySchema, { uid: '', password: '' });
  const { errors, submit } = useSubmit(t('sso.failed'));
  async function tryIt({ uid, password }: LoginBody) {
    const result = await submit(() => tryLdapProvider(provider.id, uid, password), t('sso.trialDone'));
    if (result) {
      onResult(result);
    }
  }
  return (
    <Box maxWidth="medium">
      <Form
        form={form}
        idPrefix="idp-trial"
        onSubmit={tryIt}
        serverErrors={errors}
        submitLabel={t('sso.trialSubmit')}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {t('sso.cancel')}
          </Button>
        }
        aria-labelledby="idp-trial-title"
      >
        <h2 id="idp-trial-title">{t('sso.tryNamed', { name: provider.name })}</h2>
        <Panel spacing="roomy">
          <FormField name="uid" label={t('sso.trialUid')} autoComplete="off" />
          <FormField name="password" label={t('sso.trialPassword')} type="password" autoComplete="off" />
        </Panel>
      </Form>
    </Box>
  );
}

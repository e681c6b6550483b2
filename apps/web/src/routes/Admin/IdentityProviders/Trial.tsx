import { loginBodySchema, type IdentityProvider, type IdentityProviderTrial } from '@laikas/contract';
import {
  Box,
  Button,
  buttonClass,
  DefinitionList,
  FormField,
  Muted,
  Panel,
  RowButton,
  useSchemaForm,
} from '@laikas/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_PROVIDERS, tryLdapProvider } from '../../../data/identityProviders';
import { SaveForm } from '../../ScreenKit';

/** A provider's "Try": a round trip through its own sign-in page, or for an LDAP directory a form (`onTryLdap`). */
export function TryButton({ provider, onTryLdap }: { provider: IdentityProvider; onTryLdap: () => void }) {
  const { t } = useTranslation('web');
  const label = t('sso.tryNamed', { name: provider.name });
  if (provider.protocol === 'ldap') {
    return (
      <RowButton aria-label={label} onClick={onTryLdap}>
        {t('sso.try')}
      </RowButton>
    );
  }
  const href = `${IDENTITY_PROVIDERS}/${encodeURIComponent(provider.id)}/try`;
  return (
    <a className={buttonClass({ size: 'small', variant: 'secondary' })} aria-label={label} href={href}>
      {t('sso.try')}
    </a>
  );
}

/**
 * A trial sign-in with an LDAP directory: a test person's uid and password (the sign-in's body), nobody signed in;
 * then what it brought back.
 */
export function LdapTrial({ provider, onClose }: { provider: IdentityProvider; onClose: () => void }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(loginBodySchema, { uid: '', password: '' });
  const [trial, setTrial] = useState<IdentityProviderTrial | null>(null);
  return (
    <>
      <Box maxWidth="medium">
        <SaveForm
          form={form}
          idPrefix="idp-trial"
          save={({ uid, password }) => tryLdapProvider(provider.id, uid, password)}
          savedText={t('sso.trialDone')}
          onSaved={setTrial}
          onCancel={onClose}
          submitLabel={t('sso.trialSubmit')}
          aria-labelledby="idp-trial-title"
        >
          <h2 id="idp-trial-title">{t('sso.tryNamed', { name: provider.name })}</h2>
          <Panel spacing="roomy">
            <FormField name="uid" label={t('sso.trialUid')} autoComplete="off" />
            <FormField name="password" label={t('sso.trialPassword')} type="password" autoComplete="off" />
          </Panel>
        </SaveForm>
      </Box>
      {trial ? <TrialResult trial={trial} name={provider.name} onClose={onClose} /> : null}
    </>
  );
}

function outcomeOf(t: TFunction<'web'>, trial: IdentityProviderTrial) {
  if (trial.ok) {
    return t('sso.trialOk');
  }
  if (trial.missing) {
    return t('sso.trialMissing', { attribute: trial.missing });
  }
  if (trial.reason) {
    return t('sso.trialFailed', { reason: t(`login.sso.failure.${trial.reason}`) });
  }
  return t('sso.trialWrongPassword');
}

/** What an administrator's trial sign-in brought back: the outcome, the account, roles, groups and attributes. */
export function TrialResult({
  trial,
  name,
  onClose,
}: {
  trial: IdentityProviderTrial;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('web');
  const none = t('sso.trialNone');
  const profile = trial.profile;
  const account = profile
    ? [profile.uid, profile.name, profile.email, profile.language].filter(Boolean).join(' · ')
    : none;
  return (
    <Panel title={t('sso.trialTitle', { name })} spacing="roomy">
      <p role="status">{outcomeOf(t, trial)}</p>
      {trial.subject !== null ? (
        <>
          <Muted small>{t('sso.trialIntro')}</Muted>
          <DefinitionList
            items={[
              { term: t('sso.trialAccount'), detail: account },
              { term: t('sso.trialSubject'), detail: trial.subject },
              { term: t('sso.trialRoles'), detail: trial.roles.join(', ') || none },
              { term: t('sso.trialGroups'), detail: trial.groups.join(', ') || none },
            ]}
          />
          <h3>{t('sso.trialAttributes')}</h3>
          <DefinitionList
            items={Object.entries(trial.attributes).map(([attribute, values]) => ({
              term: attribute,
              detail: values.join(', '),
            }))}
          />
        </>
      ) : null}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button variant="secondary" onClick={onClose}>
          {t('sso.trialClose')}
        </Button>
      </Box>
    </Panel>
  );
}

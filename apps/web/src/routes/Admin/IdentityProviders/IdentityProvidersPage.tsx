import { identityProviderInputSchema, type IdentityProvider, type IdentityProviderTrial } from '@laikas/contract';
import { Box, Button, DataTable, Page } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deleteRecord, useGet } from '../../../data/calls';
import {
  IDENTITY_PROVIDERS,
  saveIdentityProvider,
  useIdentityProviderTrial,
  type ProviderList,
} from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';
import { LdapTrialForm } from './LdapTrialForm';
import { LocalPasswords } from './LocalPasswords';
import { providerColumns } from './providerColumns';
import { ProviderForm } from './ProviderForm';
import { TrialResult } from './TrialResult';

/**
 * `/admin/identity-providers` (super administrators, issue 30): the university sign-ins (OpenID Connect, SAML 2.0,
 * LDAP) with their mapping rules, a trial sign-in for each, and whether local passwords work for everyone. Secrets are
 * written here, never shown: the server only says whether one is set. Providers of the environment (SSO_PROVIDERS)
 * are listed and tried, not edited.
 */
export default function IdentityProvidersPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<ProviderList>('identity-providers', IDENTITY_PROVIDERS, undefined, { raw: true });
  const [editing, setEditing] = useState<IdentityProvider | 'new' | null>(null);
  const [tryingLdap, setTryingLdap] = useState<IdentityProvider | null>(null);
  const [search, setSearch] = useSearchParams();
  const triedId = search.get('trial');
  const { data: roundTrip } = useIdentityProviderTrial(triedId);
  const [ldapTrial, setLdapTrial] = useState<IdentityProviderTrial | null>(null);
  const trial = ldapTrial ?? (triedId ? roundTrip : undefined) ?? null;
  const nameOf = (id: string) => data?.data.find((listed) => listed.provider.id === id)?.provider.name ?? id;
  function closeTrial() {
    setLdapTrial(null);
    setTryingLdap(null);
    setSearch({}, { replace: true });
  }
  const action = useSubmit(t('sso.failed'));

  const columns = providerColumns(t, {
    tryLdap: (provider) => {
      setLdapTrial(null);
      setTryingLdap(provider);
    },
    edit: setEditing,
    // Written back as read, switched: the schema leaves out the id and the "secret set" flags (the secrets stay).
    toggle: (provider) =>
      void action.submit(
        () =>
          saveIdentityProvider(
            provider.id,
            identityProviderInputSchema.parse({ ...provider, enabled: !provider.enabled }),
          ),
        provider.enabled ? t('sso.switchedOff') : t('sso.switchedOn'),
      ),
    remove: (provider) =>
      action.submit(() => deleteRecord('identity-providers', `${IDENTITY_PROVIDERS}/${provider.id}`), t('sso.deleted')),
  });

  return (
    <Page title={t('sso.title')} intro={t('sso.intro')}>
      {error ? (
        <p role="alert">{t('sso.loadFailed')}</p>
      ) : (
        <DataTable
          label={t('sso.listLabel')}
          columns={columns}
          data={data?.data ?? []}
          loading={!data}
          searchable={false}
          getRowId={({ provider }) => provider.id}
          emptyText={t('sso.empty')}
        />
      )}
      {tryingLdap ? <LdapTrialForm provider={tryingLdap} onResult={setLdapTrial} onClose={closeTrial} /> : null}
      {trial ? <TrialResult trial={trial} name={nameOf(trial.provider)} onClose={closeTrial} /> : null}
      {editing === null ? (
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('sso.add')}
          </Button>
        </Box>
      ) : (
        <ProviderForm
          key={editing === 'new' ? 'new' : editing.id}
          provider={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {data ? <LocalPasswords current={data.local_passwords} /> : null}
    </Page>
  );
}

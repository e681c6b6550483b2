import { identityProviderInputSchema, type IdentityProvider, type IdentityProviderList } from '@laikas/contract';
import { actionsColumn, Box, Button, DataTable, Page, RowButton, type DataTableColumn } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deleteRecord, useGet } from '../../../data/calls';
import { IDENTITY_PROVIDERS, saveIdentityProvider, useIdentityProviderTrial } from '../../../data/identityProviders';
import { SwitchAndDelete } from '../../ScreenKit';
import { LocalPasswords } from './LocalPasswords';
import { ProviderForm } from './ProviderForm';
import { LdapTrial, TrialResult, TryButton } from './Trial';

type Listed = IdentityProviderList['data'][number];

/**
 * `/admin/identity-providers` (super administrators, issue 30): the university sign-ins (OpenID Connect, SAML 2.0,
 * LDAP) with their mapping rules, a trial sign-in for each, and whether local passwords work for everyone. Secrets are
 * written here, never shown: the server only says whether one is set. Providers of the environment (SSO_PROVIDERS)
 * are listed and tried, not edited. The list is read whole: a university has a handful of providers, and the call
 * does not page.
 */
export default function IdentityProvidersPage() {
  const { t } = useTranslation('web');
  const { data, error } = useGet<IdentityProviderList>('identity-providers', IDENTITY_PROVIDERS, undefined, {
    raw: true,
  });
  const [editing, setEditing] = useState<IdentityProvider | 'new' | null>(null);
  const [tryingLdap, setTryingLdap] = useState<IdentityProvider | null>(null);
  // A round trip to a provider comes back to this page with `?trial=` (its id).
  const [search, setSearch] = useSearchParams();
  const { data: roundTrip } = useIdentityProviderTrial(search.get('trial'));
  const nameOf = (id: string) => data?.data.find(({ provider }) => provider.id === id)?.provider.name ?? id;

  // "Try" for every provider; edit, switch and delete for those of the settings.
  const actions = ({ provider, source }: Listed) => {
    const named = { name: provider.name };
    const tryIt = <TryButton provider={provider} onTryLdap={() => setTryingLdap(provider)} />;
    if (source !== 'settings') {
      return (
        <>
          {tryIt}
          <span>{t('sso.readOnly')}</span>
        </>
      );
    }
    return (
      <>
        {tryIt}
        <RowButton aria-label={t('sso.editNamed', named)} onClick={() => setEditing(provider)}>
          {t('sso.edit')}
        </RowButton>
        <SwitchAndDelete
          area="sso"
          named={named}
          enabled={provider.enabled}
          // Written back as read, switched: the schema leaves out the id and the "secret set" flags (the secrets stay).
          onSwitch={() =>
            saveIdentityProvider(
              provider.id,
              identityProviderInputSchema.parse({ ...provider, enabled: !provider.enabled }),
            )
          }
          onDelete={() => deleteRecord('identity-providers', `${IDENTITY_PROVIDERS}/${provider.id}`)}
        />
      </>
    );
  };
  const columns: DataTableColumn<Listed>[] = [
    { id: 'name', header: t('sso.name'), accessor: ({ provider }) => provider.name },
    { id: 'id', header: t('sso.id'), accessor: ({ provider }) => provider.id },
    { id: 'protocol', header: t('sso.protocol'), accessor: ({ provider }) => t(`sso.protocols.${provider.protocol}`) },
    { id: 'state', header: t('sso.state'), accessor: ({ provider }) => t(provider.enabled ? 'sso.on' : 'sso.off') },
    { id: 'source', header: t('sso.source'), accessor: ({ source }) => t(`sso.sources.${source}`) },
    actionsColumn(t('sso.actions'), actions),
  ];

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
      {tryingLdap ? <LdapTrial key={tryingLdap.id} provider={tryingLdap} onClose={() => setTryingLdap(null)} /> : null}
      {roundTrip ? (
        <TrialResult
          trial={roundTrip}
          name={nameOf(roundTrip.provider)}
          onClose={() => setSearch({}, { replace: true })}
        />
      ) : null}
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

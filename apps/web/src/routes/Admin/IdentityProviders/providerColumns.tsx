import type { IdentityProvider } from '@laikas/contract';
import { Box, Button, buttonClass, type DataTableColumn } from '@laikas/ui';
import type { TFunction } from 'i18next';
import type { ListedProvider } from '../../../data/identityProviders';

interface ProviderActions {
  tryLdap: (provider: IdentityProvider) => void;
  edit: (provider: IdentityProvider) => void;
  toggle: (provider: IdentityProvider) => void;
  remove: (provider: IdentityProvider) => void;
}

/** The providers' table: name, id, protocol, state, source, and what an administrator may do with each. */
export function providerColumns(t: TFunction<'web'>, actions: ProviderActions): DataTableColumn<ListedProvider>[] {
  return [
    { id: 'name', header: t('sso.name'), accessor: ({ provider }) => provider.name },
    { id: 'id', header: t('sso.id'), accessor: ({ provider }) => provider.id },
    { id: 'protocol', header: t('sso.protocol'), accessor: ({ provider }) => t(`sso.protocols.${provider.protocol}`) },
    {
      id: 'state',
      header: t('sso.state'),
      accessor: ({ provider }) => (provider.enabled ? t('sso.on') : t('sso.off')),
    },
    { id: 'source', header: t('sso.source'), accessor: ({ source }) => t(`sso.sources.${source}`) },
    {
      id: 'actions',
      header: t('sso.actions'),
      accessor: () => '',
      sortable: false,
      searchable: false,
      cell: (listed) => <ProviderButtons t={t} actions={actions} {...listed} />,
    },
  ];
}

/** "Try" for every provider (a round trip, or a form for LDAP); edit, switch and delete for those of the settings. */
function ProviderButtons({
  t,
  actions,
  provider,
  source,
}: ListedProvider & { t: TFunction<'web'>; actions: ProviderActions }) {
  const tryLabel = t('sso.tryNamed', { name: provider.name });
  return (
    <Box display="flex" gap="sm">
      {provider.protocol === 'ldap' ? (
        <Button size="small" variant="secondary" aria-label={tryLabel} onClick={() => actions.tryLdap(provider)}>
          {t('sso.try')}
        </Button>
      ) : (
        <a
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={tryLabel}
          href={`/api/admin/identity-providers/${encodeURIComponent(provider.id)}/try`}
        >
          {t('sso.try')}
        </a>
      )}
      {source === 'settings' ? (
        <>
          <Button
            size="small"
            variant="secondary"
            aria-label={t('sso.editNamed', { name: provider.name })}
            onClick={() => actions.edit(provider)}
          >
            {t('sso.edit')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={t(provider.enabled ? 'sso.switchOffNamed' : 'sso.switchOnNamed', { name: provider.name })}
            onClick={() => actions.toggle(provider)}
          >
            {provider.enabled ? t('sso.switchOff') : t('sso.switchOn')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={t('sso.deleteNamed', { name: provider.name })}
            onClick={() => actions.remove(provider)}
          >
            {t('sso.delete')}
          </Button>
        </>
      ) : (
        <span>{t('sso.readOnly')}</span>
      )}
    </Box>
  );
}

import type { IdentityProvider } from '@laikas/contract';
import { actionsColumn, buttonClass, ConfirmButton, RowButton, type DataTableColumn } from '@laikas/ui';
import type { TFunction } from 'i18next';
import type { ListedProvider } from '../../../data/identityProviders';

interface ProviderActions {
  tryLdap: (provider: IdentityProvider) => void;
  edit: (provider: IdentityProvider) => void;
  toggle: (provider: IdentityProvider) => void;
  /** Called once the administrator confirms the delete. */
  remove: (provider: IdentityProvider) => unknown;
}

/**
 * The providers' table: name, id, protocol, state, source, and what an administrator may do with each: "Try" for every
 * provider (a round trip, or a form for LDAP); edit, switch and delete for those of the settings.
 */
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
    actionsColumn(t('sso.actions'), ({ provider, source }) => {
      const named = { name: provider.name };
      const tryIt =
        provider.protocol === 'ldap' ? (
          <RowButton aria-label={t('sso.tryNamed', named)} onClick={() => actions.tryLdap(provider)}>
            {t('sso.try')}
          </RowButton>
        ) : (
          <a
            className={buttonClass({ size: 'small', variant: 'secondary' })}
            aria-label={t('sso.tryNamed', named)}
            href={`/api/admin/identity-providers/${encodeURIComponent(provider.id)}/try`}
          >
            {t('sso.try')}
          </a>
        );
      if (source !== 'settings') {
        return (
          <>
            {tryIt}
            <span>{t('sso.readOnly')}</span>
          </>
        );
      }
      const switchName = t(provider.enabled ? 'sso.switchOffNamed' : 'sso.switchOnNamed', named);
      return (
        <>
          {tryIt}
          <RowButton aria-label={t('sso.editNamed', named)} onClick={() => actions.edit(provider)}>
            {t('sso.edit')}
          </RowButton>
          <RowButton aria-label={switchName} onClick={() => actions.toggle(provider)}>
            {provider.enabled ? t('sso.switchOff') : t('sso.switchOn')}
          </RowButton>
          <ConfirmButton
            size="small"
            variant="secondary"
            aria-label={t('sso.deleteNamed', named)}
            confirm={{
              title: t('sso.deleteTitle'),
              message: t('sso.deleteQuestion', named),
              confirmLabel: t('sso.delete'),
              danger: true,
            }}
            onConfirm={() => actions.remove(provider)}
          >
            {t('sso.delete')}
          </ConfirmButton>
        </>
      );
    }),
  ];
}

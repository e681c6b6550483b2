import type { IdentityProvider } from '@laikas/contract';
import { Checkbox } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Muted } from './Muted';
import { ProviderText, type FormParts } from './ProviderText';

/** The fields of the form's protocol: an OpenID Connect client, a SAML 2.0 service provider or an LDAP directory. */
export function ProtocolFields({ provider, ...parts }: FormParts & { provider: IdentityProvider | null }) {
  const { t } = useTranslation('web');
  const { form, change } = parts;
  if (form.protocol === 'oidc') {
    const secretSet = provider?.protocol === 'oidc' && provider.client_secret_set;
    return (
      <>
        <ProviderText {...parts} id="issuer" field="issuer" label={t('sso.issuer')} hint={t('sso.issuerHint')} />
        <ProviderText {...parts} id="client_id" field="client_id" label={t('sso.clientId')} />
        <ProviderText
          {...parts}
          id="client_secret"
          field="client_secret"
          label={t('sso.clientSecret')}
          type="password"
          hint={secretSet ? t('sso.secretSet') : t('sso.secretNew')}
        />
        <ProviderText {...parts} id="scopes" field="scopes" label={t('sso.scopes')} />
      </>
    );
  }
  if (form.protocol === 'saml') {
    const keySet = provider?.protocol === 'saml' && provider.sp_private_key_set;
    const spMetadataUrl = `${window.location.origin}/api/auth/sso/${form.id.trim() || '…'}/metadata`;
    const pem = (id: 'metadata_xml' | 'sp_certificate' | 'sp_private_key', label: string, hint: string) => (
      <ProviderText {...parts} id={id} field={id} label={label} hint={hint} multiline />
    );
    return (
      <>
        <Muted>{t('sso.spMetadata', { url: spMetadataUrl })}</Muted>
        <ProviderText
          {...parts}
          id="metadata_url"
          field="metadata_url"
          label={t('sso.metadataUrl')}
          hint={t('sso.metadataUrlHint')}
        />
        {pem('metadata_xml', t('sso.metadataXml'), t('sso.metadataXmlHint'))}
        <ProviderText
          {...parts}
          id="idp_entity_id"
          field="idp_entity_id"
          label={t('sso.idpEntityId')}
          hint={t('sso.idpEntityIdHint')}
        />
        {pem('sp_certificate', t('sso.spCertificate'), t('sso.spCertificateHint'))}
        {pem('sp_private_key', t('sso.spPrivateKey'), keySet ? t('sso.keySet') : t('sso.keyNew'))}
      </>
    );
  }
  const passwordSet = provider?.protocol === 'ldap' && provider.bind_password_set;
  return (
    <>
      <ProviderText {...parts} id="url" field="url" label={t('sso.ldapUrl')} hint={t('sso.ldapUrlHint')} />
      <Checkbox
        label={t('sso.startTls')}
        checked={form.start_tls}
        onCheckedChange={(start_tls) => change({ start_tls })}
      />
      <ProviderText {...parts} id="bind_dn" field="bind_dn" label={t('sso.bindDn')} />
      <ProviderText
        {...parts}
        id="bind_password"
        field="bind_password"
        label={t('sso.bindPassword')}
        type="password"
        hint={passwordSet ? t('sso.secretSet') : undefined}
      />
      <ProviderText {...parts} id="base_dn" field="base_dn" label={t('sso.baseDn')} />
      <ProviderText
        {...parts}
        id="user_filter"
        field="user_filter"
        label={t('sso.userFilter')}
        hint={t('sso.userFilterHint')}
      />
      <ProviderText {...parts} id="group_base_dn" field="group_base_dn" label={t('sso.groupBaseDn')} />
      <ProviderText
        {...parts}
        id="group_filter"
        field="group_filter"
        label={t('sso.groupFilter')}
        hint={t('sso.groupFilterHint')}
      />
    </>
  );
}

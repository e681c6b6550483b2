import type { IdentityProvider } from '@laikas/contract';
import { Checkbox, Muted } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FormState } from './providerForm';
import { ProviderText, type FormParts } from './ProviderText';

/** A text field of a protocol: its form field (also its id), its label, and its hint, type or text area. */
type Spec = [
  field: keyof FormState & string,
  label: string,
  extra?: { hint?: string; type?: string; multiline?: true },
];

/** The fields of each protocol, in order, with the hints that depend on what the server already holds. */
function specsOf(t: TFunction<'web'>, provider: IdentityProvider | null): Record<FormState['protocol'], Spec[]> {
  const secretSet = provider?.protocol === 'oidc' && provider.client_secret_set;
  const keySet = provider?.protocol === 'saml' && provider.sp_private_key_set;
  const passwordSet = provider?.protocol === 'ldap' && provider.bind_password_set;
  return {
    oidc: [
      ['issuer', t('sso.issuer'), { hint: t('sso.issuerHint') }],
      ['client_id', t('sso.clientId')],
      [
        'client_secret',
        t('sso.clientSecret'),
        { type: 'password', hint: t(secretSet ? 'sso.secretSet' : 'sso.secretNew') },
      ],
      ['scopes', t('sso.scopes')],
    ],
    saml: [
      ['metadata_url', t('sso.metadataUrl'), { hint: t('sso.metadataUrlHint') }],
      ['metadata_xml', t('sso.metadataXml'), { hint: t('sso.metadataXmlHint'), multiline: true }],
      ['idp_entity_id', t('sso.idpEntityId'), { hint: t('sso.idpEntityIdHint') }],
      ['sp_certificate', t('sso.spCertificate'), { hint: t('sso.spCertificateHint'), multiline: true }],
      ['sp_private_key', t('sso.spPrivateKey'), { hint: t(keySet ? 'sso.keySet' : 'sso.keyNew'), multiline: true }],
    ],
    ldap: [
      ['url', t('sso.ldapUrl'), { hint: t('sso.ldapUrlHint') }],
      ['bind_dn', t('sso.bindDn')],
      [
        'bind_password',
        t('sso.bindPassword'),
        { type: 'password', hint: passwordSet ? t('sso.secretSet') : undefined },
      ],
      ['base_dn', t('sso.baseDn')],
      ['user_filter', t('sso.userFilter'), { hint: t('sso.userFilterHint') }],
      ['group_base_dn', t('sso.groupBaseDn')],
      ['group_filter', t('sso.groupFilter'), { hint: t('sso.groupFilterHint') }],
    ],
  };
}

/** The fields of the form's protocol: an OpenID Connect client, a SAML 2.0 service provider or an LDAP directory. */
export function ProtocolFields({ provider, ...parts }: FormParts & { provider: IdentityProvider | null }) {
  const { t } = useTranslation('web');
  const { form, change } = parts;
  const fields = specsOf(t, provider)[form.protocol].map(([field, label, extra]) => (
    <ProviderText key={field} {...parts} {...extra} id={field} field={field} label={label} />
  ));
  if (form.protocol === 'saml') {
    const spMetadataUrl = `${window.location.origin}/api/auth/sso/${form.id.trim() || '…'}/metadata`;
    return (
      <>
        <Muted small>{t('sso.spMetadata', { url: spMetadataUrl })}</Muted>
        {fields}
      </>
    );
  }
  if (form.protocol === 'ldap') {
    // STARTTLS follows the directory's address.
    const startTls = (
      <Checkbox
        key="start_tls"
        label={t('sso.startTls')}
        checked={form.start_tls}
        onCheckedChange={(start_tls) => change({ start_tls })}
      />
    );
    return <>{[fields[0], startTls, ...fields.slice(1)]}</>;
  }
  return <>{fields}</>;
}

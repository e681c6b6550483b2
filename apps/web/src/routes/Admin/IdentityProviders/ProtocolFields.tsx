import type { IdentityProtocol, IdentityProvider, IdentityProviderSettings } from '@laikas/contract';
import { FormField, Muted, type FormFieldProps } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The attribute names a protocol's providers usually send. */
export const DEFAULT_ATTRIBUTES: Record<IdentityProtocol, IdentityProvider['attributes']> = {
  oidc: { uid: 'preferred_username', name: 'name', email: 'email', language: 'locale' },
  saml: { uid: 'eduPersonPrincipalName', name: 'displayName', email: 'mail', language: 'preferredLanguage' },
  ldap: { uid: 'uid', name: 'displayName', email: 'mail', language: 'preferredLanguage' },
};

const OIDC = { issuer: '', client_id: '', scopes: 'openid profile email' };
const SAML = { metadata_url: '', metadata_xml: '', idp_entity_id: '', sp_certificate: '' };
const LDAP = { url: '', start_tls: false, bind_dn: '', base_dn: '', user_filter: '(uid={uid})', ca_certificate: '' };
const LDAP_GROUPS = { group_base_dn: '', group_filter: '(member={dn})' };
/** A new provider: the fields of every protocol (the schema keeps the chosen one's), secrets absent. */
const NEW_PROVIDER = { protocol: 'oidc', id: '', name: '', enabled: true, rules: [], link: 'none' } as const;

/**
 * The settings form's values: a new provider's, or the one edited over them, its secrets absent (left so, the stored
 * ones stay) and its attribute names the protocol's usual ones where it has none.
 */
export function valuesOf(provider: IdentityProvider | null): IdentityProviderSettings {
  const protocol = provider?.protocol ?? 'oidc';
  const attributes = { ...DEFAULT_ATTRIBUTES[protocol], ...provider?.attributes };
  return {
    ...NEW_PROVIDER,
    ...OIDC,
    ...SAML,
    ...LDAP,
    ...LDAP_GROUPS,
    ...provider,
    attributes,
  } as IdentityProviderSettings;
}

/** A field of a protocol: its name in the provider's settings, its label, and how it differs from a text input. */
type Spec = [name: string, label: string, extra?: Partial<FormFieldProps>];

/** A secret is written, never read back: left empty, the stored one stays. */
const SECRET = { type: 'password', emptyAsAbsent: true } as const;
/** PEM and XML: a text area. */
const TEXT = { multiline: true, rows: 5, spellCheck: false } as const;

/** The fields of each protocol, in order, with the hints that depend on what the server already holds. */
function specsOf(t: TFunction<'web'>, provider: IdentityProvider | null): Record<IdentityProtocol, Spec[]> {
  const secretSet = provider?.protocol === 'oidc' && provider.client_secret_set;
  const keySet = provider?.protocol === 'saml' && provider.sp_private_key_set;
  const passwordSet = provider?.protocol === 'ldap' && provider.bind_password_set;
  return {
    oidc: [
      ['issuer', t('sso.issuer'), { hint: t('sso.issuerHint') }],
      ['client_id', t('sso.clientId')],
      ['client_secret', t('sso.clientSecret'), { ...SECRET, hint: t(secretSet ? 'sso.secretSet' : 'sso.secretNew') }],
      ['scopes', t('sso.scopes')],
    ],
    saml: [
      ['metadata_url', t('sso.metadataUrl'), { hint: t('sso.metadataUrlHint') }],
      ['metadata_xml', t('sso.metadataXml'), { ...TEXT, hint: t('sso.metadataXmlHint') }],
      ['idp_entity_id', t('sso.idpEntityId'), { hint: t('sso.idpEntityIdHint') }],
      ['sp_certificate', t('sso.spCertificate'), { ...TEXT, hint: t('sso.spCertificateHint') }],
      [
        'sp_private_key',
        t('sso.spPrivateKey'),
        { ...TEXT, emptyAsAbsent: true, hint: t(keySet ? 'sso.keySet' : 'sso.keyNew') },
      ],
    ],
    ldap: [
      ['url', t('sso.ldapUrl'), { hint: t('sso.ldapUrlHint') }],
      // STARTTLS follows the directory's address.
      ['start_tls', t('sso.startTls'), { type: 'checkbox' }],
      ['bind_dn', t('sso.bindDn')],
      ['bind_password', t('sso.bindPassword'), { ...SECRET, hint: passwordSet ? t('sso.secretSet') : undefined }],
      ['base_dn', t('sso.baseDn')],
      ['user_filter', t('sso.userFilter'), { hint: t('sso.userFilterHint') }],
      ['group_base_dn', t('sso.groupBaseDn')],
      ['group_filter', t('sso.groupFilter'), { hint: t('sso.groupFilterHint') }],
    ],
  };
}

/** The fields of the form's protocol: an OpenID Connect client, a SAML 2.0 service provider or an LDAP directory. */
export function ProtocolFields({
  protocol,
  id,
  provider,
}: {
  protocol: IdentityProtocol;
  /** The provider's id as typed: part of Laikas's SAML metadata address. */
  id: string;
  provider: IdentityProvider | null;
}) {
  const { t } = useTranslation('web');
  const fields = specsOf(t, provider)[protocol].map(([name, label, extra]) => (
    <FormField key={name} name={name} label={label} autoComplete="off" {...extra} />
  ));
  if (protocol !== 'saml') {
    return fields;
  }
  const spMetadataUrl = `${window.location.origin}/api/auth/sso/${id.trim() || '…'}/metadata`;
  return (
    <>
      <Muted small>{t('sso.spMetadata', { url: spMetadataUrl })}</Muted>
      {fields}
    </>
  );
}

import type { IdentityProtocol, IdentityProvider, IdentityProviderSettings } from '@laikas/contract';

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

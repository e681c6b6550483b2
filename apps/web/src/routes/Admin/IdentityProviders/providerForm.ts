import type { IdentityProtocol, IdentityProvider, MappingRuleInput } from '@laikas/contract';

export const LINK_RULES = ['none', 'uid', 'email'] as const;
export const EMPTY_RULE: MappingRuleInput = { attribute: '', value: '', role: '', group: '' };

/** A provider as it is written back: without its id and the "secret set" flags (a secret left out stays). */
export function inputOf(provider: IdentityProvider) {
  if (provider.protocol === 'oidc') {
    const { id: _id, client_secret_set: _set, ...input } = provider;
    return input;
  }
  if (provider.protocol === 'saml') {
    const { id: _id, sp_private_key_set: _set, ...input } = provider;
    return input;
  }
  const { id: _id, bind_password_set: _set, ...input } = provider;
  return input;
}
/** The attribute names a protocol's providers usually send. */
export const DEFAULT_ATTRIBUTES: Record<
  IdentityProtocol,
  { uid: string; fullName: string; email: string; language: string }
> = {
  oidc: { uid: 'preferred_username', fullName: 'name', email: 'email', language: 'locale' },
  saml: { uid: 'eduPersonPrincipalName', fullName: 'displayName', email: 'mail', language: 'preferredLanguage' },
  ldap: { uid: 'uid', fullName: 'displayName', email: 'mail', language: 'preferredLanguage' },
};

/** The form's fields of every protocol, filled from the provider being edited. */
export function formOf(provider: IdentityProvider | null) {
  const protocol: IdentityProtocol = provider?.protocol ?? 'oidc';
  const oidc = provider?.protocol === 'oidc' ? provider : undefined;
  const saml = provider?.protocol === 'saml' ? provider : undefined;
  const ldap = provider?.protocol === 'ldap' ? provider : undefined;
  const defaults = DEFAULT_ATTRIBUTES[protocol];
  return {
    protocol,
    id: provider?.id ?? '',
    name: provider?.name ?? '',
    enabled: provider?.enabled ?? true,
    issuer: oidc?.issuer ?? '',
    client_id: oidc?.client_id ?? '',
    client_secret: '',
    scopes: oidc?.scopes ?? 'openid profile email',
    metadata_url: saml?.metadata_url ?? '',
    metadata_xml: saml?.metadata_xml ?? '',
    idp_entity_id: saml?.idp_entity_id ?? '',
    sp_certificate: saml?.sp_certificate ?? '',
    sp_private_key: '',
    url: ldap?.url ?? '',
    start_tls: ldap?.start_tls ?? false,
    bind_dn: ldap?.bind_dn ?? '',
    bind_password: '',
    base_dn: ldap?.base_dn ?? '',
    user_filter: ldap?.user_filter ?? '(uid={uid})',
    group_base_dn: ldap?.group_base_dn ?? '',
    group_filter: ldap?.group_filter ?? '(member={dn})',
    uid: provider?.attributes.uid ?? defaults.uid,
    fullName: provider?.attributes.name ?? defaults.fullName,
    email: provider?.attributes.email ?? defaults.email,
    language: provider?.attributes.language ?? defaults.language,
    link: provider?.link ?? 'none',
  };
}
export type FormState = ReturnType<typeof formOf>;

/** What the form sends for its protocol (a secret left empty is left out: the stored one stays). */
export function bodyOf(form: FormState, rules: MappingRuleInput[]) {
  const common = {
    protocol: form.protocol,
    name: form.name,
    enabled: form.enabled,
    attributes: {
      uid: form.uid,
      name: form.fullName,
      email: form.email,
      ...(form.language.trim() && { language: form.language }),
    },
    rules: rules.map((rule) => ({
      attribute: rule.attribute,
      value: rule.value,
      ...(rule.role?.trim() && { role: rule.role.trim() }),
      ...(rule.group?.trim() && { group: rule.group.trim() }),
    })),
    link: form.link,
  };
  if (form.protocol === 'oidc') {
    return {
      ...common,
      issuer: form.issuer.trim(),
      client_id: form.client_id,
      ...(form.client_secret && { client_secret: form.client_secret }),
      scopes: form.scopes,
    };
  }
  if (form.protocol === 'saml') {
    return {
      ...common,
      metadata_url: form.metadata_url.trim(),
      metadata_xml: form.metadata_xml.trim(),
      idp_entity_id: form.idp_entity_id.trim(),
      sp_certificate: form.sp_certificate.trim(),
      ...(form.sp_private_key.trim() && { sp_private_key: form.sp_private_key.trim() }),
    };
  }
  return {
    ...common,
    url: form.url.trim(),
    start_tls: form.start_tls,
    bind_dn: form.bind_dn,
    ...(form.bind_password && { bind_password: form.bind_password }),
    base_dn: form.base_dn,
    user_filter: form.user_filter,
    group_base_dn: form.group_base_dn,
    group_filter: form.group_filter,
  };
}

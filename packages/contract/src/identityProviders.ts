import { z } from 'zod';

/*
 * University sign-in (issue 30): the identity providers a super administrator sets up (`/api/admin/identity-
 * providers`) or the environment names (`SSO_PROVIDERS`), and the few facts the login page needs about each
 * (`/api/auth/providers`). Secrets are written, never read back: an answer only says whether one is set.
 */

export const IDENTITY_PROTOCOLS = ['oidc', 'saml', 'ldap'] as const;
export type IdentityProtocol = (typeof IDENTITY_PROTOCOLS)[number];

export const LINK_RULES = ['none', 'uid', 'email'] as const;

/**
 * A provider's id: part of its addresses (`/api/auth/sso/<id>/callback`), so lower-case letters, digits, `-`. Empty is
 * required (`too_small`), not written wrongly.
 */
export const identityProviderIdSchema = z
  .string()
  .min(1, { abort: true })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'schema.identityProviderId');

const attributeName = z.string().trim().min(1).max(100);

export const mappingRuleSchema = z
  .object({
    attribute: attributeName,
    /** Compared without case; a `*` at the end matches every value starting so. */
    value: z.string().trim().min(1).max(500),
    role: z.string().trim().min(1).max(50).optional(),
    /** A Laikas group's name. */
    group: z.string().trim().min(1).max(255).optional(),
  })
  .refine((rule) => rule.role !== undefined || rule.group !== undefined, {
    message: 'schema.ruleNeedsRoleOrGroup',
    path: ['role'],
  });
export type MappingRuleInput = z.infer<typeof mappingRuleSchema>;

export const attributeNamesSchema = z.object({
  uid: attributeName,
  name: attributeName,
  email: attributeName,
  language: attributeName.optional(),
});

const common = {
  /** What the login page says: "Sign in with <name>". */
  name: z.string().trim().min(1).max(100),
  enabled: z.boolean(),
  attributes: attributeNamesSchema,
  rules: z.array(mappingRuleSchema).max(200),
  /** Whether an unknown identity may take over a local account with the same uid or e-mail (never by default). */
  link: z.enum(LINK_RULES),
};

const oidcFields = {
  protocol: z.literal('oidc'),
  /**
   * The issuer; its `/.well-known/openid-configuration` is read (discovery). Empty is `too_small` (required), as
   * `dateSchema` does, before the URL is checked (a `z.url()` would check its format first); the API document still
   * says `format: uri`.
   */
  issuer: z.string().trim().min(1, { abort: true }).max(500).url(),
  client_id: z.string().trim().min(1).max(255),
  scopes: z.string().trim().min(1).max(500),
};

const pem = (label: string) =>
  z
    .string()
    .trim()
    .max(20_000)
    .refine((text) => text === '' || text.includes(`-----BEGIN ${label}`), 'schema.pem');

const ldapFields = {
  protocol: z.literal('ldap'),
  /** `ldaps://host:636` or `ldap://host:389` (then `start_tls` should be on). */
  url: z
    .string()
    .trim()
    // Empty is required (`too_small`), not written wrongly.
    .min(1, { abort: true })
    .regex(/^ldaps?:\/\/[^\s/]+\/?$/, 'schema.ldapUrl')
    .max(500),
  start_tls: z.boolean(),
  /** The service account that searches for the person's entry (empty: an anonymous search). */
  bind_dn: z.string().trim().max(500),
  base_dn: z.string().trim().min(1).max(500),
  /** `{uid}` stands for what the person typed (escaped). */
  user_filter: z.string().trim().min(1).max(500),
  /** Where groups are looked for and which hold the person (`{dn}`: the person's entry); empty: none. */
  group_base_dn: z.string().trim().max(500),
  group_filter: z.string().trim().max(500),
  /** The CA certificate (PEM) the directory's TLS certificate is checked against, when not a public one. */
  ca_certificate: pem('CERTIFICATE').default(''),
};

const samlFields = {
  protocol: z.literal('saml'),
  /** Where the IdP's (or the federation's) metadata is read, https (`''` when `metadata_xml` holds it). */
  metadata_url: z.union([z.literal(''), z.url().max(500)]).default(''),
  /** The IdP's metadata itself, from a file (`''` when read from `metadata_url`). */
  metadata_xml: z.string().trim().max(500_000).default(''),
  /** The IdP's entity id, when the metadata describes several (a federation's aggregate); `''`: the only one. */
  idp_entity_id: z.string().trim().max(500).default(''),
  /** The service provider's certificate (PEM): in Laikas's metadata; requests and logouts are signed with its key. */
  sp_certificate: pem('CERTIFICATE').default(''),
};

/** A provider as it is written: secrets optional (absent: the stored one stays). */
export const identityProviderInputSchema = z.discriminatedUnion('protocol', [
  z.object({ ...common, ...oidcFields, client_secret: z.string().min(1).max(500).optional() }),
  z
    .object({ ...common, ...samlFields, sp_private_key: pem('PRIVATE KEY').optional() })
    .refine((provider) => (provider.metadata_url === '') !== (provider.metadata_xml === ''), {
      message: 'schema.samlMetadataOneOf',
      path: ['metadata_url'],
    }),
  z.object({ ...common, ...ldapFields, bind_password: z.string().min(1).max(500).optional() }),
]);
export type IdentityProviderInput = z.infer<typeof identityProviderInputSchema>;

/**
 * A provider as it is stored and used on the server (secrets included): its id, then what is written to it. The
 * settings form checks the same.
 */
export const identityProviderSettingsSchema = z.intersection(
  z.object({ id: identityProviderIdSchema }),
  identityProviderInputSchema,
);
export type IdentityProviderSettings = z.infer<typeof identityProviderSettingsSchema>;

/** A provider as an administrator reads it: secrets only as "set" or not. */
export const identityProviderSchema = z.discriminatedUnion('protocol', [
  z.object({ id: z.string(), ...common, ...oidcFields, client_secret_set: z.boolean() }),
  z.object({ id: z.string(), ...common, ...samlFields, sp_private_key_set: z.boolean() }),
  z.object({ id: z.string(), ...common, ...ldapFields, bind_password_set: z.boolean() }),
]);
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProviderListSchema = z.object({
  data: z.array(
    z.object({
      provider: identityProviderSchema,
      /** `environment`: read-only here (SSO_PROVIDERS); `settings`: made on the settings screen. */
      source: z.enum(['environment', 'settings']),
    }),
  ),
  /** Whether local passwords work for everyone or only for super administrators (break-glass). */
  local_passwords: z.enum(['everyone', 'super_admins']),
});
export type IdentityProviderList = z.infer<typeof identityProviderListSchema>;

export const localPasswordsSchema = z.object({ local_passwords: z.enum(['everyone', 'super_admins']) });

/** What the login page shows per enabled provider. */
export const signInProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(IDENTITY_PROTOCOLS),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;
export const signInOptionsSchema = z.object({
  data: z.object({
    providers: z.array(signInProviderSchema),
    local_passwords: z.enum(['everyone', 'super_admins']),
  }),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>['data'];

/**
 * Why a university sign-in failed: the login page shows `login.sso.failure.<reason>` (`/login?sso_error=<reason>`)
 * and the server's messages and audit log name the same reasons. One list for the server and the web app.
 */
export const SIGN_IN_FAILURES = [
  'unknownProvider',
  'providerUnavailable',
  'badState',
  'clockSkew',
  'badSignature',
  'replayed',
  'invalidResponse',
  'missingAttribute',
  'accountDisabled',
  'uidTaken',
  'localPasswordsOff',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** A reason from a query string, when it is one of the list. */
export function signInFailureOf(value: string | null | undefined): SignInFailure | undefined {
  return SIGN_IN_FAILURES.find((reason) => reason === value);
}

/**
 * An administrator's trial sign-in (issue 30): what the provider sent and what Laikas would make of it (profile,
 * roles and groups by the rules), without signing anybody in; or why it failed.
 */
export const identityProviderTrialSchema = z.object({
  provider: z.string(),
  ok: z.boolean(),
  reason: z.enum(SIGN_IN_FAILURES).nullable(),
  subject: z.string().nullable(),
  attributes: z.record(z.string(), z.array(z.string())),
  profile: z
    .object({ uid: z.string(), name: z.string(), email: z.string().nullable(), language: z.enum(['lt', 'en']) })
    .nullable(),
  missing: z.string().nullable(),
  roles: z.array(z.string()),
  groups: z.array(z.string()),
});
export type IdentityProviderTrial = z.infer<typeof identityProviderTrialSchema>;

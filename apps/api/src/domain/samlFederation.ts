import { XMLParser } from 'fast-xml-parser';
import { type Attributes } from './directoryAccounts.js';

/*
 * SAML 2.0 as a federation speaks it (issue 30): an identity provider's metadata, and the attributes of an assertion
 * under the names an administrator writes in the mapping rules. Pure: no network, no database.
 */

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What Laikas needs of an identity provider's metadata. */
export interface IdentityProviderMetadata {
  entityId: string;
  /** Where the AuthnRequest goes (HTTP-Redirect binding). */
  signOnUrl: string;
  /** Where a LogoutRequest goes (HTTP-Redirect binding), when the provider offers single logout. */
  logoutUrl: string | undefined;
  /** The provider's signing certificates (base64 DER bodies): an assertion must be signed by one of them. */
  certificates: string[];
}

/** An element as the parser gives it: attributes as `@_Name`, children as lists (prefixes dropped). */
type Node = { [name: string]: Node[] | string | undefined; '#text'?: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  maxNestedTags: 100,
});

const childrenOf = (node: Node | undefined, name: string): Node[] => (node?.[name] as Node[] | undefined) ?? [];
const attributeOf = (node: Node, name: string) => node[`@_${name}`] as string | undefined;
const textOf = (node: Node | string): string => (typeof node === 'string' ? node : (node['#text'] ?? ''));

/**
 * The identity provider described by a metadata document (one EntityDescriptor, or an aggregate of a federation
 * where `entityId` names the one meant). Throws a plain Error saying what is missing.
 */
export function parseIdentityProviderMetadata(xml: string, entityId = ''): IdentityProviderMetadata {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new Error(`the metadata is not XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const collect = (node: Node): Node[] => [
    ...childrenOf(node, 'EntityDescriptor'),
    ...childrenOf(node, 'EntitiesDescriptor').flatMap(collect),
  ];
  const providers = collect(document).filter((entity) => childrenOf(entity, 'IDPSSODescriptor').length > 0);
  const entity = entityId ? providers.find((one) => attributeOf(one, 'entityID') === entityId) : providers[0];
  if (!entity || (!entityId && providers.length > 1)) {
    throw new Error(
      entityId ? `no identity provider ${entityId} in the metadata` : 'the metadata holds no single identity provider',
    );
  }
  const descriptor = childrenOf(entity, 'IDPSSODescriptor')[0]!;
  const locationOf = (service: string) => {
    const found = childrenOf(descriptor, service).find((one) => attributeOf(one, 'Binding') === REDIRECT_BINDING);
    return found ? attributeOf(found, 'Location') : undefined;
  };
  const signOnUrl = locationOf('SingleSignOnService');
  if (!signOnUrl) {
    throw new Error('the identity provider has no SingleSignOnService with the HTTP-Redirect binding');
  }
  const certificates = childrenOf(descriptor, 'KeyDescriptor')
    .filter((key) => (attributeOf(key, 'use') || 'signing') === 'signing')
    .flatMap((key) => childrenOf(key, 'KeyInfo'))
    .flatMap((info) => childrenOf(info, 'X509Data'))
    .flatMap((data) => childrenOf(data, 'X509Certificate'))
    .map((certificate) => textOf(certificate).replace(/\s+/g, ''))
    .filter((body) => body !== '');
  if (certificates.length === 0) {
    throw new Error('the identity provider has no signing certificate');
  }
  return {
    entityId: attributeOf(entity, 'entityID') ?? '',
    signOnUrl,
    logoutUrl: locationOf('SingleLogoutService'),
    certificates: [...new Set(certificates)],
  };
}

/** The ids of the assertions in a SAML response (read before any check: only to refuse one seen before). */
export function assertionIdsOf(xml: string): string[] {
  try {
    const document = parser.parse(xml) as Node;
    return childrenOf(document, 'Response')
      .flatMap((response) => childrenOf(response, 'Assertion'))
      .map((assertion) => attributeOf(assertion, 'ID') ?? '')
      .filter((id) => id !== '');
  } catch {
    return [];
  }
}

/** The attributes a federation sends by OID (`urn:oid:…`, the SAML2 Interoperability profile) and their names. */
export const FEDERATION_ATTRIBUTES: Readonly<Record<string, string>> = {
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.6': 'eduPersonPrincipalName',
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.1': 'eduPersonAffiliation',
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.9': 'eduPersonScopedAffiliation',
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.10': 'eduPersonTargetedID',
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.7': 'eduPersonEntitlement',
  'urn:oid:1.3.6.1.4.1.5923.1.5.1.1': 'isMemberOf',
  'urn:oid:1.2.840.113556.1.2.102': 'memberOf',
  'urn:oid:0.9.2342.19200300.100.1.3': 'mail',
  'urn:oid:0.9.2342.19200300.100.1.1': 'uid',
  'urn:oid:2.16.840.1.113730.3.1.241': 'displayName',
  'urn:oid:2.16.840.1.113730.3.1.39': 'preferredLanguage',
  'urn:oid:2.5.4.42': 'givenName',
  'urn:oid:2.5.4.4': 'sn',
  'urn:oid:2.5.4.3': 'cn',
  'urn:oid:1.3.6.1.4.1.25178.1.2.9': 'schacHomeOrganization',
};

/**
 * An assertion's attributes under every name a rule may use: as sent (`urn:oid:…` or a plain name), and the
 * federation's usual name of an OID (`eduPersonAffiliation`), so rules read the same whatever the IdP's NameFormat.
 * Values are strings (a list when several); anything else (a nested NameID element) is dropped.
 */
export function federationAttributes(sent: Readonly<Record<string, unknown>>): Attributes {
  const attributes: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(sent)) {
    const values = (Array.isArray(raw) ? (raw as unknown[]) : [raw]).filter(
      (value): value is string => typeof value === 'string',
    );
    if (values.length === 0) {
      continue;
    }
    attributes[name] = values;
    const friendly = FEDERATION_ATTRIBUTES[name];
    if (friendly && attributes[friendly] === undefined) {
      attributes[friendly] = values;
    }
  }
  return attributes;
}

/** Time checks of an assertion by the server's clock (issue 30): `undefined` when it holds, else what failed. */
export function assertionTimeProblem(
  now: number,
  skewMs: number,
  times: { notBefore?: string | undefined; notOnOrAfter?: string | undefined; confirmationNotOnOrAfter?: string },
): 'notYetValid' | 'expired' | undefined {
  const parse = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text));
  const notBefore = parse(times.notBefore);
  if (notBefore !== undefined && (Number.isNaN(notBefore) || now + skewMs < notBefore)) {
    return 'notYetValid';
  }
  for (const limit of [parse(times.notOnOrAfter), parse(times.confirmationNotOnOrAfter)]) {
    if (limit !== undefined && (Number.isNaN(limit) || now - skewMs >= limit)) {
      return 'expired';
    }
  }
  return undefined;
}

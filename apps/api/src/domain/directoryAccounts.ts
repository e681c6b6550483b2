/*
 * Accounts from a university's directory (issue 30): what an identity provider says about a person (OpenID Connect
 * claims, LDAP or SAML attributes) becomes a Laikas profile, roles and groups. Pure: no database, no network.
 */

/** The values of one attribute: a claim or attribute may hold a string, a list of strings, or nothing. */
export type Attributes = Readonly<Record<string, unknown>>;

/** Which attributes hold the profile's fields (names as the provider sends them). */
export interface AttributeNames {
  /** The person's uid in Laikas (e.g. `preferred_username`, `uid`, `eduPersonPrincipalName`). */
  uid: string;
  name: string;
  email: string;
  /** Optional: a language tag (`lt`, `en-GB`); anything else than English means Lithuanian. */
  language?: string | undefined;
}

/**
 * One mapping rule: a person whose `attribute` holds `value` (compared without case; `*` at the end matches any
 * value starting so) gets the role and/or joins the Laikas group (by name).
 */
export interface MappingRule {
  attribute: string;
  value: string;
  role?: string | undefined;
  group?: string | undefined;
}

/** How an unknown directory identity may take over a local account: never (the default), by uid or by e-mail. */
export type LinkRule = 'none' | 'uid' | 'email';

export interface DirectoryProfile {
  uid: string;
  name: string;
  email: string | null;
  language: 'lt' | 'en';
}

/** Every value of an attribute, as strings (numbers and booleans spelled out; objects ignored). */
export function valuesOf(attributes: Attributes, name: string): string[] {
  const raw = attributes[name];
  const list = Array.isArray(raw) ? (raw as unknown[]) : raw === undefined || raw === null ? [] : [raw];
  return list
    .filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
    .map((value) => String(value).trim())
    .filter((value) => value !== '');
}

const firstOf = (attributes: Attributes, name: string | undefined) =>
  name === undefined ? undefined : valuesOf(attributes, name)[0];

/** The language of a tag: English for `en…`, Lithuanian otherwise (the university's own language). */
export function languageOf(tag: string | undefined): 'lt' | 'en' {
  return tag?.toLowerCase().startsWith('en') ? 'en' : 'lt';
}

/**
 * The profile the attributes describe, or the attribute that is missing. A uid and a name are required (an account
 * cannot exist without them); an e-mail and a language are taken when present.
 */
export function profileFrom(
  attributes: Attributes,
  names: AttributeNames,
): { profile: DirectoryProfile } | { missing: string } {
  const uid = firstOf(attributes, names.uid);
  if (uid === undefined) {
    return { missing: names.uid };
  }
  const name = firstOf(attributes, names.name);
  if (name === undefined) {
    return { missing: names.name };
  }
  const email = firstOf(attributes, names.email);
  return {
    profile: {
      uid: uid.slice(0, 191),
      name: name.slice(0, 191),
      email: email !== undefined && email.includes('@') ? email.slice(0, 191) : null,
      language: languageOf(firstOf(attributes, names.language)),
    },
  };
}

function matches(rule: MappingRule, value: string): boolean {
  const wanted = rule.value.toLowerCase();
  const actual = value.toLowerCase();
  return wanted.endsWith('*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
}

/** The roles and groups the rules give a person with these attributes (sorted, without repeats). */
export function mappedAccess(attributes: Attributes, rules: readonly MappingRule[]) {
  const roles = new Set<string>();
  const groups = new Set<string>();
  for (const rule of rules) {
    if (valuesOf(attributes, rule.attribute).some((value) => matches(rule, value))) {
      if (rule.role) {
        roles.add(rule.role);
      }
      if (rule.group) {
        groups.add(rule.group);
      }
    }
  }
  return { roles: [...roles].sort(), groups: [...groups].sort() };
}

/**
 * The roles (or groups) a person has after a sign-in: the rules decide about everything they name (added when a
 * rule matches, removed when none does), and what the rules never name (given by hand by an administrator) stays.
 */
export function reconciled(current: readonly string[], mapped: readonly string[], managed: readonly string[]) {
  const ruled = new Set(managed);
  const kept = current.filter((value) => !ruled.has(value));
  return [...new Set([...kept, ...mapped])].sort();
}

/** The roles and the groups the rules of a provider decide about. */
export function managedBy(rules: readonly MappingRule[]) {
  return {
    roles: [...new Set(rules.flatMap((rule) => (rule.role ? [rule.role] : [])))],
    groups: [...new Set(rules.flatMap((rule) => (rule.group ? [rule.group] : [])))],
  };
}

/**
 * Which local account an unknown identity may take over under the link rule: the one with the same uid, or the
 * one with the same e-mail (only when exactly one has it); none otherwise, never silently.
 */
export function linkCandidate<T extends { id: number; uid: string; email: string | null }>(
  rule: LinkRule,
  profile: DirectoryProfile,
  byUid: T | undefined,
  byEmail: readonly T[],
): T | undefined {
  if (rule === 'uid') {
    return byUid;
  }
  if (rule === 'email' && profile.email !== null && byEmail.length === 1) {
    return byEmail[0];
  }
  return undefined;
}

/** Why a directory sign-in failed: one list for the server and the web app, in the contract. */
export { SIGN_IN_FAILURES, type SignInFailure } from '@laikas/contract';

/**
 * Where to go after the round trip: a path of this site (`/…`, not `//…` nor `/\…`), else Home. The deep link is
 * carried through the provider, so it must never become an open redirect. It ends in a Location header, which
 * carries ASCII only: any other letter goes percent-encoded (UTF-8).
 */
export function safeReturnPath(path: string | undefined): string {
  if (!path || path.length > 2000 || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return '/';
  }
  if ([...path].some((character) => character.charCodeAt(0) < 0x20)) {
    return '/';
  }
  try {
    return path.replace(/[^\x21-\x7e]+/g, encodeURIComponent);
  } catch {
    // A lone surrogate has no UTF-8.
    return '/';
  }
}

/**
 * What a sign-in through a provider would make of these attributes, for an administrator's trial sign-in (issue 30):
 * the profile (or the attribute missing), and the roles and groups the rules give. Nobody is signed in by it.
 */
export function trialOf(attributes: Attributes, names: AttributeNames, rules: readonly MappingRule[]) {
  const found = profileFrom(attributes, names);
  const { roles, groups } = mappedAccess(attributes, rules);
  const shown: Record<string, string[]> = {};
  for (const name of Object.keys(attributes).sort()) {
    const values = valuesOf(attributes, name);
    if (values.length > 0) {
      shown[name] = values.slice(0, 50).map((value) => value.slice(0, 500));
    }
  }
  return {
    attributes: shown,
    profile: 'profile' in found ? found.profile : null,
    missing: 'missing' in found ? found.missing : null,
    roles,
    groups,
  };
}

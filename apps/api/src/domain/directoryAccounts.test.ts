import { describe, expect, it } from 'vitest';
import {
  linkCandidate,
  managedBy,
  mappedAccess,
  profileFrom,
  reconciled,
  safeReturnPath,
  valuesOf,
  type MappingRule,
} from './directoryAccounts.js';

const names = { uid: 'preferred_username', name: 'name', email: 'email', language: 'locale' };

describe('profileFrom', () => {
  it('should take uid, name, e-mail and language from the attributes', () => {
    expect(
      profileFrom(
        { preferred_username: 'jonas', name: 'Jonas Jonaitis', email: 'jonas@vu.lt', locale: 'en-GB' },
        names,
      ),
    ).toEqual({ profile: { uid: 'jonas', name: 'Jonas Jonaitis', email: 'jonas@vu.lt', language: 'en' } });
  });

  it('should take the first value of a list and default to Lithuanian without a language', () => {
    expect(profileFrom({ preferred_username: ['ona', 'ona2'], name: ['Ona'] }, names)).toEqual({
      profile: { uid: 'ona', name: 'Ona', email: null, language: 'lt' },
    });
  });

  it('should name the missing attribute when uid or name is absent or blank', () => {
    expect(profileFrom({ name: 'Ona' }, names)).toEqual({ missing: 'preferred_username' });
    expect(profileFrom({ preferred_username: 'ona', name: '  ' }, names)).toEqual({ missing: 'name' });
  });

  it('should drop an e-mail that is no address', () => {
    expect(profileFrom({ preferred_username: 'ona', name: 'Ona', email: 'nope' }, names)).toMatchObject({
      profile: { email: null },
    });
  });
});

describe('mapping rules', () => {
  const rules: MappingRule[] = [
    { attribute: 'eduPersonAffiliation', value: 'staff', role: 'teacher' },
    { attribute: 'eduPersonAffiliation', value: 'student', role: 'student' },
    { attribute: 'groups', value: 'cn=timetable-office,ou=groups,dc=vu,dc=lt', role: 'admin' },
    { attribute: 'groups', value: 'cn=IFIN-1*', group: 'IFIN-1' },
  ];

  it('should give the roles and groups of every matching rule, ignoring case', () => {
    expect(
      mappedAccess(
        { eduPersonAffiliation: ['Staff', 'member'], groups: ['CN=timetable-office,ou=groups,dc=vu,dc=lt'] },
        rules,
      ),
    ).toEqual({ roles: ['admin', 'teacher'], groups: [] });
    expect(mappedAccess({ eduPersonAffiliation: 'student', groups: ['cn=IFIN-1-2,ou=groups'] }, rules)).toEqual({
      roles: ['student'],
      groups: ['IFIN-1'],
    });
  });

  it('should give nothing when no rule matches or the attribute is absent', () => {
    expect(mappedAccess({ eduPersonAffiliation: 'alum' }, rules)).toEqual({ roles: [], groups: [] });
    expect(mappedAccess({}, rules)).toEqual({ roles: [], groups: [] });
  });

  it('should decide only about what the rules name and keep what an administrator gave by hand', () => {
    const managed = managedBy(rules);
    expect(managed.roles.sort()).toEqual(['admin', 'student', 'teacher']);
    // A teacher who left the office: admin (ruled) goes, the hand-given "dispatcher" stays.
    expect(reconciled(['admin', 'dispatcher', 'teacher'], ['teacher'], managed.roles)).toEqual([
      'dispatcher',
      'teacher',
    ]);
    expect(reconciled([], ['student'], managed.roles)).toEqual(['student']);
  });
});

describe('linkCandidate', () => {
  const profile = { uid: 'jonas', name: 'Jonas', email: 'jonas@vu.lt', language: 'lt' as const };
  const local = { id: 7, uid: 'jonas', email: 'jonas@vu.lt' };
  const other = { id: 8, uid: 'j2', email: 'jonas@vu.lt' };

  it('should link nothing without an explicit rule', () => {
    expect(linkCandidate('none', profile, local, [local])).toBeUndefined();
  });

  it('should link by uid or by a unique e-mail when the rule says so', () => {
    expect(linkCandidate('uid', profile, local, [])).toBe(local);
    expect(linkCandidate('email', profile, undefined, [local])).toBe(local);
    expect(linkCandidate('email', profile, undefined, [local, other])).toBeUndefined();
    expect(linkCandidate('email', { ...profile, email: null }, undefined, [local])).toBeUndefined();
  });
});

describe('valuesOf and safeReturnPath', () => {
  it('should read strings, numbers and lists and skip objects', () => {
    expect(valuesOf({ a: ['x', 3, { b: 1 }, ''] }, 'a')).toEqual(['x', '3']);
  });

  it('should keep a deep link of this site and refuse any other address', () => {
    expect(safeReturnPath('/reservations/5?x=1#y')).toBe('/reservations/5?x=1#y');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'x', '/a\nb', undefined]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });

  it('should percent-encode what a Location header cannot carry', () => {
    expect(safeReturnPath('/rooms?q=ąžuolas ir')).toBe('/rooms?q=%C4%85%C5%BEuolas%20ir');
    expect(safeReturnPath('/rooms?q=\uD800')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { filterResources, normalise } from './filterResources';

const flags = (remote: boolean, approved: boolean) => ({ allow_remote_reservations: remote, approved });
const resources = [
  { name: 'MIF 101 auditorija', address: 'Naugarduko g. 24', description: null, ...flags(false, true) },
  { name: 'Aktų salė', address: 'Universiteto g. 3', description: 'Renginiams', ...flags(true, false) },
  { name: 'Kompiuterių klasė 202', address: 'Naugarduko g. 24', description: null, ...flags(true, true) },
];
const names = (list: typeof resources) => list.map((resource) => resource.name);

describe('filterResources', () => {
  it.each([
    { name: 'no filter', filter: { query: '', remoteOnly: false, approvalOnly: false }, expected: names(resources) },
    {
      name: 'a word of the address',
      filter: { query: 'naugarduko', remoteOnly: false, approvalOnly: false },
      expected: ['MIF 101 auditorija', 'Kompiuterių klasė 202'],
    },
    {
      name: 'without diacritics',
      filter: { query: 'akt sale', remoteOnly: false, approvalOnly: false },
      expected: ['Aktų salė'],
    },
    {
      name: 'remote only',
      filter: { query: '', remoteOnly: true, approvalOnly: false },
      expected: ['Aktų salė', 'Kompiuterių klasė 202'],
    },
    { name: 'needing approval', filter: { query: '', remoteOnly: false, approvalOnly: true }, expected: ['Aktų salė'] },
    { name: 'nothing matching', filter: { query: 'baseinas', remoteOnly: false, approvalOnly: false }, expected: [] },
  ])('should keep the right resources for $name', ({ filter, expected }) => {
    expect(names(filterResources(resources, filter))).toEqual(expected);
  });

  it('should fold Lithuanian letters', () => {
    expect(normalise('ĄČĘĖĮŠŲŪŽ')).toBe('aceeisuuz');
  });
});

import { describe, expect, it } from 'vitest';
import { filterResources, normalise } from './filterResources';

const settings = (remote: boolean, approved: boolean) => ({
  min_duration: null,
  max_duration: null,
  approved,
  available_spaces: 1,
  from: { hours: 7, minutes: 0 },
  to: { hours: 21, minutes: 0 },
  allow_anybody: true,
  allow_remote_reservations: remote,
  available_slots: [],
  forbidden_slots: [],
});
const resources = [
  { name: 'MIF 101 auditorija', address: 'Naugarduko g. 24', description: null, settings: settings(false, true) },
  { name: 'Aktų salė', address: 'Universiteto g. 3', description: 'Renginiams', settings: settings(true, false) },
  { name: 'Kompiuterių klasė 202', address: 'Naugarduko g. 24', description: null, settings: settings(true, true) },
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

import { describe, expect, it } from 'vitest';
import { filterOptions, MAX_VISIBLE_OPTIONS, normalizeSearchText, type SelectOption } from './filterOptions';

const rooms: SelectOption<number>[] = [
  { value: 1, label: 'Auditorija 101', description: 'Žalgirio g. 1' },
  { value: 2, label: 'Ąžuolo salė' },
  { value: 3, label: 'Computer lab 2', description: 'Naugarduko g. 24' },
  { value: 4, label: 'Auditorija 202' },
];

describe('normalizeSearchText', () => {
  it.each([
    { name: 'Lithuanian letters', text: 'Ąžuolas Šiaulių', normalized: 'azuolas siauliu' },
    { name: 'capitals and spaces', text: '  Room 101 ', normalized: 'room 101' },
  ])('should fold $name', ({ text, normalized }) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });
});

describe('filterOptions', () => {
  it.each([
    { name: 'an empty query keeps everything', query: '', values: [1, 2, 3, 4] },
    { name: 'a word of the label', query: 'auditorija', values: [1, 4] },
    { name: 'a query without diacritics', query: 'azuolo', values: [2] },
    { name: 'words in another order', query: '202 auditorija', values: [4] },
    { name: 'a word of the description', query: 'naugarduko', values: [3] },
    { name: 'no match', query: 'gym', values: [] },
  ])('should match given $name', ({ query, values }) => {
    expect(filterOptions(rooms, query).map((option) => option.value)).toEqual(values);
  });

  it('should show at most 1000 options by default', () => {
    const many = Array.from({ length: 1500 }, (_, index) => ({ value: index, label: `Room ${index}` }));
    expect(filterOptions(many, '')).toHaveLength(MAX_VISIBLE_OPTIONS);
    expect(filterOptions(many, 'room')).toHaveLength(MAX_VISIBLE_OPTIONS);
  });

  it('should stop at the given limit', () => {
    expect(filterOptions(rooms, 'auditorija', 1).map((option) => option.value)).toEqual([1]);
  });
});

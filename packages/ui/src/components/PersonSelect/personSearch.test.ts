import { describe, expect, it } from 'vitest';
import { getPersonSearchTerm } from './personSearch';

describe('getPersonSearchTerm', () => {
  it.each([
    { name: 'an empty box', typed: '', term: '' },
    { name: 'one character', typed: 'J', term: '' },
    { name: 'two characters', typed: 'Jo', term: '' },
    { name: 'two characters and spaces', typed: ' Jo  ', term: '' },
    { name: 'three characters', typed: 'Jon', term: 'Jon' },
    { name: 'a full name with outer spaces', typed: '  Jonas Jonaitis ', term: 'Jonas Jonaitis' },
    { name: 'Lithuanian letters', typed: 'Žyd', term: 'Žyd' },
  ])('should give "$term" for $name', ({ typed, term }) => {
    expect(getPersonSearchTerm(typed)).toBe(term);
  });
});

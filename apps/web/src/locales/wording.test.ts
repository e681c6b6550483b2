import { describe, expect, it } from 'vitest';
import lt from './web.lt';

/** Every string of a catalogue with its key, flattened. */
function strings(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    if (typeof value === 'object' && value !== null) {
      return strings(value as Record<string, unknown>, `${prefix}${name}.`);
    }
    return typeof value === 'string' ? [[`${prefix}${name}`, value]] : [];
  });
}

// The administration overview told a new office to "keiskite jų roles": Lithuanian says "vaidmuo" for a person's
// part in the system (as the users' screens do), "rolė" is a loan word.
describe('the Lithuanian web catalogue', () => {
  it('should say "vaidmuo", never "rolė", for a role', () => {
    const loanWord = /(?<!\p{L})rol(ė|ės|ei|ę|e|ių|ėms|es|ėmis|ėse)(?!\p{L})/iu;
    expect(strings(lt as Record<string, unknown>).filter(([, text]) => loanWord.test(text))).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames, lithuanianSortKey } from './lithuanianOrder.js';

/** How SQLite orders the keys: BINARY, byte by byte over their UTF-8. */
const byKey = (left: string, right: string) =>
  Buffer.compare(Buffer.from(lithuanianSortKey(left)), Buffer.from(lithuanianSortKey(right)));

const icu = new Intl.Collator('lt');

describe('lithuanianSortKey', () => {
  it('should put the names of the defect in Lithuanian order, case only breaking ties', () => {
    const names = [
      'Zabiela',
      'Čepulis',
      'Šimkus',
      'Žukauskas',
      'Ąžuolas',
      'Antanas',
      'apple',
      'Apple',
      'Zoo',
      'Sigitas',
    ];

    expect(names.sort(byKey)).toEqual([
      'Antanas',
      'apple',
      'Apple',
      'Ąžuolas',
      'Čepulis',
      'Sigitas',
      'Šimkus',
      'Zabiela',
      'Zoo',
      'Žukauskas',
    ]);
  });

  it.each([
    { name: 'č is a letter after c, before d', before: 'Cz', after: 'Ča' },
    { name: 'č before d', before: 'Čz', after: 'Da' },
    { name: 'š is a letter after s', before: 'Sz', after: 'Ša' },
    { name: 'ž is a letter after z', before: 'Zz', after: 'Ža' },
    { name: 'ą sorts with a: the next letter decides first', before: 'Ąa', after: 'Ab' },
    { name: 'ą after a when the letters are the same', before: 'Ab', after: 'Ąb' },
    { name: 'ą after a with any other accent', before: 'ā', after: 'ą' },
    { name: 'ę before ė', before: 'ę', after: 'ė' },
    { name: 'ų before ū', before: 'ų', after: 'ū' },
    { name: 'y sorts with i', before: 'Yla', after: 'Iveta' },
    { name: 'y after į when the letters are the same', before: 'į', after: 'y' },
    { name: 'lower case before upper case', before: 'apple', after: 'Apple' },
    { name: 'case only after the letters', before: 'Zoo', after: 'zooo' },
    { name: 'an accent before case', before: 'Eglė', after: 'ęglė' },
    { name: 'digits before letters', before: '9', after: 'a' },
    { name: 'digits one by one', before: '10', after: '2' },
    { name: 'a space before a hyphen', before: 'A 101', after: 'A-101' },
    { name: 'a shorter name first', before: 'Jonas', after: 'Jonas Jonaitis' },
    { name: 'ł sorts with l', before: 'Łukasz', after: 'Lz' },
  ])('should order $name', ({ before, after }) => {
    expect(byKey(before, after)).toBeLessThan(0);
    expect(Math.sign(compareNames(before, after))).toBeLessThanOrEqual(0);
  });

  /*
   * The key agrees with ICU (Intl, PostgreSQL's "lt-x-icu") on letters with and without accents, digits, whitespace
   * and common punctuation. It does not on what ICU expands or places among the Latin letters by a rule of its own
   * (æ œ ß ð þ ŋ ə: here after ž), on symbols outside its table (… and the like: after ž), nor on an accent that NFD
   * puts between a letter and the mark lt joins it with (e + dot below + dot above: ICU still reads ė). Names hold
   * none of these often, and a name that does still sorts by its other letters, the same way every time.
   */
  const LETTERS = [...'aąbcčdeęėfghiįyjklmnoprsštuųūvzž', ...'AĄBCČDEĘĖFGHIĮYJKLMNOPRSŠTUŲŪVZŽ', ...'qwxQWX'];
  const FOREIGN = [...'áàâäãåāăćçéèêëēěíìîïīıłńñňóòôöõőøřśşťúùûüůűýÿźżđħÁÄÉÖÜŁØ', 'e\u0323\u0301', 'a\u0303'];
  const OTHER = [...' -\'.,()/„“‘’"0123456789', '\u00a0', '\u00ad'];
  const word = (units: string[]) => fc.string({ unit: fc.constantFrom(...units), minLength: 1, maxLength: 8 });
  const GIVEN = ['Antanas', 'Ąžuolas', 'Eglė', 'Ėgidijus', 'Ieva', 'Yla', 'Įveta', 'Jūratė', 'Šarūnas', 'Žydrūnas'];
  const FAMILY = ['Čepulis', 'Cibulskis', 'Šimkus', 'Simonaitis', 'Žukauskas', 'Zabiela', 'Ūselis', 'Uždavinys'];
  const person = fc
    .tuple(fc.constantFrom(...GIVEN), fc.constantFrom(...FAMILY), fc.constantFrom('', ' ', '-', '\u00a0'))
    .map(([given, family, between]) => `${family}${between}${given}`)
    .chain((name) => fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), name.normalize('NFD')));

  it.each([
    { name: 'Lithuanian letters', names: word(LETTERS) },
    { name: 'letters, spaces, digits and punctuation', names: word([...LETTERS, ...OTHER]) },
    { name: 'letters with foreign accents', names: word([...LETTERS.slice(0, 12), ...FOREIGN, ' ']) },
    { name: 'people’s names', names: person },
  ])('should order $name as Intl.Collator("lt") does', ({ names }) => {
    fc.assert(
      fc.property(fc.array(names, { minLength: 2, maxLength: 40 }), (list) => {
        const sorted = list.sort(byKey);
        for (let index = 1; index < sorted.length; index += 1) {
          expect(icu.compare(sorted[index - 1]!, sorted[index]!)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('should weigh a name the same, composed or decomposed (NFD)', () => {
    fc.assert(
      fc.property(fc.oneof(person, word([...LETTERS, ...FOREIGN, ...OTHER])), (name) => {
        const weights = (text: string) => lithuanianSortKey(text).slice(0, -text.length);
        expect(weights(name.normalize('NFD'))).toBe(weights(name.normalize('NFC')));
      }),
      { numRuns: 300 },
    );
  });

  it('should break a tie of ICU (the same letters, composed or not) by the text, as PostgreSQL does', () => {
    const composed = 'Ž';
    const decomposed = 'Z\u030c';

    expect(icu.compare(composed, decomposed)).toBe(0);
    expect(Math.sign(byKey(composed, decomposed))).toBe(
      Math.sign(Buffer.compare(Buffer.from(composed), Buffer.from(decomposed))),
    );
  });
});

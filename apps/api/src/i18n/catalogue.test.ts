import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { hasCode, LANGUAGES, message, type MessageCode, negotiateLanguage, render } from './index.js';
import { lt } from './lt.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as `dotted.key` → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      found.set(`${prefix}${key}`, value);
    } else {
      for (const [leaf, text] of leaves(value, `${prefix}${key}.`)) {
        found.set(leaf, text);
      }
    }
  }
  return found;
}

const PLURAL = /_(one|few|many|other)$/;
const english = leaves(en);
const lithuanian = leaves(lt);
const codes = [...new Set([...english.keys()].map((key) => key.replace(PLURAL, '')))].sort();
const isCount = (code: string) => english.has(`${code}_other`);

/** A sample value for each of the code's parameters, named by its placeholders in either language. */
function samples(code: string): Record<string, string | number> {
  const texts = [...english, ...lithuanian].filter(([key]) => key.replace(PLURAL, '') === code).map(([, text]) => text);
  const found = texts.flatMap((text) => [...text.matchAll(/\{\{(\w+)(,[^}]*)?\}\}/g)]);
  // A number written with a format ({{days, number}}) gets a number; other parameters a text easy to find.
  return Object.fromEntries(
    found.map((match) => [match[1]!, match[1] === 'count' || match[2] ? 1 : `‹${match[1]}›`] as const),
  );
}

/** Whether the code's texts show the count (some use it only to choose a form: "Unknown fields: a, b."). */
const showsCount = (code: string) =>
  [...english, ...lithuanian].some(([key, text]) => key.replace(PLURAL, '') === code && /\{\{count[,}]/.test(text));

describe('the server message catalogue', () => {
  it('should know every code in Lithuanian that it knows in English, and no other', () => {
    const lithuanianCodes = [...new Set([...lithuanian.keys()].map((key) => key.replace(PLURAL, '')))].sort();
    expect(lithuanianCodes).toEqual(codes);
  });

  it('should give a count in English its one and other forms, and in Lithuanian all four', () => {
    for (const code of codes.filter(isCount)) {
      expect(
        [`${code}_one`, `${code}_other`].filter((key) => !english.has(key)),
        code,
      ).toEqual([]);
      const forms = ['one', 'few', 'many', 'other'].map((form) => `${code}_${form}`);
      expect(
        forms.filter((key) => !lithuanian.has(key)),
        code,
      ).toEqual([]);
    }
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(codes)('should render %s with every parameter it takes', (code) => {
      const params = samples(code);
      const counts = isCount(code) ? [0, 1, 2, 5, 10, 11, 19, 21, 22, 100] : [undefined];
      for (const count of counts) {
        const said = message(code as MessageCode, count === undefined ? params : { ...params, count });
        expect(hasCode(code, language, count)).toBe(true);
        const text = render(said, language);
        expect(text).not.toBe(code);
        expect(text).not.toMatch(/\{\{|\}\}/);
        for (const [name, value] of Object.entries(params)) {
          if (typeof value === 'string') {
            expect(text, `${code} in ${language} leaves out {{${name}}}`).toContain(String(value));
          }
        }
        if (count !== undefined && showsCount(code)) {
          expect(text, `${code} in ${language} leaves out the count`).toContain(String(count));
        }
      }
    });
  });

  it.each([
    ['lt', 1, 'Faile daugiau nei 1 eilutė'],
    ['lt', 3, 'Faile daugiau nei 3 eilutės'],
    ['lt', 10, 'Faile daugiau nei 10 eilučių'],
    ['lt', 12, 'Faile daugiau nei 12 eilučių'],
    ['lt', 21, 'Faile daugiau nei 21 eilutė'],
    ['en', 1, 'The file has more than 1 row'],
    ['en', 2, 'The file has more than 2 rows'],
  ] as const)('should say a count in %s with the web app plural rules (%i)', (language, count, text) => {
    expect(render(message('groupImport.tooManyRows', { count }), language)).toBe(text);
  });

  // Lithuanian's `many` is CLDR's form for fractions: the genitive singular ("1,5 rezervacijos"), never the genitive
  // plural of 10+ ("10 rezervacijų"), wherever the noun changes between 2–9 and 10+. A plural-only noun ("metai")
  // takes the genitive plural for both.
  it('should say a fraction in Lithuanian in the genitive singular', () => {
    const pluraliaTantum = new Set(['repeat.tooFarAhead']);
    const wrong = codes
      .filter(isCount)
      .filter((code) => !pluraliaTantum.has(code))
      .filter((code) => {
        const [few, many, other] = ['few', 'many', 'other'].map((form) => lithuanian.get(`${code}_${form}`));
        return few !== other && many === other;
      });
    expect(wrong).toEqual([]);
  });

  // A walk of the app (Dec 2026): the ITC import's warnings and a room's closed times said „patalpa“ while every other
  // message says „auditorija“ (or „išteklius“ where equipment is meant too).
  it('should call a room „auditorija“ in Lithuanian, never „patalpa“', () => {
    expect([...lithuanian].filter(([, text]) => /patalp/iu.test(text))).toEqual([]);
  });

  it('should render a message within a message in the same language', () => {
    const first = message('reservation.timetableLocked', { group: 'PI-21' });
    expect(render(message('request.andMore', { first, count: 2 }), 'lt')).toBe(
      'Grupės PI-21 tvarkaraštis užrakintas; jį keisti gali tik administratoriai (ir dar 2 klaidos)',
    );
    expect(render(message('request.andMore', { first, count: 1 }), 'en')).toBe(
      'The timetable of PI-21 is locked; only administrators can change it (and 1 more error)',
    );
  });

  it('should know every code the shared schemas of @laikas/contract give their issues', () => {
    const folder = join(import.meta.dirname, '../../../../packages/contract/src');
    const used = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(/'(schema\.\w+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((code) => !hasCode(code, 'en') || !hasCode(code, 'lt'))).toEqual([]);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['en-GB,en;q=0.9', undefined, 'en'],
    ['lt-LT', 'en', 'lt'],
    ['de, en;q=0.5', undefined, 'en'],
    ['en;q=0, lt;q=0.1', undefined, 'lt'],
    [undefined, 'en', 'en'],
    ['fr', undefined, 'lt'],
  ] as const)('should read %s (user language %s) as %s', (header, user, expected) => {
    expect(negotiateLanguage(header, user)).toBe(expected);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatalogued, negotiateLanguage, pluralLt, translate, translateErrorBody } from './messages.js';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');

/*
 * Where the messages a client can read are written: the API's sources (not the CLI, migrations or demo seed,
 * which never answer a request) and the shared schemas.
 */
const SOURCE_ROOTS = ['apps/api/src', 'packages/contract/src'];
const NOT_ANSWERING = [
  'apps/api/src/cli',
  'apps/api/src/db',
  'apps/api/src/seed',
  'apps/api/src/i18n',
  'apps/api/src/config.ts',
  'apps/api/src/server.ts',
  // notification texts are written in both languages in the file itself, a catalog of its own with its own tests
  'apps/api/src/domain/notificationMessages.ts',
  // the report export's sheet and column names, likewise written in both languages there
  'apps/api/src/services/reportExport.ts',
];

/** English texts in the sources that are not messages as such. */
const NOT_MESSAGES = new Set([
  // an internal error: the client reads "Server Error"
  'The user vanished while signing in',
  // NotFoundError's default subject: the message is "The requested record was not found."
  'The requested record',
  // an ITC import key (services/itc-import.ts), not a text anyone reads
  '7:room:7:unavailable:7:7',
  // a time zone's name (the default of the room page's preload, plugins/external/web.ts)
  'Europe/Vilnius',
  // a calendar feed's address (services/calendar-feeds.ts)
  '7/api/calendar-feeds/7.ics',
  // a log line for operators while the database is away (lifecycle.ts)
  '7: the database cannot be reached; trying again',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(join(REPO_ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (NOT_ANSWERING.includes(path)) {
      return [];
    }
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The English sentences among a file's string literals: starting with a capital or a value, with at least two
 * words (`Server Error`, `Unknown annex`; not `YYYY-MM-DD HH:mm`). Values (`${…}`) become a sample number, or nothing right after a letter (`error${s}`).
 */
function messageLiterals(source: string): string[] {
  // Comments go, and NotFoundError subjects ('The user'), which are checked on their own below.
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/new NotFoundError\('[^']*'\)/g, '');
  const literals = code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g);
  return [...literals]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((text) => /^(?:[A-Z]|\$\{)/.test(text))
    .map((text) => text.replace(/(?<=[A-Za-z])\$\{[^}]*\}/g, '').replace(/\$\{[^}]*\}/g, '7'))
    .filter((text) => (text.match(/\b[A-Za-z][a-z]+\b/g) ?? []).length >= 2 && !NOT_MESSAGES.has(text));
}

describe('given the server sources', () => {
  const files = SOURCE_ROOTS.flatMap(sourceFiles);
  const found = files.flatMap((file) =>
    messageLiterals(readFileSync(join(REPO_ROOT, file), 'utf8')).map((message) => ({ file, message })),
  );

  it('should find the messages (the scan itself works)', () => {
    expect(found.map(({ message }) => message)).toEqual(
      expect.arrayContaining(['These credentials do not match our records.', 'The time is already taken']),
    );
  });

  it('should have a Lithuanian entry for every English message', () => {
    const missing = found.filter(({ message }) => !isCatalogued(message));
    expect(missing.map(({ file, message }) => `${relative('.', file)}: ${message}`)).toEqual([]);
  });

  it('should name every NotFoundError subject with its own Lithuanian noun', () => {
    const subjects = files.flatMap((file) =>
      [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(/new NotFoundError\('([^']+)'\)/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(subjects).toContain('The user');
    expect(translate('The requested record was not found.', 'lt')).toBe('Įrašas nerastas.');
    const generic = subjects.filter((subject) => translate(`${subject} was not found.`, 'lt') === 'Įrašas nerastas.');
    expect(generic).toEqual([]);
  });
});

describe('translate', () => {
  it.each([
    {
      name: 'an ITC capacity warning with 21 students and 30 seats',
      english: 'Class 12: 21 students in room 3 with 30 seats (capacity overflow)',
      lithuanian: 'Užsiėmimas 12: 21 studentas patalpoje 3, kurioje 30 vietų (netelpa)',
    },
    {
      name: 'an ITC file without an attribute',
      english: '<room id="2"> has no capacity',
      lithuanian: '<room id="2">: trūksta atributo capacity',
    },
    { name: 'an exact message', english: 'The time is already taken', lithuanian: 'Šis laikas jau užimtas' },
    {
      name: 'a wait of 1 second',
      english: 'Too many attempts. Please try again in 1 second.',
      lithuanian: 'Per daug bandymų. Bandykite dar kartą po 1 sekundės.',
    },
    {
      name: 'a wait of 45 seconds',
      english: 'Too many attempts. Please try again in 45 seconds.',
      lithuanian: 'Per daug bandymų. Bandykite dar kartą po 45 sekundžių.',
    },
    {
      // issue 12, item 19: "po 898 sekundžių" read like a riddle
      name: 'a wait of 15 minutes',
      english: 'Too many attempts. Please try again in 15 min.',
      lithuanian: 'Per daug bandymų. Bandykite dar kartą po 15 min.',
    },
    {
      name: 'a summary of several errors',
      english: 'The name is required (and 2 more errors)',
      lithuanian: 'Įveskite pavadinimą (ir dar 2 klaidos)',
    },
    {
      name: 'a summary of eleven errors',
      english: 'The name is required (and 11 more errors)',
      lithuanian: 'Įveskite pavadinimą (ir dar 11 klaidų)',
    },
    // Issue 12, item 19: "Išteklių galima rezervuoti nuo 07:00" read as several resources.
    {
      name: "the start of one resource's day",
      english: 'The resource can be reserved from 07:00',
      lithuanian: 'Šį išteklių galima rezervuoti nuo 07:00',
    },
    {
      name: "the end of one resource's day",
      english: 'The resource can be reserved until 20:10',
      lithuanian: 'Šį išteklių galima rezervuoti iki 20:10',
    },
    {
      name: 'a forbidden gap',
      english: '09:50–10:00 cannot be reserved',
      lithuanian: '09:50–10:00 rezervuoti negalima',
    },
    {
      name: 'a minimum duration of 21 minutes',
      english: 'The reservation must last at least 21 minutes',
      lithuanian: 'Rezervacija turi trukti bent 21 minutę',
    },
    {
      name: 'a feminine subject not found',
      english: 'The reservation was not found.',
      lithuanian: 'Rezervacija nerasta.',
    },
    {
      name: 'a required field the catalog names',
      english: 'The from time field is required.',
      lithuanian: 'Laukas „pradžios laikas“ privalomas.',
    },
    {
      name: 'a too long field it does not name',
      english: 'The remote note may not be longer than 2000 characters.',
      lithuanian: 'Laukas „remote note“ gali būti ne ilgesnis nei 2000 simbolių.',
    },
    {
      name: 'a minimum length of 21 characters',
      english: 'The note must be at least 21 characters.',
      lithuanian: 'Laukas „note“ turi būti bent 21 simbolio ilgio.',
    },
    { name: 'an unknown message', english: 'Something new happened.', lithuanian: 'Something new happened.' },
  ])('should translate $name to Lithuanian', ({ english, lithuanian }) => {
    expect(translate(english, 'lt')).toBe(lithuanian);
  });

  it('should leave English as it is', () => {
    expect(translate('The time is already taken', 'en')).toBe('The time is already taken');
  });
});

describe('pluralLt', () => {
  it.each([
    { count: 1, form: 'diena' },
    { count: 2, form: 'dienos' },
    { count: 9, form: 'dienos' },
    { count: 10, form: 'dienų' },
    { count: 11, form: 'dienų' },
    { count: 19, form: 'dienų' },
    { count: 21, form: 'diena' },
    { count: 22, form: 'dienos' },
    { count: 111, form: 'dienų' },
  ])('should say $count $form', ({ count, form }) => {
    expect(pluralLt(count, 'diena', 'dienos', 'dienų')).toBe(form);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    { name: 'lt asked', header: 'lt', user: undefined, expected: 'lt' },
    { name: 'en asked', header: 'en', user: 'lt', expected: 'en' },
    { name: 'a regional tag', header: 'en-GB', user: 'lt', expected: 'en' },
    { name: 'the first known of a list', header: 'de, lt;q=0.5, en;q=0.4', user: 'en', expected: 'lt' },
    { name: 'quality before order', header: 'en;q=0.2, lt;q=0.9', user: undefined, expected: 'lt' },
    { name: 'a refused language', header: 'en;q=0, lt;q=0.1', user: undefined, expected: 'lt' },
    { name: 'no known language, the user’s', header: 'de-DE,fr', user: 'en', expected: 'en' },
    { name: 'no header, the user’s', header: undefined, user: 'en', expected: 'en' },
    { name: 'nothing at all, the default', header: undefined, user: undefined, expected: 'lt' },
  ] as const)('should choose $expected for $name', ({ header, user, expected }) => {
    expect(negotiateLanguage(header, user)).toBe(expected);
  });
});

describe('translateErrorBody', () => {
  const body = {
    message: 'The repeat rule gives no dates',
    errors: { repeater: ['The repeat rule gives no dates'], from: ['The time is already taken'] },
    repeater_validation: 'The repeat rule gives no dates between the first day and its end.',
    repeater_overlaps: [{ name: 'The time is already taken', from: '2026-11-23 10:00' }],
  };

  it('should translate message, errors and repeater_validation but not the overlaps', () => {
    expect(translateErrorBody(body, 'lt')).toEqual({
      message: 'Pagal kartojimo taisyklę nėra nė vienos datos',
      errors: { repeater: ['Pagal kartojimo taisyklę nėra nė vienos datos'], from: ['Šis laikas jau užimtas'] },
      repeater_validation: 'Pagal kartojimo taisyklę tarp pirmosios dienos ir kartojimo pabaigos nėra nė vienos datos.',
      repeater_overlaps: [{ name: 'The time is already taken', from: '2026-11-23 10:00' }],
    });
  });

  it('should report each unknown message and pass it through', () => {
    const unknown: string[] = [];
    const result = translateErrorBody({ message: 'Brand new.', errors: { x: ['Unknown user'] } }, 'lt', (message) =>
      unknown.push(message),
    );
    expect(result).toEqual({ message: 'Brand new.', errors: { x: ['Nežinomas naudotojas'] } });
    expect(unknown).toEqual(['Brand new.']);
  });
});

/*
 * Names in Lithuanian alphabet order (CLDR `lt`): a ą b c č d e ę ė f g h i į y j k l m n o p r s š t u ų ū v z ž.
 * Č, Š and Ž are letters of their own; ą ę ė į ų ū and y differ from a, e, i, u only after the letters (secondary);
 * case only breaks a tie; spaces and punctuation come before digits, digits before letters.
 *
 * The server sorts by name in three places, which all agree: PostgreSQL (`collate "lt-x-icu"`), JavaScript
 * (`compareNames`, ICU) and SQLite, which has no collation of its own and orders by `lithuanianSortKey`
 * (db/sqlite-setup.ts registers it, db/by-name.ts picks one per database).
 *
 * No imports: the SQLite writer thread loads this file as Node strips it (db/sqlite-thread.ts), outside tsx and Vite.
 */

/** Compares two names as a Lithuanian reader does (ICU, as PostgreSQL's "lt-x-icu"): for every sort of names in JS. */
export const compareNames: (left: string, right: string) => number = new Intl.Collator('lt').compare;

/** Ends each level of a key: below every weight, so that a name whose weights begin another's sorts first. */
const END_OF_LEVEL = '\u0001';
/**
 * The primary weights, lowest first (CLDR root with lt's tailoring: č after c, š after s, ž after z; y is an i).
 * Each weighs its position from U+0002 on, all below U+0080; a character not here (another script, ŋ, ß, …) weighs
 * its own lower-case code point, so comes after ž.
 */
const PRIMARY =
  '\t\n\u000b\u000c\r\u0085 _-\u2010\u2013\u2014,;:!?.\u00b7\'"\u00ab\u00bb()[]{}\u00a7\u00b6@*/\\&#%`\u00b4^\u00b0' +
  '\u00a9\u00ae+<=>|~$\u00a3\u20ac0123456789abc\u010ddefghi\u0131jklmnopqrs\u0161tuvwxz\u017e';
const PRIMARY_WEIGHTS = new Map([...PRIMARY].map((character, index) => [character, String.fromCharCode(0x02 + index)]));

/** A character's own secondary weight (a letter without accent, a digit, punctuation): below every accent's. */
const COMMON = 0x05;
const COMMON_WEIGHT = String.fromCharCode(COMMON);
/** Tertiary weights: lower case (or no case), upper case, a no-break space (after a space). */
const LOWER = '\u0005';
const UPPER = '\u0006';
const NO_BREAK = '\u0007';

/** A character weighed as another one at the first level, with a secondary weight of its own. */
type Unit = readonly [primary: string, secondary: string];
const unit = (primary: string, secondary: number): Unit => [primary, String.fromCharCode(secondary)];

/**
 * Letter and accent (after NFD) that weigh as one: lt makes č, š, ž letters of their own and gives ą, ę, ė, į, ų, ū
 * a secondary weight just above the plain letter's, below any accent's (so ą sorts after á and ā).
 */
const LETTERS_WITH_ACCENT = new Map<string, Unit>([
  ['c\u030c', unit('\u010d', COMMON)],
  ['s\u030c', unit('\u0161', COMMON)],
  ['z\u030c', unit('\u017e', COMMON)],
  ['a\u0328', unit('a', COMMON + 1)],
  ['e\u0328', unit('e', COMMON + 1)],
  ['e\u0307', unit('e', COMMON + 2)],
  ['i\u0328', unit('i', COMMON + 1)],
  ['u\u0328', unit('u', COMMON + 1)],
  ['u\u0304', unit('u', COMMON + 2)],
]);
/** Single characters weighed the same way: y after į (lt), curly quotes after straight ones (CLDR root). */
const VARIANTS = new Map<string, Unit>([
  ['y', unit('i', COMMON + 2)],
  ['\u2018', unit("'", COMMON + 1)],
  ['\u2019', unit("'", COMMON + 2)],
  ['\u201a', unit("'", COMMON + 3)],
  ['\u201c', unit('"', COMMON + 1)],
  ['\u201d', unit('"', COMMON + 2)],
  ['\u201e', unit('"', COMMON + 3)],
]);

/**
 * Combining accents in CLDR root's secondary order (acute first), weighing from U+0010 on; any other mark weighs
 * its own code point (from U+0300 on), after these.
 */
const ACCENTS = [
  0x0301, 0x0300, 0x0306, 0x0302, 0x030c, 0x030a, 0x0308, 0x030b, 0x0303, 0x0307, 0x0338, 0x0327, 0x0328, 0x0304,
  0x0335, 0x0309, 0x031b, 0x0323, 0x0324, 0x0325, 0x0326, 0x0331,
];
const ACCENT_WEIGHTS = new Map(
  ACCENTS.map((codePoint, index) => [String.fromCharCode(codePoint), String.fromCharCode(0x10 + index)]),
);

/** Letters NFD leaves whole that ICU weighs as a letter and a stroke (an accent): ł as l + U+0335. */
const STROKED = new Map([
  ['ł', 'l\u0335'],
  ['Ł', 'L\u0335'],
  ['đ', 'd\u0335'],
  ['Đ', 'D\u0335'],
  ['ħ', 'h\u0335'],
  ['Ħ', 'H\u0335'],
  ['ø', 'o\u0338'],
  ['Ø', 'O\u0338'],
]);
const STROKED_LETTER = /[łŁđĐħĦøØ]/g;

const MARK = /^\p{M}$/u;
/** Control and format characters: ICU ignores them (a soft hyphen, a zero-width space) unless PRIMARY has them. */
const CONTROL = /^[\p{Cc}\p{Cf}]$/u;

/** A text's weights at each level: primary, secondary, tertiary. */
type Levels = [primary: string, secondary: string, tertiary: string];

/** The weights of any text: decomposed (NFD), each letter with the accents that follow it. */
function weigh(text: string): Levels {
  let primary = '';
  let secondary = '';
  let tertiary = '';
  const decomposed = text.replace(STROKED_LETTER, (letter) => STROKED.get(letter)!).normalize('NFD');
  for (let index = 0; index < decomposed.length;) {
    const code = decomposed.codePointAt(index)!;
    const character = String.fromCodePoint(code);
    index += character.length;
    if (code >= 0x0300 && MARK.test(character)) {
      secondary += ACCENT_WEIGHTS.get(character) ?? character;
      continue;
    }
    if ((code < 0x20 || code >= 0x7f) && CONTROL.test(character) && !PRIMARY_WEIGHTS.has(character)) {
      continue;
    }
    const lower = character.toLowerCase();
    const withAccent = LETTERS_WITH_ACCENT.get(lower + decomposed.charAt(index));
    if (withAccent) {
      index += 1;
    }
    const [letter, weight] = withAccent ?? VARIANTS.get(lower) ?? [code === 0xa0 ? ' ' : lower, COMMON_WEIGHT];
    primary += PRIMARY_WEIGHTS.get(letter) ?? letter;
    secondary += weight;
    tertiary += code === 0xa0 ? NO_BREAK : lower === character ? LOWER : UPPER;
  }
  return [primary, secondary, tertiary];
}

/**
 * The weights of every character below U+0180 (ASCII, Latin-1 and Latin Extended-A: every Lithuanian letter),
 * weighed once: a name made of these alone (no separate accent among them) weighs as its characters one by one,
 * several times faster than decomposing it (SQLite weighs every row of a list it sorts).
 */
const WEIGHED_CHARACTERS = Array.from({ length: 0x180 }, (_, code) => weigh(String.fromCharCode(code)));

function weighCharacters(text: string): Levels | undefined {
  let primary = '';
  let secondary = '';
  let tertiary = '';
  for (let index = 0; index < text.length; index += 1) {
    const levels = WEIGHED_CHARACTERS[text.charCodeAt(index)];
    if (!levels) {
      return undefined;
    }
    primary += levels[0];
    secondary += levels[1];
    tertiary += levels[2];
  }
  return [primary, secondary, tertiary];
}

/**
 * A text whose plain byte order (SQLite's BINARY, on its UTF-8) is the Lithuanian order of `compareNames`: the
 * primary weights of its characters, then their secondary weights (accents), then their tertiary weights (case),
 * each level ended by U+0001, then the text itself (what PostgreSQL compares last too). It agrees with ICU for
 * letters with and without accents, digits, whitespace and the punctuation of PRIMARY; the test names the
 * characters where it does not.
 */
export function lithuanianSortKey(text: string): string {
  const [primary, secondary, tertiary] = weighCharacters(text) ?? weigh(text);
  return primary + END_OF_LEVEL + secondary + END_OF_LEVEL + tertiary + END_OF_LEVEL + text;
}

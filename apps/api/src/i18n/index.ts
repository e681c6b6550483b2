import { type Language } from '@laikas/contract';
import i18next, { type TFunction } from 'i18next';
import { en } from './en.js';
import { lt } from './lt.js';

/*
 * The server's one message catalogue (issue 28): errors, field messages, e-mails, notifications and exports are
 * codes with parameters, rendered here in the reader's language with i18next and the same CLDR plural rules as the
 * web app. The domain and services never write sentences; the edge (the error handler, the notification reader,
 * the mailer, the exporters) renders them.
 */

export const DEFAULT_LANGUAGE: Language = 'lt';
export const LANGUAGES = ['lt', 'en'] as const satisfies readonly Language[];

type PluralSuffix = 'one' | 'few' | 'many' | 'other';
type Stripped<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;
type Codes<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Stripped<Key>}`
    : Codes<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every code the catalogue knows (`reservation.timetableLocked`), a count's forms counted once. */
export type MessageCode = Codes<typeof en>;

/** Names quoted as the language quotes them, separated by commas ("A", "B" / „A“, „B“). */
export interface QuotedList {
  readonly quoted: readonly string[];
}

/** A parameter: text and numbers as they are, another message rendered in the same language first. */
export type MessageParam = string | number | Message | QuotedList;

const QUOTES: Record<Language, [string, string]> = { en: ['"', '"'], lt: ['„', '“'] };
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** What the server says, before it is said in a language. `count` chooses a plural form. */
export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}

export function message(code: MessageCode, params?: MessageParams): Message {
  return params === undefined ? { code } : { code, params };
}

/** Whether a value is a message: `{ code, params? }` and nothing else. */
export function isMessage(value: unknown): value is Message {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return false;
  }
  const { code, params, ...rest } = value as { code?: unknown; params?: unknown };
  return (
    typeof code === 'string' &&
    (params === undefined || (params !== null && typeof params === 'object')) &&
    Object.keys(rest).length === 0
  );
}

const catalogue = i18next.createInstance();
void catalogue.init({
  resources: { en: { translation: en }, lt: { translation: lt } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  initAsync: false,
  keySeparator: '.',
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as Parameters<typeof catalogue.init>[0]);

/** A fixed-language `t` over the catalogue, for e-mails and exports that render many texts. */
export function translator(language: Language): TFunction {
  return catalogue.getFixedT(language);
}

/** Whether the catalogue has the code in the language (a count's code: any of its forms). */
export function hasCode(code: string, language: Language, count?: number): boolean {
  return catalogue.exists(code, { lng: language, ...(count !== undefined && { count }) });
}

/** The message in the language. */
export function render(said: Message, language: Language): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params ?? {})) {
    if (typeof value !== 'object') {
      params[name] = value;
    } else if ('quoted' in value) {
      const [open, close] = QUOTES[language];
      params[name] = value.quoted.map((each) => `${open}${each}${close}`).join(', ');
    } else {
      params[name] = render(value, language);
    }
  }
  return catalogue.t(said.code, { ...params, lng: language });
}

/**
 * The language of an answer: the first `lt` or `en` of the Accept-Language header (the web client sends its UI
 * language), else the signed-in user's language, else the institution's default, lt.
 * Quality values are honoured; `lt-LT` counts as `lt`.
 */
export function negotiateLanguage(acceptLanguage: string | undefined, userLanguage?: Language): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === 'lt' || primary === 'en') {
      return primary;
    }
  }
  return userLanguage ?? DEFAULT_LANGUAGE;
}

/** A schema's message (zod issues of `@laikas/contract` carry codes) as a message; any other text as "invalid". */
export function schemaMessage(text: string): Message {
  return hasCode(text, 'en') ? message(text as MessageCode) : message('request.valueInvalid');
}

/** A message as the database keeps it (a text column): its JSON. */
export function storedMessage(said: Message): string {
  return JSON.stringify(said);
}

/**
 * A message the database kept, in the language: stored JSON (`storedMessage`) or a stored message object; text
 * written before messages were codes is shown as it was written.
 */
export function renderStored(stored: string | Message, language: Language): string {
  if (typeof stored !== 'string') {
    return render(stored, language);
  }
  try {
    const parsed: unknown = JSON.parse(stored);
    return isMessage(parsed) ? render(parsed, language) : stored;
  } catch {
    return stored;
  }
}

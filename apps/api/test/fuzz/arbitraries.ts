import fc from 'fast-check';
import { z } from 'zod';

/*
 * Issue 13, fuzz: requests generated from a route's request schemas (the zod schemas of `@laikas/contract`, as
 * Fastify registered them), read through their JSON Schema (zod's `toJSONSchema`, the input side). A request is a
 * valid one with a few fields made hostile, or hostile as a whole: wrong types, huge and deep values, unicode, NUL,
 * prototype keys, boundary and impossible dates and times (2026-02-30, 24:00, Vilnius' DST edges).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

/** The JSON Schema of a zod schema as a client must send it; undefined for no schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) {
    return undefined;
  }
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Builds an object whose keys may include `__proto__` and `constructor` as own, enumerable keys (as JSON.parse does). */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Dates the server must take apart from their look: impossible days, leap days, DST edges in Europe/Vilnius. */
export const DATES = [
  '2026-02-30',
  '2026-02-29',
  '2028-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-11-00',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '1969-12-31',
  '1970-01-01',
  '2038-01-19',
  '2026-03-29', // clocks go forward at 03:00 in Vilnius
  '2026-10-25', // and back at 04:00
  '2026-11-22',
  '2026-11-23',
  '2026-12-31',
  '2027-01-01',
];

export const TIMES = ['24:00', '23:59', '00:00', '03:30', '04:30', '25:00', '12:60', '-1:00', '1:5', '9', '12:00:00'];

export const INSTANTS = [
  '2026-03-29T03:30:00', // does not exist in Vilnius
  '2026-10-25T03:30:00', // exists twice in Vilnius
  '2026-03-29T01:00:00Z',
  '2026-10-25T00:59:59.999Z',
  '2026-02-30T10:00:00Z',
  '2026-11-22T24:00:00+02:00',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
];

/**
 * Ways to write 1 that JavaScript's `Number` reads as 1 and an id is not (`@laikas/contract`'s idSchema): sent as
 * path ids, query values and body values; a path id written so must never get a 2xx.
 */
export const SLOPPY_IDS = ['0x1', ' 1', '1 ', '1e0', '+1', '01', '1.0', '1.', '0b1', '0o1', '\t1'];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800', // a lone surrogate
  '\uDFFF\uD800',
  '\u202Eevil', // right-to-left override
  'Ąžuolas Čiurlionis Šešėlis',
  '👩‍🏫🧪',
  'e\u0301\u0301\u0301\u0301',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ...SLOPPY_IDS,
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ...DATES,
  ...TIMES,
  ...INSTANTS,
];

const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  -1.5,
  59,
  60,
  24,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Fixture ids that exist in the fuzz database (resources, items, groups, users…), so that valid-looking calls reach the services. */
export const KNOWN_IDS = [1, 2, 3, 4, 5];

const deep = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) {
    value = asArray ? [value] : { a: value };
  }
  return value;
};

const prototypeKeys = fc
  .record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype'), inner: fc.constantFrom(true, 1, 'x') })
  .map(({ key, inner }) =>
    objectOf([
      [
        key,
        objectOf([
          ['isAdmin', inner],
          ['polluted', inner],
          ['prototype', { polluted: inner }],
        ]),
      ],
    ]),
  );

let hostileValues: fc.Arbitrary<unknown> | undefined;

/**
 * String arbitraries built once per shape and shared by every route (fast-check's arbitraries hold no state): building
 * one (its shrinking slices, a pattern's parse) cost more than drawing from it, ~16 % of the CI run's CPU. The same
 * seed draws the same values.
 */
const strings = new Map<string, fc.Arbitrary<string>>();
function sharedString(key: string, build: () => fc.Arbitrary<string>): fc.Arbitrary<string> {
  let arbitrary = strings.get(key);
  if (!arbitrary) {
    arbitrary = build();
    strings.set(key, arbitrary);
  }
  return arbitrary;
}

/**
 * Values no schema asks for. One arbitrary for every route: building it (fast-check prepares its strings' shrinking
 * slices) cost more than drawing from it.
 */
export function hostile(): fc.Arbitrary<unknown> {
  hostileValues ??= fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
    { arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS), weight: 4 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
    { arbitrary: prototypeKeys, weight: 2 },
    // Huge values: a long string, a long list, a long list of objects.
    {
      arbitrary: fc.constantFrom(
        'x'.repeat(70_000),
        'ą'.repeat(40_000),
        Array.from({ length: 5_000 }, (_, index) => index + 1),
        Array.from({ length: 600 }, (_, index) => ({ id: index + 1 })),
      ),
      weight: 1,
    },
    // Deep values: under the depth cap (400) and over it.
    {
      arbitrary: fc
        .record({ depth: fc.constantFrom(50, 399, 401, 1_000), asArray: fc.boolean() })
        .map(({ depth, asArray }) => deep(depth, 1, asArray)),
      weight: 1,
    },
  );
  return hostileValues;
}

/** Days around the fixed clock of the fuzz (Sunday 22 November 2026): valid days a write can take. */
const NEAR_DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-07', '2027-01-18'];
const NEAR_TIMES = ['08:00', '10:00', '11:30', '13:15', '18:00', '20:00'];

/**
 * Values the schema accepts (mostly: patterns and formats are honoured, cross-field rules are not), leaning on
 * values that exist (the fixtures' ids, days after the fuzz's clock) so that many valid calls go through the services.
 * `key` is the property's name: a hint for strings that are dates or times.
 */
export function validOf(schema: JsonSchema | undefined, depth = 0, key = '', strict = false): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) {
    return fc.constant(undefined);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => validOf(alternative, depth + 1, key, strict)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return validOf(schema.allOf[0], depth + 1, key, strict);
  }
  if ('const' in schema) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, key, strict);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -(2 ** 31));
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 31);
      const low = Math.max(min, -(2 ** 31));
      const high = Math.min(max, 2 ** 31);
      if (/hour/i.test(key) && low <= 8 && high >= 20) {
        return fc.oneof({ arbitrary: fc.integer({ min: 8, max: 20 }), weight: 4 }, fc.integer({ min: low, max: high }));
      }
      const known = KNOWN_IDS.filter((id) => id >= low && id <= high);
      const small = fc.integer({ min: low, max: Math.min(high, low + 30) });
      return fc.oneof(
        { arbitrary: known.length > 0 ? fc.constantFrom(...known) : small, weight: 6 },
        { arbitrary: small, weight: 2 },
        { arbitrary: fc.constantFrom(low, high), weight: strict ? 0 : 1 },
        { arbitrary: fc.integer({ min: low, max: high }), weight: 1 },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxItems = schema.maxItems ?? 5;
      const minItems = schema.minItems ?? 0;
      const item = validOf(schema.items, depth + 1, key, strict);
      if (strict) {
        return fc.array(item, { minLength: minItems, maxLength: Math.min(maxItems, Math.max(minItems, 2)) });
      }
      return fc.oneof(
        {
          arbitrary: fc.array(item, { minLength: minItems, maxLength: Math.min(maxItems, Math.max(minItems, 2)) }),
          weight: 8,
        },
        // Exactly the cap, and one over it.
        {
          arbitrary: fc.constant(maxItems).chain((length) => fc.array(item, { minLength: length, maxLength: length })),
          weight: 1,
        },
        {
          arbitrary: fc
            .constant(maxItems + 1)
            .chain((length) => fc.array(item, { minLength: length, maxLength: length })),
          weight: 1,
        },
      );
    }
    case 'object':
    default: {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        return type === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      }
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(
        properties.map(([name, property]) => [name, validOf(property, depth + 1, name, strict)]),
      );
      return fc.record(model, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) });
    }
  }
}

function stringOf(schema: JsonSchema, key: string, strict: boolean): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 300 } = schema;
  if (strict && !schema.pattern && !schema.format) {
    if (/time|hour/i.test(key)) {
      return fc.constantFrom(...NEAR_TIMES);
    }
    if (/date|from|^to$|until|starts|ends/i.test(key)) {
      return fc.constantFrom(...NEAR_DATES);
    }
    return sharedString(`plain ${minLength} ${maxLength}`, () =>
      fc.oneof(
        fc.string({ unit: 'grapheme-ascii', minLength: Math.max(1, minLength), maxLength: Math.min(maxLength, 30) }),
        fc.constantFrom('Algebra', 'Ąžuolų g. 5, Vilnius', 'Fizikos laboratorija'),
      ),
    );
  }
  if (schema.pattern) {
    const regex = new RegExp(schema.pattern);
    const near = [...NEAR_DATES, ...NEAR_TIMES].filter((candidate) => regex.test(candidate));
    const edges = [...DATES, ...TIMES, ...INSTANTS].filter((candidate) => regex.test(candidate));
    const fromPattern = sharedString(`pattern ${schema.pattern}`, () =>
      fc.stringMatching(regex).filter((value) => value.length <= 10_000),
    );
    if (strict && near.length > 0) {
      return fc.constantFrom(...near);
    }
    return fc.oneof(
      ...(near.length > 0 ? [{ arbitrary: fc.constantFrom(...near), weight: 5 }] : []),
      ...(edges.length > 0 ? [{ arbitrary: fc.constantFrom(...edges), weight: 3 }] : []),
      { arbitrary: fromPattern, weight: 1 },
    );
  }
  if (/time|hour/i.test(key)) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...NEAR_TIMES), weight: 3 },
      { arbitrary: fc.constantFrom(...TIMES), weight: 2 },
    );
  }
  if (/date|from|^to$|until|starts|ends/i.test(key)) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...NEAR_DATES), weight: 3 },
      { arbitrary: fc.constantFrom(...DATES, ...INSTANTS), weight: 2 },
    );
  }
  switch (schema.format) {
    case 'email':
      return sharedString('email', () =>
        fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.lt', 'Ąžuolas@vu.lt', 'x@y')),
      );
    case 'date':
      return fc.constantFrom(...DATES);
    case 'date-time':
      return fc.constantFrom(...INSTANTS, '2026-11-22T10:00:00.000Z');
    case 'uri':
    case 'url':
      return sharedString('url', () =>
        fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'file:///etc/passwd', 'http://127.0.0.1:1/')),
      );
    default:
      break;
  }
  const sized = (value: string) => value.length >= minLength && value.length <= maxLength;
  return sharedString(`string ${minLength} ${maxLength}`, () =>
    fc.oneof(
      { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }), weight: 3 },
      { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 20) }), weight: 2 },
      { arbitrary: fc.constantFrom(...HOSTILE_STRINGS).filter(sized), weight: 3 },
      { arbitrary: fc.constant(maxLength).map((length) => 'ž'.repeat(length)), weight: 1 },
      { arbitrary: fc.constant(maxLength + 1).map((length) => 'a'.repeat(length)), weight: 1 },
    ),
  );
}

/**
 * A value for the schema: valid (from the schema, or a known-valid example with some fields changed to other valid
 * values), valid with some fields hostile, or hostile as a whole.
 */
export function valueOf(schema: JsonSchema | undefined, examples: readonly unknown[] = []): fc.Arbitrary<unknown> {
  const generated = validOf(schema, 0, '', true);
  const properties = Object.keys(schema?.properties ?? {});
  const entriesOf = (value: unknown): [string, unknown][] =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  const valid =
    examples.length === 0 || properties.length === 0
      ? generated
      : fc.oneof(
          { arbitrary: fc.constantFrom(...examples), weight: 2 },
          {
            arbitrary: fc
              .tuple(
                fc.constantFrom(...examples),
                generated,
                fc.uniqueArray(fc.constantFrom(...properties), { maxLength: 2 }),
              )
              .map(([example, other, keys]) => {
                const changed = entriesOf(example).filter(([key]) => !keys.includes(key));
                const replacements = Object.fromEntries(entriesOf(other));
                for (const key of keys) {
                  if (key in replacements) {
                    changed.push([key, replacements[key]]);
                  }
                }
                return objectOf(changed);
              }),
            weight: 3,
          },
          { arbitrary: generated, weight: 1 },
        );
  const spoiled =
    properties.length === 0
      ? hostile()
      : fc
          .tuple(
            fc.oneof(valid, validOf(schema)),
            fc.uniqueArray(fc.constantFrom(...properties), { minLength: 1, maxLength: Math.min(3, properties.length) }),
            fc.array(hostile(), { minLength: 3, maxLength: 3 }),
            fc.option(fc.constantFrom('__proto__', 'constructor', 'extra'), { nil: undefined }),
          )
          .map(([base, keys, values, extra]) => {
            const spoilt = entriesOf(base).filter(([key]) => !keys.includes(key));
            keys.forEach((key, index) => spoilt.push([key, values[index]]));
            if (extra) {
              spoilt.push([extra, extra === 'extra' ? values[0] : objectOf([['isAdmin', true]])]);
            }
            return objectOf(spoilt);
          });
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: spoiled, weight: 4 },
    { arbitrary: hostile(), weight: 1 },
  );
}

/** A query string for the value: scalars as `key=value`, lists as repeated keys, objects as `key[sub]=value`. */
export function queryStringOf(value: unknown): string {
  if (value === undefined) {
    return '';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encode(value)}`;
  }
  const parts: string[] = [];
  const add = (key: string, item: unknown, depth: number) => {
    if (item === undefined) {
      return;
    }
    if (Array.isArray(item) && depth < 3) {
      for (const element of item.slice(0, 200)) {
        add(key, element, depth + 1);
      }
    } else if (item !== null && typeof item === 'object' && depth < 3) {
      for (const [sub, element] of Object.entries(item)) {
        add(`${key}[${sub}]`, element, depth + 1);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encode(item)}`);
    }
  };
  for (const [key, item] of Object.entries(value)) {
    add(key, item, 0);
  }
  return parts.join('&');
}

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text ?? '');
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send it as a raw broken escape instead.
    return '%ED%A0%80';
  }
}

/** A path segment for a parameter: a valid value of its schema or a hostile one, percent-encoded. */
export function pathSegmentOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: validOf(schema), weight: 3 },
      { arbitrary: fc.constantFrom(...KNOWN_IDS), weight: 2 },
      {
        arbitrary: fc.constantFrom(
          '0',
          '-1',
          '1.5',
          '1e3',
          ...SLOPPY_IDS,
          '99999999999999999999999',
          '2147483648',
          'abc',
          '__proto__',
          'constructor',
          '%00',
          '%2e%2e',
          '%ZZ',
          'ą',
          '👩‍🏫',
          'x'.repeat(5_000),
        ),
        weight: 3,
      },
    )
    .map((value) => {
      if (typeof value === 'string' && /%[0-9A-Z]{2}/.test(value)) {
        return value; // already an escape, possibly a broken one on purpose
      }
      return encode(value);
    });
}

/**
 * How the body travels: JSON as the app sends it, or something that is not what the route reads; multipart bodies
 * whole or broken as a cut connection or a careless client breaks them (issue 27: they were 176 of 180 500s).
 */
export type BodyForm =
  | 'json'
  | 'broken-json'
  | 'text'
  | 'form'
  | 'empty-json'
  | 'multipart'
  | 'multipart-truncated'
  | 'multipart-no-boundary'
  | 'multipart-wrong-boundary'
  | 'multipart-broken-header';

export const MULTIPART_FORMS = [
  'multipart',
  'multipart-truncated',
  'multipart-no-boundary',
  'multipart-wrong-boundary',
  'multipart-broken-header',
] as const satisfies readonly BodyForm[];

export const bodyForm: fc.Arbitrary<BodyForm> = fc.oneof(
  { arbitrary: fc.constant<BodyForm>('json'), weight: 12 },
  { arbitrary: fc.constantFrom<BodyForm>('broken-json', 'text', 'form', 'empty-json'), weight: 1 },
  { arbitrary: fc.constantFrom<BodyForm>(...MULTIPART_FORMS), weight: 2 },
);

/** The fields a multipart body's file goes in: those the upload routes read, and one none does. */
const MULTIPART_FIELDS = ['image', 'files[]', 'problem', 'solution', 'wrong'];

/** A multipart body of the form carrying `content` as a file (and a plain field), with its content type. */
export function multipartOf(form: BodyForm, content: string): { payload: string; contentType: string } {
  const boundary = '----fuzz-boundary-7MA4YWxkTrZu0gW';
  const field = MULTIPART_FIELDS[content.length % MULTIPART_FIELDS.length]!;
  const whole =
    `--${boundary}\r\nContent-Disposition: form-data; name="period"\r\n\r\n${content.slice(0, 40)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="fuzz.${content.length % 2 ? 'csv' : 'png'}"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  switch (form) {
    case 'multipart-truncated':
      return { payload: whole.slice(0, Math.max(1, Math.floor(whole.length * 0.6))), contentType };
    case 'multipart-no-boundary':
      return { payload: whole, contentType: 'multipart/form-data' };
    case 'multipart-wrong-boundary':
      return { payload: whole, contentType: 'multipart/form-data; boundary=not-the-one' };
    case 'multipart-broken-header':
      return { payload: `--${boundary}\r\nContent-Disposition\r\n\r\n${content}\r\n`, contentType };
    default:
      return { payload: whole, contentType };
  }
}

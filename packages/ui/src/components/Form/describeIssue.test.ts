import { describe, expect, it } from 'vitest';
import { decodeIssue, encodeIssue, issueKey } from './describeIssue';

describe('issueKey', () => {
  it.each([
    ['an empty text', { code: 'too_small', origin: 'string', minimum: 1 }, 'form.required', {}],
    ['a short text', { code: 'too_small', origin: 'string', minimum: 8 }, 'form.minLength', { count: 8 }],
    ['a long text', { code: 'too_big', origin: 'string', maximum: 255 }, 'form.maxLength', { count: 255 }],
    ['too few values', { code: 'too_small', origin: 'array', minimum: 1 }, 'form.minItems', { count: 1 }],
    ['a malformed e-mail', { code: 'invalid_format', origin: 'string' }, 'form.formatInvalid', {}],
    ['a value not offered', { code: 'invalid_value' }, 'form.selectionInvalid', {}],
    [
      'a number under its least',
      { code: 'too_small', origin: 'number', minimum: 1, inclusive: true },
      'form.atLeast',
      { limit: 1 },
    ],
    [
      'a number not over its bound',
      { code: 'too_small', origin: 'number', minimum: 0, inclusive: false },
      'form.greaterThan',
      { limit: 0 },
    ],
    [
      'a number over its most',
      { code: 'too_big', origin: 'number', maximum: 60, inclusive: true },
      'form.atMost',
      { limit: 60 },
    ],
    [
      'a number not under its bound',
      { code: 'too_big', origin: 'number', maximum: 60, inclusive: false },
      'form.lessThan',
      { limit: 60 },
    ],
    ['anything else', { code: 'custom' }, 'form.invalid', {}],
  ])('should say %s with the field named', (_name, issue, key, values) => {
    expect(issueKey(issue, 'Vardas')).toEqual({ key, values: { field: 'Vardas', ...values } });
  });
});

describe('decodeIssue', () => {
  it('should read back an issue the resolver kept', () => {
    const issue = { code: 'too_big', origin: 'string', maximum: 40 };
    expect(decodeIssue(encodeIssue(issue), 'too_big')).toEqual(issue);
  });

  it("should take a schema's own required message as the field being required", () => {
    expect(decodeIssue('schema.nameFieldRequired', 'too_small')).toEqual({
      code: 'too_small',
      origin: 'string',
      minimum: 1,
    });
  });
});

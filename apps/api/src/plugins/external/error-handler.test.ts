import { describe, expect, it } from 'vitest';
import { render } from '../../i18n/index.js';
import { fieldErrors, findNul, TooDeepError } from './error-handler.js';

describe('fieldErrors', () => {
  it.each([
    {
      name: 'a missing field',
      issues: [{ instancePath: '/uid', message: 'Invalid input: expected string, received undefined' }],
      context: 'body',
      expected: { uid: ['The uid field is required.'] },
    },
    {
      name: 'a missing field with underscores',
      issues: [{ instancePath: '/current_password', message: 'Invalid input: expected string, received undefined' }],
      context: 'body',
      expected: { current_password: ['The current password field is required.'] },
    },
    {
      name: 'a nested field',
      issues: [{ instancePath: '/repeater/until', message: 'schema.dateFormat' }],
      context: 'body',
      expected: { 'repeater.until': ['Expected a date as YYYY-MM-DD'] },
    },
    {
      name: 'a missing body',
      issues: [{ instancePath: '/', message: 'Invalid input: expected object, received null' }],
      context: 'body',
      expected: { body: ['The request body is required.'] },
    },
    {
      name: 'two messages on one field',
      issues: [
        { instancePath: '/password', message: 'schema.passwordMin' },
        { instancePath: '/password', message: 'schema.passwordDigit' },
      ],
      context: 'body',
      expected: {
        password: ['The password must be at least 8 characters.', 'The password must contain at least one digit.'],
      },
    },
    {
      name: 'a zod type error on a field',
      issues: [
        {
          instancePath: '/uid',
          keyword: 'invalid_type',
          message: 'Invalid input: expected string, received number',
          params: { expected: 'string' },
        },
      ],
      context: 'body',
      expected: { uid: ['The uid field is invalid.'] },
    },
    {
      name: 'zod size limits of text, numbers and lists',
      issues: [
        { instancePath: '/name', keyword: 'too_small', message: 'Too small', params: { origin: 'string', minimum: 1 } },
        { instancePath: '/note', keyword: 'too_big', message: 'Too big', params: { origin: 'string', maximum: 2000 } },
        { instancePath: '/hour', keyword: 'too_big', message: 'Too big', params: { origin: 'number', maximum: 23 } },
        {
          instancePath: '/id',
          keyword: 'too_small',
          message: 'Too small',
          params: { origin: 'number', minimum: 0, inclusive: false },
        },
        { instancePath: '/roles', keyword: 'too_big', message: 'Too big', params: { origin: 'array', maximum: 20 } },
      ],
      context: 'body',
      expected: {
        name: ['The name field is required.'],
        note: ['The note may not be longer than 2000 characters.'],
        hour: ['The hour may not be greater than 23.'],
        id: ['The id must be greater than 0.'],
        roles: ['The roles may not have more than 20 items.'],
      },
    },
    {
      name: 'a zod enum error',
      issues: [{ instancePath: '/language', keyword: 'invalid_value', message: 'Invalid option', params: {} }],
      context: 'body',
      expected: { language: ['The value chosen for language is not allowed.'] },
    },
    {
      name: 'a message of ours on a zod issue',
      issues: [{ instancePath: '/name', keyword: 'too_small', message: 'schema.nameRequired', params: {} }],
      context: 'body',
      expected: { name: ['The name is required'] },
    },
    {
      name: 'a wrong body as a whole',
      issues: [{ instancePath: '/', keyword: 'invalid_type', message: 'Invalid input', params: {} }],
      context: 'body',
      expected: { body: ['The request is invalid.'] },
    },
  ])('should group $name by field', ({ issues, context, expected }) => {
    const errors = fieldErrors(issues, context);
    const english = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.map((each) => render(each, 'en'))]),
    );
    expect(english).toEqual(expected);
  });
});

describe('findNul', () => {
  it.each([
    { name: 'clean text', value: { name: 'Jonas', tags: ['a'] }, expected: undefined },
    { name: 'a NUL in a field', value: { name: 'Jo\u0000nas' }, expected: 'name' },
    {
      name: 'a NUL deep in a list',
      value: { repeater: { weekdays: ['monday', '\u0000'] } },
      expected: 'repeater.weekdays.1',
    },
    { name: 'a NUL in a key', value: { 'bad\u0000key': 1 }, expected: '' },
    { name: 'a NUL string alone', value: '\u0000', expected: '' },
    { name: 'numbers and null', value: { a: 1, b: null }, expected: undefined },
  ])('should find $name', ({ value, expected }) => {
    expect(findNul(value)).toBe(expected);
  });
});

describe('findNul on deep values', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'leaf\u0000';
    for (let level = 0; level < depth; level += 1) {
      value = [value];
    }
    return value;
  };

  it('should find a NUL 399 levels down without recursion', () => {
    expect(findNul(nested(399))).toBe(Array.from({ length: 399 }, () => '0').join('.'));
  });

  it('should refuse values nested deeper than 400 levels instead of overflowing the stack', () => {
    expect(() => findNul(nested(10_000))).toThrow(TooDeepError);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrors, findNul } from './error-handler.js';

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
      issues: [{ instancePath: '/repeater/until', message: 'Expected a date as YYYY-MM-DD' }],
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
        { instancePath: '/password', message: 'too short' },
        { instancePath: '/password', message: 'needs a digit' },
      ],
      context: 'body',
      expected: { password: ['too short', 'needs a digit'] },
    },
  ])('should group $name by field', ({ issues, context, expected }) => {
    expect(fieldErrors(issues, context)).toEqual(expected);
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

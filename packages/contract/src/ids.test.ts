import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema } from './common.js';

const messagesOf = (value: unknown) => {
  const result = idSchema.safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe('idSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    [7, 7],
  ])('should read %j as the id %d', (value, id) => {
    expect(idSchema.parse(value)).toBe(id);
  });

  // Each of these is 1 to JavaScript's Number (or 0, or a fraction): none is an id as a client writes it.
  it.each(['0x1', ' 1', '1 ', '\n1', '1e0', '+1', '01', '1.0', '1.', '0b1', '0o1', '', 'abc', '0', '-1', '１'])(
    'should refuse %j with the format message',
    (value) => {
      expect(messagesOf(value)).toEqual(['schema.idFormat']);
    },
  );

  it.each([0, -3, 1.5, true, null, [1], { id: 1 }])('should refuse the JSON value %j', (value) => {
    expect(messagesOf(value)).toEqual(['schema.idFormat']);
  });

  it.each(['2147483648', '9999999999999999', 2_147_483_648])('should refuse %j as out of range', (value) => {
    expect(messagesOf(value)).toEqual(['schema.idOutOfRange']);
  });

  it('should refuse more digits than a safe integer holds without reading them as a number', () => {
    expect(messagesOf('99999999999999999999')).toEqual(['schema.idFormat']);
  });

  it('should tell clients (and the fuzz) a number or a string of digits', () => {
    expect(z.toJSONSchema(idSchema, { io: 'input' })).toMatchObject({
      anyOf: [{ type: 'number' }, { type: 'string', pattern: '^[1-9][0-9]{0,15}$' }],
    });
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compiledSerializer, forSerialisation } from './compiled-serializer.js';

const schema = z.object({
  data: z.object({
    id: z.number().int(),
    when: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    remote: z.union([z.literal(0), z.literal(1)]),
    responsible: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    note: z.string().nullable(),
    tags: z.array(z.string()),
  }),
});

describe('compiled serialisation', () => {
  const write = compiledSerializer(schema)();

  it('should write what JSON.stringify writes for answers of the schema, nulls and nested objects included', () => {
    for (const data of [
      { id: 1, when: '2026-11-23', remote: 0, responsible: null, note: null, tags: [] },
      { id: 2, when: '2026-11-24', remote: 1, responsible: { id: 5, name: 'Ieva "Ė" Į' }, note: 'a\nb', tags: ['x'] },
    ]) {
      expect(JSON.parse(write({ data }))).toEqual({ data });
    }
  });

  it('should leave out properties the contract does not name', () => {
    const data = { id: 1, when: '2026-11-23', remote: 0, responsible: null, note: null, tags: [], secret: 'no' };
    expect(JSON.parse(write({ data })).data).not.toHaveProperty('secret');
  });

  it('should write T | null as a type list and literals of one type as that type', () => {
    expect(forSerialisation({ anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] })).toEqual({
      type: ['integer', 'null'],
    });
    expect(
      forSerialisation({
        anyOf: [
          { type: 'number', const: 0 },
          { type: 'number', const: 1 },
        ],
      }),
    ).toEqual({
      type: 'number',
    });
  });
});

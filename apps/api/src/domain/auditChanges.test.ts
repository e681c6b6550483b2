import { describe, expect, it } from 'vitest';
import { changedFields } from './auditChanges.js';

describe('changedFields', () => {
  it.each([
    {
      name: 'an edit keeps only the changed fields',
      before: { name: 'A', capacity: 10, tags: ['x'] },
      after: { name: 'B', capacity: 10, tags: ['x'] },
      expected: { name: { before: 'A', after: 'B' } },
    },
    {
      name: 'a create records every set field against null',
      before: null,
      after: { name: 'Room', description: null },
      expected: { name: { before: null, after: 'Room' } },
    },
    {
      name: 'a delete records every set field against null',
      before: { name: 'Room', capacity: 4 },
      after: null,
      expected: { name: { before: 'Room', after: null }, capacity: { before: 4, after: null } },
    },
    {
      name: 'arrays and objects compare by content',
      before: { slots: [{ from: 480 }], tags: ['a', 'b'] },
      after: { slots: [{ from: 480 }], tags: ['b', 'a'] },
      expected: { tags: { before: ['a', 'b'], after: ['b', 'a'] } },
    },
    {
      name: 'secrets and timestamps are never recorded',
      before: { password_hash: 'old', remember_token: 't', app_secret: 's', updated_at: '1', name: 'A' },
      after: { password_hash: 'new', remember_token: 'u', app_secret: 'r', updated_at: '2', name: 'A' },
      expected: {},
    },
    {
      name: 'a missing field reads as null',
      before: { notes: null },
      after: {},
      expected: {},
    },
  ])('$name', ({ before, after, expected }) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

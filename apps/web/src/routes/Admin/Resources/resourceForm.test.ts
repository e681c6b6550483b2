import { adminResourceDraftSchema } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { draftMessageKey, emptyDraft, move } from './resourceForm';

describe('emptyDraft', () => {
  it('should give a new resource the academic day of spec 9 and no approval', () => {
    const body = adminResourceDraftSchema.parse({ ...emptyDraft(), name: 'Room 1' });
    expect(body).toMatchObject({
      capacity: null,
      settings: { approved: true, available_spaces: 1, from: { hours: 0, minutes: 0 }, to: { hours: 24, minutes: 0 } },
    });
    expect(body.settings.available_slots).toHaveLength(9);
  });
});

describe('draftMessageKey', () => {
  it.each([
    { message: 'draft.required', key: 'admin.resources.form.required' },
    { message: 'draft.wholeNumber', key: 'admin.resources.form.wholeNumber' },
    { message: 'draft.time', key: 'admin.resources.form.time' },
    { message: 'schema.nameRequired', key: undefined },
  ])('should word $message with $key', ({ message, key }) => {
    expect(draftMessageKey(message)).toBe(key);
  });
});

describe('move', () => {
  it('should move an element and stop at the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

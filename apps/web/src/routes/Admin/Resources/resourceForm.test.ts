import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, move, parseTime } from './resourceForm';

describe('parseTime', () => {
  it.each([
    { text: '08:30', expected: { hours: 8, minutes: 30 } },
    { text: '8:05', expected: { hours: 8, minutes: 5 } },
    { text: '24:00', expected: { hours: 24, minutes: 0 } },
    { text: '24:30', expected: null },
    { text: '8.30', expected: null },
    { text: '', expected: null },
  ])('should read $text as $expected', ({ text, expected }) => {
    expect(parseTime(text)).toEqual(expected);
  });
});

describe('bodyOf', () => {
  it('should give a new resource the academic day of spec 9 and no approval', () => {
    const result = bodyOf({ ...emptyDraft(), name: ' Room 1 ', tags: 'projector, , computers' });
    expect(result).toMatchObject({
      body: {
        name: 'Room 1',
        capacity: null,
        tags: ['projector', 'computers'],
        settings: {
          approved: true,
          available_spaces: 1,
          from: { hours: 0, minutes: 0 },
          to: { hours: 24, minutes: 0 },
        },
      },
    });
    if ('body' in result) {
      expect(result.body.settings.available_slots).toHaveLength(9);
    }
  });

  it('should send "needs approval" as approved: false', () => {
    const result = bodyOf({ ...emptyDraft(), name: 'Hall', approval_needed: true });
    expect('body' in result && result.body.settings.approved).toBe(false);
  });

  it('should name the fields to fix before sending anything', () => {
    const result = bodyOf({
      ...emptyDraft(),
      capacity: 'forty',
      to: '25:00',
      available_slots: [{ from: '08:00', to: 'x' }],
    });
    expect(result).toEqual({
      errors: {
        name: ['admin.resources.form.required'],
        capacity: ['admin.resources.form.wholeNumber'],
        'settings.to': ['admin.resources.form.time'],
        'settings.available_slots': ['admin.resources.form.time'],
      },
    });
  });
});

describe('move', () => {
  it('should move an element and stop at the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

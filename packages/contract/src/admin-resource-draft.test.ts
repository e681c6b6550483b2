import { describe, expect, it } from 'vitest';
import { adminResourceDraftSchema, type AdminResourceDraft } from './admin-resource-draft.js';

const draft = (change: Partial<AdminResourceDraft> = {}, settings: Partial<AdminResourceDraft['settings']> = {}) => ({
  name: ' Room 1 ',
  description: '',
  notes: ' ',
  contact_info: '',
  address: 'Main street 1',
  capacity: '',
  tags: 'projector, , computers',
  images: [{ name: 'a.png', url: '/uploads/a.png' }],
  ...change,
  settings: {
    min_duration: '',
    max_duration: '120',
    approved: true,
    available_spaces: '1',
    from: '8:00',
    to: '24:00',
    allow_anybody: true,
    allow_remote_reservations: false,
    available_slots: [{ from: '08:00', to: '09:30' }],
    forbidden_slots: [],
    ...settings,
  },
});

/** Each wrong field's path and message. */
const issuesOf = (input: unknown) => {
  const result = adminResourceDraftSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('adminResourceDraftSchema', () => {
  it('should turn the typed texts into the body the server takes', () => {
    expect(adminResourceDraftSchema.parse(draft())).toEqual({
      name: 'Room 1',
      description: null,
      notes: null,
      contact_info: null,
      address: 'Main street 1',
      capacity: null,
      tags: ['projector', 'computers'],
      images: ['a.png'],
      settings: {
        min_duration: null,
        max_duration: 120,
        approved: true,
        available_spaces: 1,
        from: { hours: 8, minutes: 0 },
        to: { hours: 24, minutes: 0 },
        allow_anybody: true,
        allow_remote_reservations: false,
        available_slots: [{ from: { hours: 8, minutes: 0 }, to: { hours: 9, minutes: 30 } }],
        forbidden_slots: [],
      },
    });
  });

  it('should name the texts to fix with the draft codes, at the paths of the body', () => {
    expect(
      issuesOf(
        draft(
          { name: ' ', capacity: 'forty' },
          { to: '25:00', available_spaces: '', available_slots: [{ from: '08:00', to: 'x' }] },
        ),
      ),
    ).toEqual({
      name: 'draft.required',
      capacity: 'draft.wholeNumber',
      'settings.available_spaces': 'draft.wholeNumber',
      'settings.to': 'draft.time',
      'settings.available_slots': 'draft.time',
    });
  });

  it.each([
    { name: 'a capacity of 0', change: { capacity: '0' }, settings: {}, path: 'capacity' },
    { name: 'a day of 1,441 minutes', change: {}, settings: { max_duration: '1441' }, path: 'settings.max_duration' },
    { name: 'a name of 256 letters', change: { name: 'x'.repeat(256) }, settings: {}, path: 'name' },
  ])('should refuse $name as the server does', ({ change, settings, path }) => {
    expect(Object.keys(issuesOf(draft(change, settings)))).toEqual([path]);
  });

  it.each(['-3', '0'])(
    'should say a whole capacity of %s is below the least, not that it is no whole number',
    (text) => {
      const result = adminResourceDraftSchema.safeParse(draft({ capacity: text }, {}));
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['capacity'], code: 'too_small', origin: 'number', minimum: 1 }),
      ]);
    },
  );

  it.each(['2.5', 'forty', '- 3'])('should say %s is no whole number', (text) => {
    expect(issuesOf(draft({ capacity: text }, {}))).toEqual({ capacity: 'draft.wholeNumber' });
  });
});

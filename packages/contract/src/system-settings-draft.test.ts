import { describe, expect, it } from 'vitest';
import { systemSettingsDraftSchema } from './system-settings-draft.js';

const draft = {
  university_name: ' Vilniaus universitetas ',
  support_email: 'pagalba@example.edu',
  upload_max_bytes: '2,5',
  default_available_slots: [{ from: '8:30', to: '10:00' }],
  default_forbidden_slots: [],
  default_reminder_hour: 18,
};

// Issue 29: the system settings form is checked by the body's own schema before it is sent.
describe('systemSettingsDraftSchema', () => {
  it('should turn the typed megabytes and slots into the body', () => {
    expect(systemSettingsDraftSchema.parse(draft)).toEqual({
      university_name: 'Vilniaus universitetas',
      support_email: 'pagalba@example.edu',
      upload_max_bytes: 2.5 * 1024 * 1024,
      default_available_slots: [{ from: { hours: 8, minutes: 30 }, to: { hours: 10, minutes: 0 } }],
      default_forbidden_slots: [],
      default_reminder_hour: 18,
    });
  });

  it.each([
    { name: 'a limit that is no number', change: { upload_max_bytes: 'daug' }, path: 'upload_max_bytes' },
    { name: 'a limit above 20 MB', change: { upload_max_bytes: '21' }, path: 'upload_max_bytes' },
    {
      name: 'a slot that is no time',
      change: { default_forbidden_slots: [{ from: '25:00', to: '26:00' }] },
      path: 'default_forbidden_slots',
    },
  ])('should refuse $name under its field', ({ change, path }) => {
    const result = systemSettingsDraftSchema.safeParse({ ...draft, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});

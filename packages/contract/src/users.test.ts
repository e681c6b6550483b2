import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, passwordSchema, updateRemindersBodySchema } from './users.js';

describe('passwordSchema', () => {
  it.each([
    { name: 'letters and digits, 8 long', password: 'laikas26', valid: true },
    { name: 'Lithuanian letters and a digit', password: 'žąsiną čiū 1', valid: true },
    { name: '7 characters', password: 'laika26', valid: false },
    { name: 'letters only', password: 'laikaslaikas', valid: false },
    { name: 'digits only', password: '1234567890', valid: false },
    { name: '257 characters', password: `a1${'x'.repeat(255)}`, valid: false },
  ])('should answer $valid for $name', ({ password, valid }) => {
    expect(passwordSchema.safeParse(password).success).toBe(valid);
  });
});

describe('changePasswordBodySchema', () => {
  it('should put a confirmation mismatch on password_confirmation', () => {
    const result = changePasswordBodySchema.safeParse({
      current_password: 'x',
      password: 'laikas26',
      password_confirmation: 'laikas27',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['password_confirmation']);
  });

  it('should refuse keeping the current password, on password', () => {
    const result = changePasswordBodySchema.safeParse({
      current_password: 'laikas26',
      password: 'laikas26',
      password_confirmation: 'laikas26',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'schema.passwordUnchanged'],
    ]);
  });
});

describe('updateRemindersBodySchema', () => {
  it.each([
    { name: 'midnight', hour: 0, valid: true },
    { name: '23 o’clock', hour: 23, valid: true },
    { name: '24 o’clock', hour: 24, valid: false },
    { name: 'a negative hour', hour: -1, valid: false },
  ])('should answer $valid for $name', ({ hour, valid }) => {
    expect(updateRemindersBodySchema.safeParse({ daily_reminder: true, reminder_hour: hour }).success).toBe(valid);
  });
});

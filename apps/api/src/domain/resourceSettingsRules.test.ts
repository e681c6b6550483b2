import { describe, expect, it } from 'vitest';
import { message } from '../i18n/index.js';
import { checkSettings, normalizeTags, type SubmittedSettings } from './resourceSettingsRules.js';

const t = (hours: number, minutes = 0) => ({ hours, minutes });
const valid: SubmittedSettings = {
  min_duration: 30,
  max_duration: 180,
  from: t(8),
  to: t(20),
  available_slots: [
    { from: t(8), to: t(9, 30) },
    { from: t(10), to: t(11, 30) },
  ],
  forbidden_slots: [{ from: t(9, 30), to: t(10) }],
};

describe('checkSettings', () => {
  it('should accept settings that hold together', () => {
    expect(checkSettings(valid)).toEqual({});
  });

  it('should refuse a longest reservation shorter than the shortest', () => {
    expect(checkSettings({ ...valid, min_duration: 200 })).toHaveProperty('settings.max_duration');
  });

  it('should accept no limits', () => {
    expect(checkSettings({ ...valid, min_duration: null, max_duration: null })).toEqual({});
  });

  it.each([
    { name: 'ends before it starts', from: t(18), to: t(8) },
    { name: 'ends when it starts', from: t(8), to: t(8) },
    { name: 'ends after midnight', from: t(8), to: t(24, 30) },
  ])('should refuse a daily window that $name', ({ from, to }) => {
    expect(checkSettings({ ...valid, from, to })).toHaveProperty(['settings.to']);
  });

  it('should refuse a slot that ends before it starts and overlapping slots', () => {
    expect(checkSettings({ ...valid, available_slots: [{ from: t(10), to: t(9) }] })).toHaveProperty([
      'settings.available_slots',
    ]);
    expect(
      checkSettings({
        ...valid,
        forbidden_slots: [
          { from: t(9), to: t(10) },
          { from: t(9, 30), to: t(11) },
        ],
      }),
    ).toEqual({ 'settings.forbidden_slots': [message('settings.slotsOverlap')] });
  });

  it('should refuse a day without academic slots', () => {
    expect(checkSettings({ ...valid, available_slots: [] })).toHaveProperty(['settings.available_slots']);
  });
});

describe('normalizeTags', () => {
  it('should trim, lower-case, de-duplicate and sort', () => {
    expect(normalizeTags([' Projector', 'computers', 'projector ', ''])).toEqual(['computers', 'projector']);
  });
});

import type { ClosedTime } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { closedTimeRequest, formatWeeklyRule, type WeeklyRuleWords } from './closedTimes';

const lt: WeeklyRuleWords = {
  on: (weekday) => ({ monday: 'pirmadieniais', friday: 'penktadieniais' })[weekday as 'monday' | 'friday'],
  sentence: ({ days, from, to }) => `${days}, ${from}–${to}`,
};
const en: WeeklyRuleWords = {
  on: (weekday) => ({ monday: 'Mondays', friday: 'Fridays' })[weekday as 'monday' | 'friday'],
  sentence: ({ days, from, to }) => `${days}, ${from}–${to}`,
};
const noon = { hours: 12, minutes: 0 };
const two = { hours: 14, minutes: 0 };

describe('formatWeeklyRule', () => {
  it.each([
    { name: 'one day (en)', weekdays: ['friday'], language: 'en', words: en, text: 'Fridays, 12:00–14:00' },
    {
      name: 'two days (en)',
      weekdays: ['monday', 'friday'],
      language: 'en',
      words: en,
      text: 'Mondays and Fridays, 12:00–14:00',
    },
    // The Lithuanian days are lower case inside a sentence: the text starts with a capital all the same.
    {
      name: 'two days, capitalised (lt)',
      weekdays: ['monday', 'friday'],
      language: 'lt',
      words: lt,
      text: 'Pirmadieniais ir penktadieniais, 12:00–14:00',
    },
  ] as const)('should say $name', ({ weekdays, language, words, text }) => {
    expect(formatWeeklyRule({ weekdays: [...weekdays], from_time: noon, to_time: two }, language, words)).toBe(text);
  });
});

describe('closedTimeRequest', () => {
  const span = { name: 'Repair', from: '2027-03-01', to: '2027-03-05' };
  it.each([
    {
      name: 'a weekly rule to the weekly rules',
      closed: { ...span, weekly: true, weekdays: ['friday'], from_time: noon, to_time: two },
      path: '/api/admin/resources/7/weekly-blackouts',
    },
    {
      name: 'one span to the closed dates',
      closed: { ...span, weekly: false, from_time: null, to_time: null },
      path: '/api/admin/resources/7/blackouts',
    },
  ])('should send $name, without the form’s weekly', ({ closed, path }) => {
    const { weekly: _weekly, ...body } = closed;
    expect(closedTimeRequest(7, closed as ClosedTime)).toEqual({ path, body });
  });
});

import { translate } from '@laikas/ui/i18n';
import { describe, expect, it } from 'vitest';
import { reservationFormLocales } from '../i18n';
import { describeRepeater } from './describeRepeater';

/** A rule from Monday 7 December 2026 until 25 January 2027, weekly unless the row says otherwise. */
function sayRule(
  language: 'lt' | 'en',
  rule: Partial<Parameters<typeof describeRepeater>[0]>,
  firstDate = '2026-12-07',
) {
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(reservationFormLocales, language, key, options);
  return describeRepeater(
    { type: 'weekly', interval: 1, until: '2027-01-25', weekdays: [], ...rule },
    { t, language, firstDate },
  );
}

// A semester's-end walk read "Kas savaitę (intervalas 1), iki 2027-01-25" / "Weekly (interval 1)", with no weekday.
describe('describeRepeater', () => {
  it.each([
    {
      name: 'a weekly rule with no weekday (its first date’s)',
      rule: {},
      lt: 'Kas savaitę pirmadieniais, iki 2027-01-25',
      en: 'Weekly on Mondays until Jan 25, 2027',
    },
    {
      name: 'weekdays ticked out of order',
      rule: { weekdays: ['friday', 'monday'] as const },
      lt: 'Kas savaitę pirmadieniais ir penktadieniais, iki 2027-01-25',
      en: 'Weekly on Mondays and Fridays until Jan 25, 2027',
    },
    {
      name: 'every second week',
      rule: { interval: 2, weekdays: ['tuesday'] as const },
      lt: 'Kas 2 savaites antradieniais, iki 2027-01-25',
      en: 'Every 2 weeks on Tuesdays until Jan 25, 2027',
    },
    {
      name: 'every day',
      rule: { type: 'daily' as const },
      lt: 'Kasdien, iki 2027-01-25',
      en: 'Daily until Jan 25, 2027',
    },
    {
      name: 'every 11th day',
      rule: { type: 'daily' as const, interval: 11 },
      lt: 'Kas 11 dienų, iki 2027-01-25',
      en: 'Every 11 days until Jan 25, 2027',
    },
    {
      name: 'every month',
      rule: { type: 'monthly' as const, until: '2027-06-30' },
      lt: 'Kas mėnesį 7 d., iki 2027-06-30',
      en: 'Monthly on day 7 until Jun 30, 2027',
    },
    {
      name: 'every third month',
      rule: { type: 'monthly' as const, interval: 3, until: '2027-06-30' },
      lt: 'Kas 3 mėnesius 7 d., iki 2027-06-30',
      en: 'Every 3 months on day 7 until Jun 30, 2027',
    },
    {
      name: 'every year',
      rule: { type: 'yearly' as const, until: '2028-12-31' },
      lt: 'Kasmet gruodžio 7 d., iki 2028-12-31',
      en: 'Yearly on December 7 until Dec 31, 2028',
    },
    {
      name: 'every second year',
      rule: { type: 'yearly' as const, interval: 2, until: '2030-12-31' },
      lt: 'Kas 2 metus gruodžio 7 d., iki 2030-12-31',
      en: 'Every 2 years on December 7 until Dec 31, 2030',
    },
  ])('should say $name as a person says it', ({ rule, lt, en }) => {
    expect(sayRule('lt', rule)).toBe(lt);
    expect(sayRule('en', rule)).toBe(en);
  });

  it('should leave out what it cannot know: the weekday without a first date, the end without an until', () => {
    expect(sayRule('en', { until: '' }, '')).toBe('Weekly');
    expect(sayRule('lt', { type: 'daily', interval: 5, until: '' })).toBe('Kas 5 dienas');
  });
});
